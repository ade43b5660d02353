/**
 * The browser's storage estimate, apart from storage.ts (eviction, which needs every family) so
 * that the sync status in the header loads without it.
 */
export interface StorageEstimate {
  usage: number;
  quota: number;
  /** The browser promised not to evict this site's data under storage pressure. */
  persisted: boolean;
}

/** The browser's storage estimate for this site, null where the browser has none. */
export async function estimateStorage(): Promise<StorageEstimate | null> {
  const storage = globalThis.navigator?.storage;
  if (!storage?.estimate) return null;
  const [estimate, persisted] = await Promise.all([
    storage.estimate(),
    storage.persisted?.().catch(() => false) ?? Promise.resolve(false),
  ]);
  return { usage: estimate.usage ?? 0, quota: estimate.quota ?? 0, persisted };
}
