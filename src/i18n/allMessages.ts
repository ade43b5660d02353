/**
 * The later part of the catalog (vite.config.ts, scripts/splitCatalogsPlugin.ts): the first load
 * carries only the messages its own modules use, the rest arrive beside it. The build makes every
 * dynamic import of the app's code (all but the first page's) wait for them through
 * `afterAllMessages`, so a text never shows before its message is loaded.
 */
let markSettled: () => void = () => {};
const settled = new Promise<void>((resolve) => {
  markSettled = resolve;
});

/** The later messages are in (or failed to load: their texts then show as ids, as any missing one). */
export function allMessagesSettled(): void {
  markSettled();
}

/** Runs `load` once every message of the starting locale is loaded. */
export function afterAllMessages<T>(load: () => Promise<T>): Promise<T> {
  return settled.then(load);
}
