import { openWindowReader } from '../../../kit/worker/windowReader.ts';
import type { AnalyticsCommand, AnalyticsEvent } from './protocol.ts';
import { serveAnalytics } from './serveAnalytics.ts';

export interface AnalyticsWorkerLike {
  postMessage(message: AnalyticsCommand): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<AnalyticsEvent>) => void): void;
  removeEventListener(
    type: 'message',
    listener: (event: MessageEvent<AnalyticsEvent>) => void,
  ): void;
  terminate?: () => void;
  close?: () => void;
}

/**
 * The analytics worker (its own chunk; Vite bundles it from this expression), so reading and
 * aggregating a month of visits never holds the page. Where the runtime has no Worker (unit
 * tests), the same code is served in this thread over a MessageChannel.
 */
export function startAnalyticsWorker(): AnalyticsWorkerLike {
  if (typeof Worker !== 'undefined') {
    return new Worker(new URL('./analyticsWorker.ts', import.meta.url), {
      type: 'module',
      name: 'gatehouse-analytics',
    });
  }
  const channel = new MessageChannel();
  serveAnalytics(channel.port2, openWindowReader);
  channel.port1.start();
  channel.port2.start();
  return channel.port1;
}

/** Stops the worker (or closes the in-page channel). */
export function stopAnalyticsWorker(worker: AnalyticsWorkerLike): void {
  worker.postMessage({ type: 'stop' });
  worker.terminate?.();
  worker.close?.();
}
