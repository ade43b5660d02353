/** Resolves in a later task: what runs after it is not part of the current one. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Imports each step in turn, each in a later task than the one before, and resolves to the last
 * one's module: each module graph is evaluated in a task of its own. A graph of many schemas
 * evaluated at once is a long task on a slow device (zod builds each schema as its module is
 * evaluated).
 */
export async function importInTasks<T>(
  ...steps: [...earlier: (() => Promise<unknown>)[], last: () => Promise<T>]
): Promise<T> {
  const last = steps.pop() as () => Promise<T>;
  for (const step of steps) {
    await step();
    await nextTask();
  }
  return last();
}
