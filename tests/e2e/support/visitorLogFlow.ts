import type { Page } from '@playwright/test';
import type { VisitorLogRecord } from '../../../contract/index.ts';
import { ShellPage } from '../pages/ShellPage.ts';
import { SignInPage } from '../pages/SignInPage.ts';
import { VisitorLogPage } from '../pages/VisitorLogPage.ts';
import type { GatehouseApi, Site } from './api.ts';
import { demoUsers, uniqueVisitorName } from './demo.ts';

/** How the visitor log names a visitor. */
export function visitorName(record: VisitorLogRecord): string {
  const { firstName = '', lastName = '' } = record.visitorFullDetails;
  return `${firstName} ${lastName}`.trim();
}

/** Signs the admin in through the provider's form, opens the visitor log and chooses `site`. */
export async function openSiteLogAsAdmin(page: Page, site: Site): Promise<VisitorLogPage> {
  await new SignInPage(page).signIn(demoUsers.admin);
  const log = new VisitorLogPage(page);
  await log.goto();
  await new ShellPage(page).chooseLocation(site.name);
  return log;
}

/** Signs a new visitor with a unique name in at `site` through the API. */
export function signInNewVisitor(api: GatehouseApi, site: Site, label: string) {
  return api.signInVisitor({ EntityHierarchy: site.hierarchy, ...uniqueVisitorName(label) });
}
