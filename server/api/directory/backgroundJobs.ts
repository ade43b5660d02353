/**
 * Background jobs of the API (a large directory upload written after its request answered
 * isAsyncProcessing). A job runs after its request's transaction committed; its own writes go in
 * chunks (writeRecordsInChunks), each holding only its organisation's change-feed lock, so other
 * organisations' writes never wait for it and its own organisation's wait for one chunk at most.
 */
const running = new Set<Promise<void>>();

export function startBackgroundJob(name: string, work: () => Promise<void>): void {
  const job = work()
    .catch((error: unknown) => {
      // No request is left to answer: the failure is logged; the client sees the directory as is.
      console.error(`background job ${name} failed`, error);
    })
    .finally(() => running.delete(job));
  running.add(job);
}

/** Resolves when every job started so far has finished (tests, shutdown). */
export async function settleBackgroundJobs(): Promise<void> {
  while (running.size > 0) await Promise.all([...running]);
}
