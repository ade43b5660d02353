import type { BrowserContext, Request } from '@playwright/test';

const SIGN_OUT_URL = '**/api/visitorLogOperations/signOutVisitors';

export interface LostAnswer {
  /** Resolves with the status the server answered to the first sign-out (which the page never saw). */
  readonly firstAnswered: Promise<number>;
  /** The Idempotency-Key of every sign-out request the browser sent, in order. */
  readonly keys: string[];
}

/**
 * Makes the first sign-out request of `context` (pages and service worker) reach the server, lets
 * the server answer, then runs `fault` (kill the server, close the sending tab) and drops the
 * answer with a connection reset: the write is committed but the browser never learns it. Later
 * sign-outs pass through to the routes registered before this one. Register it last.
 */
export async function loseFirstSignOutAnswer(
  context: BrowserContext,
  fault: (request: Request) => Promise<void>,
): Promise<LostAnswer> {
  const keys: string[] = [];
  let reportAnswer: (status: number) => void = () => {};
  const firstAnswered = new Promise<number>((resolve) => {
    reportAnswer = resolve;
  });
  let faulted = false;
  await context.route(SIGN_OUT_URL, async (route) => {
    const request = route.request();
    keys.push((await request.headerValue('idempotency-key')) ?? '');
    if (faulted) {
      await route.fallback();
      return;
    }
    faulted = true;
    const answer = await route.fetch();
    await fault(request);
    reportAnswer(answer.status());
    // The sending tab may be gone by now: then there is nobody left to answer.
    await route.abort('connectionreset').catch(() => {});
  });
  return { firstAnswered, keys };
}
