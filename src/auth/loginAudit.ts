import type { SessionUser } from '../../contract/session.ts';
import { isCompanyEmail } from '../config/roles.ts';
import { string } from '../../contract/plainCheck.ts';
import { definePreference, plainText } from '../kit/preferences/definePreference.ts';
import { readPreference, writePreference } from '../kit/preferences/storage.ts';
import { log } from '../log/consoleOutput.ts';

/** USER_LOGIN audit (spec/frame.md §4, §7, §9): 10 attempts with 500 ms waits. */
export const LOGIN_AUDIT_ATTEMPTS = 10;
export const LOGIN_AUDIT_RETRY_DELAY_MS = 500;
export const LOGIN_AUDIT_PATH = '/api/userOperations/putUserLoginAudit';

/** The organisation user log entry written after sign-in (spec/frame.md §3). */
export interface UserLoginAuditEntry {
  OrganizationId: string;
  evtTimeStamp: number;
  email: string;
  event: 'USER_LOGIN';
  terminalId: string;
  sub: string;
  MTHA: boolean;
}

/** Users whose email is in one of the company's own domains are not audited. */
export { isCompanyEmail };

/** This browser's terminal id, created on first use. */
export const terminalIdPreference = definePreference(
  'terminalId',
  plainText(string({ minLength: 1 })),
  null,
);

/** This browser's terminal id (a stored preference, created on first use). */
export function terminalId(): string {
  const stored = readPreference(terminalIdPreference);
  if (stored) return stored;
  const created = crypto.randomUUID();
  writePreference(terminalIdPreference, created);
  return created;
}

export function loginAuditEntry(
  user: SessionUser,
  terminal: string,
  now: number,
): UserLoginAuditEntry {
  return {
    OrganizationId: user.organisationId,
    evtTimeStamp: now,
    email: user.email,
    event: 'USER_LOGIN',
    terminalId: terminal,
    sub: user.sub,
    MTHA: user.flags.amMTHA === true,
  };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Writes the USER_LOGIN entry (POST, the session cookie authenticates it), retrying up to 10
 * attempts 500 ms apart. Answers whether the server accepted it; a failure is only logged.
 */
export async function writeLoginAudit(
  entry: UserLoginAuditEntry,
  fetcher: typeof fetch = fetch,
  delay: (ms: number) => Promise<unknown> = wait,
): Promise<boolean> {
  for (let attempt = 1; attempt <= LOGIN_AUDIT_ATTEMPTS; attempt++) {
    try {
      const response = await fetcher(LOGIN_AUDIT_PATH, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(entry),
      });
      if (response.ok) return true;
    } catch {
      // Network error: try again.
    }
    if (attempt < LOGIN_AUDIT_ATTEMPTS) await delay(LOGIN_AUDIT_RETRY_DELAY_MS);
  }
  log.warn('The USER_LOGIN audit could not be written');
  return false;
}

/** After a fresh sign-in: audit the user unless the email is a company one. */
export async function auditSignIn(
  user: SessionUser,
  companyDomains: readonly string[],
  fetcher: typeof fetch = fetch,
): Promise<boolean> {
  if (isCompanyEmail(user.email, companyDomains)) return false;
  return writeLoginAudit(loginAuditEntry(user, terminalId(), Date.now()), fetcher);
}
