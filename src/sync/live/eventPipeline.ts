import { type LiveEvent, liveEvent } from '../../../contract/index.ts';
import { liveTraceId, traceLive } from '../trace/liveTrace.ts';
import { log } from '../../log/consoleOutput.ts';

export const BURST_LIMIT = 80;
export const BURST_WINDOW_MS = 15_000;
/**
 * At most one batch per animation frame: events of the same frame share one transaction and one
 * re-render. An event arriving after a quiet frame applies at once (leading edge).
 */
export const BATCH_MS = 16;

export interface EventPipelineOptions {
  /** Writes one batch; batches never overlap. */
  apply(events: LiveEvent[]): Promise<void>;
  /** More than BURST_LIMIT messages within BURST_WINDOW_MS: refresh the context instead. */
  onBurst(): void;
  now?: () => number;
  batchMs?: number;
}

export interface EventPipeline {
  /** A raw MQTT payload; invalid JSON or an invalid envelope is logged and ignored. */
  push(payload: string | Uint8Array): void;
  /**
   * Events for which `holds` is true wait instead of being applied until the returned release is
   * called. The runtime holds the events that only a scope still loading would take: applyEvents
   * ignores events outside loaded scopes, so one applied before that scope's first retrieval is
   * stored would be lost when the retrieval's snapshot predates it. Everything else goes on: a
   * stored copy newer than a retrieval's answer is kept by applyRetrieval, so no event waits for
   * catch-ups of loaded scopes.
   */
  hold(holds: (event: LiveEvent) => boolean): () => void;
  /** Applies everything queued now and waits for it. */
  settle(): Promise<void>;
  stop(): void;
}

export function createEventPipeline(options: EventPipelineOptions): EventPipeline {
  const now = options.now ?? Date.now;
  const batchMs = options.batchMs ?? BATCH_MS;
  let arrivals: number[] = [];
  let queue: LiveEvent[] = [];
  /** The trace numbers of `queue`'s events (see trace/liveTrace.ts). */
  let queueIds: number[] = [];
  /** The predicates of the holds in force (see `hold`). */
  const holds = new Set<(event: LiveEvent) => boolean>();
  const held = (event: LiveEvent) => {
    for (const holdsEvent of holds) if (holdsEvent(event)) return true;
    return false;
  };
  let timer: ReturnType<typeof setTimeout> | null = null;
  let lastBatchAt = Number.NEGATIVE_INFINITY;
  let chain: Promise<void> = Promise.resolve();
  let stopped = false;

  function parse(payload: string | Uint8Array): LiveEvent | null {
    let json: unknown;
    try {
      json = JSON.parse(typeof payload === 'string' ? payload : new TextDecoder().decode(payload));
    } catch {
      log.warn('Ignored a live message that is not JSON');
      return null;
    }
    const parsed = liveEvent.safeParse(json);
    if (!parsed.success) {
      log.warn('Ignored an invalid live event', parsed.error.message);
      return null;
    }
    return parsed.data;
  }

  function isBurst(): boolean {
    const t = now();
    arrivals.push(t);
    arrivals = arrivals.filter((at) => at > t - BURST_WINDOW_MS);
    if (arrivals.length <= BURST_LIMIT) return false;
    arrivals = [];
    return true;
  }

  function schedule(): void {
    if (timer !== null || stopped || queue.length === 0) return;
    timer = setTimeout(
      () => {
        timer = null;
        void drain();
      },
      Math.max(0, lastBatchAt + batchMs - now()),
    );
  }

  /**
   * After a commit the live queries re-read what changed. Starting the next write transaction
   * first would make those reads wait for it (IndexedDB runs a read-write transaction before
   * the reads created after it), so the screen would lag a batch behind.
   */
  const letReadersGoFirst = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

  /**
   * The batch is taken when the previous one has been written, not when the timer fired: under
   * load every transaction carries all that arrived meanwhile, so a backlog cannot build up.
   */
  function drain(): Promise<void> {
    if (queue.length === 0) return chain;
    chain = chain
      .then(() => {
        const batch: LiveEvent[] = [];
        const ids: number[] = [];
        const waiting: LiveEvent[] = [];
        const waitingIds: number[] = [];
        queue.forEach((event, i) => {
          const id = queueIds[i] as number;
          if (held(event)) {
            waiting.push(event);
            waitingIds.push(id);
          } else {
            batch.push(event);
            ids.push(id);
          }
        });
        queue = waiting;
        queueIds = waitingIds;
        if (batch.length === 0) return;
        lastBatchAt = now();
        traceLive('applying', ids);
        return options
          .apply(batch)
          .then(() => traceLive('committed', ids))
          .then(letReadersGoFirst);
      })
      .catch((error) => log.error('Applying live events failed', error));
    return chain;
  }

  return {
    push(payload) {
      if (stopped) return;
      const id = liveTraceId();
      traceLive('received', [id]);
      const event = parse(payload);
      if (!event) return;
      traceLive('parsed', [id]);
      if (isBurst()) {
        queue = [];
        queueIds = [];
        options.onBurst();
        return;
      }
      queue.push(event);
      queueIds.push(id);
      if (!held(event)) schedule();
    },
    hold(holdsEvent) {
      // Its own entry, so that holding the same predicate twice needs two releases.
      const entry = (event: LiveEvent) => holdsEvent(event);
      holds.add(entry);
      return () => {
        if (!holds.delete(entry)) return;
        schedule();
      };
    },
    async settle() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      await drain();
    },
    stop() {
      stopped = true;
      if (timer !== null) clearTimeout(timer);
      queue = [];
      queueIds = [];
    },
  };
}
