import type { HierarchyConfiguration } from '../../../contract/hierarchyConfig.ts';
import { type SupportCompany, supportMessenger } from './supportWidget.ts';

/** Support widget styling is polled every 100 ms (spec/frame.md §9), for at most 5 s. */
export const STYLING_POLL_MS = 100;
export const STYLING_POLL_LIMIT_MS = 5_000;

/** The widget's launcher button as its script adds it to the page. */
export const LAUNCHER_SELECTOR = '.intercom-lightweight-app-launcher, .intercom-launcher';

/** The organisation's details: its id and the company name of its first named top location. */
export function supportCompany(config: HierarchyConfiguration): SupportCompany {
  const company: SupportCompany = { id: config.organisationId };
  for (const node of config.deepStructure) {
    const name = config.tenantFlags[node.hierarchyStructure]?.entityLocationData?.companyName;
    if (name?.trim()) {
      company.name = name.trim();
      break;
    }
  }
  return company;
}

/** Sends the company details to the widget when the configuration loads (spec/frame.md §7). */
export function sendSupportCompany(config: HierarchyConfiguration): boolean {
  const messenger = supportMessenger();
  if (!messenger) return false;
  messenger('update', { company: supportCompany(config) });
  return true;
}

/** Colours the launcher with the primary colour; false while the widget has not drawn it yet. */
export function styleSupportLauncher(colour: string, root: ParentNode = document): boolean {
  const launcher = root.querySelector<HTMLElement>(LAUNCHER_SELECTOR);
  if (!launcher) return false;
  launcher.style.backgroundColor = colour;
  return true;
}

/**
 * Calls `attempt` every 100 ms until it answers true or 5 s have passed (the widget draws its
 * launcher some time after its script loads). Answers a function that stops the poll early.
 */
export function pollSupportWidgetStyling(
  attempt: () => boolean,
  intervalMs = STYLING_POLL_MS,
  limitMs = STYLING_POLL_LIMIT_MS,
): () => void {
  if (attempt()) return () => undefined;
  const started = Date.now();
  const timer = setInterval(() => {
    if (attempt() || Date.now() - started >= limitMs) clearInterval(timer);
  }, intervalMs);
  return () => clearInterval(timer);
}
