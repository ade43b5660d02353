/** Resolves in a later task: what runs after it is not part of the current one. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Imports `first`, then `then` in a later task, so that each module graph is evaluated in a task
 * of its own: a graph of many schemas evaluated at once is a long task on a slow device (zod
 * builds each schema as its module is evaluated).
 */
export function importInTasks<T>(
  first: () => Promise<unknown>,
  then: () => Promise<T>,
): Promise<T> {
  return first().then(nextTask).then(then);
}
