/** How many recent changes the lag figures are taken over. */
const SAMPLES_KEPT = 1000;

export interface PublishLagSnapshot {
  /** Whether this instance holds the publisher role now. */
  publishing: boolean;
  /** Changes in the sample (the most recent this instance published). */
  samples: number;
  /** Commit (change_feed.created_at) to broker acknowledgement, in ms; null without samples. */
  p50Ms: number | null;
  p95Ms: number | null;
  maxMs: number | null;
  /** Epoch ms of the last acknowledged publish, null before the first. */
  lastPublishedAt: number | null;
}

/** Publish lag of the changes this instance published (GET /metrics/publisher). */
export class PublishLag {
  private readonly recent: number[] = [];
  private next = 0;
  private lastPublishedAt: number | null = null;
  publishing = false;

  record(lagMs: number, at: number = Date.now()): void {
    const value = Math.max(0, lagMs);
    if (this.recent.length < SAMPLES_KEPT) this.recent.push(value);
    else this.recent[this.next] = value;
    this.next = (this.next + 1) % SAMPLES_KEPT;
    this.lastPublishedAt = at;
  }

  snapshot(): PublishLagSnapshot {
    const sorted = [...this.recent].sort((a, b) => a - b);
    const at = (quantile: number) =>
      sorted.length === 0
        ? null
        : Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(quantile * sorted.length) - 1)]!);
    return {
      publishing: this.publishing,
      samples: sorted.length,
      p50Ms: at(0.5),
      p95Ms: at(0.95),
      maxMs: sorted.length === 0 ? null : Math.round(sorted.at(-1)!),
      lastPublishedAt: this.lastPublishedAt,
    };
  }
}
