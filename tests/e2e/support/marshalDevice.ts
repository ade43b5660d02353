import type { Browser, BrowserContext, Page } from '@playwright/test';
import { RollCallPage } from '../pages/RollCallPage.ts';
import { ShellPage } from '../pages/ShellPage.ts';
import { SignInPage } from '../pages/SignInPage.ts';
import type { Site } from './api.ts';
import { DeviceNetwork } from './deviceNetwork.ts';
import { waitForServiceWorkerControl } from './serviceWorker.ts';

/** A phone in portrait (issue 10: marshal mode at 390 × 844). */
export const PHONE_VIEWPORT = { width: 390, height: 844 } as const;

/** One marshal's phone: its own browser context (storage, service worker, cookie) and network. */
export interface MarshalDevice {
  /** Who holds it, for failure messages: "{label} ({email})". */
  readonly label: string;
  readonly context: BrowserContext;
  readonly page: Page;
  readonly rollCall: RollCallPage;
  readonly network: DeviceNetwork;
  /** Closes the phone's browser context and its network. */
  close(): Promise<void>;
}

/**
 * Opens a phone-sized context for `email`, signs in through the identity provider's form, opens
 * the roll call at `site` and waits until the service worker controls the page (so it can reload
 * with no network) and the roll call lists `expectedNames`.
 */
export async function openMarshalDevice(
  browser: Browser,
  options: {
    baseURL: string;
    label: string;
    email: string;
    site: Site;
    expectedNames: readonly string[];
  },
): Promise<MarshalDevice> {
  const network = await DeviceNetwork.start();
  const context = await browser.newContext({
    baseURL: options.baseURL,
    proxy: { server: network.proxyServer },
    viewport: PHONE_VIEWPORT,
    hasTouch: true,
    locale: 'en-GB',
  });
  network.follow(context);
  const close = async () => {
    await context.close();
    await network.close();
  };
  try {
    const page = await context.newPage();
    const rollCall = await openRollCall(page, options);
    return {
      label: `${options.label} (${options.email})`,
      context,
      page,
      rollCall,
      network,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

async function openRollCall(
  page: Page,
  options: { email: string; site: Site; expectedNames: readonly string[] },
): Promise<RollCallPage> {
  await new SignInPage(page).signIn(options.email);
  const rollCall = new RollCallPage(page);
  await rollCall.goto();
  await new ShellPage(page).chooseLocation(options.site.name);
  await waitForServiceWorkerControl(page);
  for (const name of options.expectedNames) await rollCall.row(name).waitFor();
  return rollCall;
}
