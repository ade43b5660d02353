import { string } from '../../../contract/plainCheck.ts';
import { definePreference, plainText } from '../../kit/preferences/definePreference.ts';
import {
  readPreference,
  removePreference,
  writePreference,
} from '../../kit/preferences/storage.ts';

/** The environment host chosen in a staging deployment's selector; null: the page's own. */
export const stagingHostPreference = definePreference(
  'stagingHost',
  plainText(string({ minLength: 1 })),
  null,
);

/** A staging deployment is recognised by its host name (spec/frame.md §2). */
export function isStagingHost(hostname: string): boolean {
  return /(^|[.-])staging([.-]|\d|$)/i.test(hostname);
}

/** The environment host chosen in the selector, or null for the page's own host. */
export function chosenEnvironmentHost(): string | null {
  return readPreference(stagingHostPreference);
}

/** The host whose environment file the app loads. */
export function environmentHost(hostname: string): string {
  return (isStagingHost(hostname) && chosenEnvironmentHost()) || hostname;
}

/** Choose an environment (null resets to the page's own host) and reload. */
export function chooseEnvironment(
  host: string | null,
  reload: () => void = () => location.reload(),
) {
  if (host) writePreference(stagingHostPreference, host);
  else removePreference(stagingHostPreference);
  reload();
}
