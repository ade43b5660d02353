import type { EnvironmentFile } from '../../../contract/env.ts';
import type { SessionUser } from '../../../contract/session.ts';
import { log } from '../../log/consoleOutput.ts';

/**
 * The chat support widget (spec/frame.md §1, §7): an Intercom-style messenger, loaded only when
 * the environment file sets `supportWidget.appId`. Signed-in users are identified by email and,
 * when present, the user hash (identity verification); a missing hash is only logged.
 */
export const SUPPORT_WIDGET_SCRIPT = 'https://widget.intercom.io/widget/';

export interface SupportSettings {
  app_id: string;
  email?: string;
  name?: string;
  user_id?: string;
  user_hash?: string;
  company?: SupportCompany;
}

/** The organisation as the widget knows it (sent again with its name once configuration loads). */
export interface SupportCompany {
  id: string;
  name?: string;
}

type Messenger = ((command: string, settings?: Partial<SupportSettings>) => void) & {
  q?: unknown[];
};

declare global {
  interface Window {
    Intercom?: Messenger;
  }
}

export function supportSettings(appId: string, user: SessionUser | null): SupportSettings {
  const settings: SupportSettings = { app_id: appId };
  if (!user) return settings;
  settings.email = user.email;
  settings.name = user.name;
  settings.user_id = user.sub;
  settings.company = { id: user.organisationId };
  if (user.userHash) settings.user_hash = user.userHash;
  else log.info('Support widget: the user has no user hash');
  return settings;
}

let loadedAppId: string | null = null;

/** Adds the widget's script once; answers false (and adds nothing) without configuration. */
export function loadSupportWidget(environment: Pick<EnvironmentFile, 'supportWidget'>): boolean {
  const appId = environment.supportWidget?.appId;
  if (!appId) return false;
  if (loadedAppId) return true;
  loadedAppId = appId;
  const queue: Messenger = (...args: unknown[]) => {
    queue.q = [...(queue.q ?? []), args];
  };
  window.Intercom = queue;
  const script = document.createElement('script');
  script.async = true;
  script.src = SUPPORT_WIDGET_SCRIPT + encodeURIComponent(appId);
  document.head.appendChild(script);
  return true;
}

/** Tells the widget who is signed in (or that nobody is); does nothing when it is not loaded. */
export function identifySupportUser(user: SessionUser | null): void {
  if (!loadedAppId || !window.Intercom) return;
  window.Intercom('boot', supportSettings(loadedAppId, user));
}

/** The loaded widget's messenger, or null when the environment file configures none. */
export function supportMessenger(): Messenger | null {
  return loadedAppId && window.Intercom ? window.Intercom : null;
}

/** For tests: forget the loaded widget. */
export function unloadSupportWidgetForTest(): void {
  loadedAppId = null;
  delete window.Intercom;
}
