import { readPreference, removePreference, writePreference } from '../../ui/preferences.ts';

/** A staging deployment is recognised by its host name (spec/frame.md §2). */
export function isStagingHost(hostname: string): boolean {
  return /(^|[.-])staging([.-]|\d|$)/i.test(hostname);
}

/** The environment host chosen in the selector, or null for the page's own host. */
export function chosenEnvironmentHost(): string | null {
  return readPreference('stagingHost');
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
  if (host) writePreference('stagingHost', host);
  else removePreference('stagingHost');
  reload();
}
