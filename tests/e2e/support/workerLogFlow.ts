import type { Page } from '@playwright/test';
import { ShellPage } from '../pages/ShellPage.ts';
import { SignInPage } from '../pages/SignInPage.ts';
import { WorkerLogPage } from '../pages/WorkerLogPage.ts';
import type { Site } from './api.ts';
import { demoUsers } from './demo.ts';

/** Signs the demo admin in and opens the employee log of `site`. */
export async function openWorkerLog(page: Page, site: Site): Promise<WorkerLogPage> {
  await new SignInPage(page).signIn(demoUsers.admin);
  const log = new WorkerLogPage(page);
  await log.goto();
  await new ShellPage(page).chooseLocation(site.name);
  // Choosing a location goes home (spec/frame.md §2): open the log again there.
  await log.goto();
  return log;
}

/** A worker's display name as the log shows it. */
export const workerNameOf = (details: { firstName?: string; lastName?: string } | undefined) =>
  `${details?.firstName ?? ''} ${details?.lastName ?? ''}`.trim();
