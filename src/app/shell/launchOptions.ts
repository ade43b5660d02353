import { enableConsoleOutput, log } from '../../log/consoleOutput.ts';

/**
 * Query parameters that apply on any page (spec/frame.md §2), read once when the app starts:
 * log=true (console output), root= (root hierarchy, underscores become #), primarycolor=,
 * logo=, whitelabel=true, and the embedded-frame mode of a host name containing 'frames'
 * (white label on, the frame path taken from the URL path).
 */
export interface LaunchOptions {
  log: boolean;
  root?: string;
  primaryColor?: string;
  logo?: string;
  whiteLabel: boolean;
  embedded: boolean;
  /** Where an embedded app goes after sign-in and for paths without a route. */
  framePath?: string;
}

const HEX_COLOUR = /^#?([0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

function hexColour(value: string | null): string | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (!HEX_COLOUR.test(trimmed)) return undefined;
  return trimmed.startsWith('#') ? trimmed : `#${trimmed}`;
}

function logoAddress(value: string | null): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value, 'https://placeholder.invalid');
    return url.protocol === 'https:' || url.protocol === 'http:' ? value : undefined;
  } catch {
    return undefined;
  }
}

export function parseLaunchOptions(url: {
  search: string;
  hostname: string;
  pathname: string;
}): LaunchOptions {
  const query = new URLSearchParams(url.search);
  const embedded = url.hostname.toLowerCase().includes('frames');
  const root = query.get('root')?.trim();
  const options: LaunchOptions = {
    log: query.get('log') === 'true',
    whiteLabel: embedded || query.get('whitelabel') === 'true',
    embedded,
  };
  if (root) options.root = root.replaceAll('_', '#');
  const primaryColor = hexColour(query.get('primarycolor'));
  if (primaryColor) options.primaryColor = primaryColor;
  const logo = logoAddress(query.get('logo'));
  if (logo) options.logo = logo;
  if (embedded && url.pathname !== '/' && !url.pathname.startsWith('/authenticate')) {
    options.framePath = url.pathname;
  }
  return options;
}

let current: LaunchOptions = { log: false, whiteLabel: false, embedded: false };

/** Reads the options of the page's first address (called once before the app renders). */
export function initLaunchOptions(url: Location | URL = location): LaunchOptions {
  current = parseLaunchOptions(url);
  enableConsoleOutput(current.log);
  return current;
}

export function launchOptions(): LaunchOptions {
  return current;
}

/** Console output only with log=true. */
export function appLog(...values: unknown[]): void {
  log.info(...values);
}
