export const SEND_WAIT_TRIES = 30;
export const SEND_WAIT_INTERVAL_MS = 1000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * "Wait and sync": asks the engine to send now, then re-reads the outbox until it is empty or the
 * tries run out (a follower tab's flush only asks the leader, so its answer says nothing).
 * Answers what still waits (empty: everything was sent).
 */
export async function waitForSent<Row>(
  flush: () => Promise<unknown>,
  readWaiting: () => Promise<Row[]>,
  delay: (ms: number) => Promise<unknown> = pause,
  tries = SEND_WAIT_TRIES,
): Promise<Row[]> {
  await flush().catch(() => null);
  let waiting = await readWaiting();
  for (let attempt = 1; attempt < tries && waiting.length > 0; attempt++) {
    await delay(SEND_WAIT_INTERVAL_MS);
    waiting = await readWaiting();
  }
  return waiting;
}
