import { type FamilyName, globalEvent } from '../../../contract/index.ts';
import { SYNC_FAMILIES } from '../families.ts';

/**
 * The record family a `globalEvents/{organisation}` notice asks to refresh: an INSERT or REMOVE
 * whose subject is a family without a live topic of its own (invites, hosts, directory,
 * induction completions). Null for anything else; an invalid notice is logged and ignored.
 */
export function familyRefreshedBy(payload: string | Uint8Array): FamilyName | null {
  let json: unknown;
  try {
    json = JSON.parse(typeof payload === 'string' ? payload : new TextDecoder().decode(payload));
  } catch {
    console.warn('Ignored a global notice that is not JSON');
    return null;
  }
  const notice = globalEvent.safeParse(json);
  if (!notice.success) {
    console.warn('Ignored an invalid global notice', notice.error.message);
    return null;
  }
  const family = SYNC_FAMILIES[notice.data.subject as FamilyName];
  return family && family.topic === null ? family.name : null;
}
