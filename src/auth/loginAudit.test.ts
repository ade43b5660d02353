import { describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../contract/session.ts';
import {
  auditSignIn,
  isCompanyEmail,
  LOGIN_AUDIT_ATTEMPTS,
  LOGIN_AUDIT_PATH,
  LOGIN_AUDIT_RETRY_DELAY_MS,
  loginAuditEntry,
  writeLoginAudit,
} from './loginAudit.ts';

const user: SessionUser = {
  sub: 'u1',
  email: 'Visitor@Client.example',
  name: 'Vera',
  organisationId: 'acme',
  flags: { amMTHA: true },
  locations: [],
};

describe('isCompanyEmail', () => {
  it.each([
    ['a@gatehouse.example', ['gatehouse.example'], true],
    ['a@GATEHOUSE.example', ['@gatehouse.example'], true],
    ['a@eu.gatehouse.example', ['gatehouse.example'], true],
    ['a@notgatehouse.example', ['gatehouse.example'], false],
    ['a@client.example', ['gatehouse.example'], false],
    ['a@client.example', [], false],
    ['no-at-sign', ['gatehouse.example'], false],
  ])('%s with %j is %s', (email, domains, expected) => {
    expect(isCompanyEmail(email, domains)).toBe(expected);
  });
});

describe('writeLoginAudit', () => {
  const entry = loginAuditEntry(user, 'terminal-1', 1000);

  it('builds the organisation user log entry', () => {
    expect(entry).toEqual({
      OrganizationId: 'acme',
      evtTimeStamp: 1000,
      email: 'Visitor@Client.example',
      event: 'USER_LOGIN',
      terminalId: 'terminal-1',
      sub: 'u1',
      MTHA: true,
    });
  });

  it('posts the entry and stops at the first success', async () => {
    const fetcher = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValueOnce(new Response('{}', { status: 200 }));
    const delay = vi.fn().mockResolvedValue(undefined);
    expect(await writeLoginAudit(entry, fetcher, delay)).toBe(true);
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(fetcher.mock.calls[0]?.[0]).toBe(LOGIN_AUDIT_PATH);
    expect(JSON.parse(fetcher.mock.calls[0]?.[1].body)).toEqual(entry);
    expect(delay).toHaveBeenCalledWith(LOGIN_AUDIT_RETRY_DELAY_MS);
  });

  it('tries 10 times 500 ms apart, then gives up', async () => {
    const fetcher = vi.fn().mockImplementation(async () => new Response('', { status: 503 }));
    const delay = vi.fn().mockResolvedValue(undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await writeLoginAudit(entry, fetcher, delay)).toBe(false);
    expect(LOGIN_AUDIT_ATTEMPTS).toBe(10);
    expect(LOGIN_AUDIT_RETRY_DELAY_MS).toBe(500);
    expect(fetcher).toHaveBeenCalledTimes(10);
    expect(delay).toHaveBeenCalledTimes(9);
  });

  it('does not audit company email domains', async () => {
    const fetcher = vi.fn();
    const company = { ...user, email: 'staff@gatehouse.example' };
    expect(await auditSignIn(company, ['gatehouse.example'], fetcher)).toBe(false);
    expect(fetcher).not.toHaveBeenCalled();
  });
});
