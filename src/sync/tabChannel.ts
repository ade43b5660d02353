import type { ScopeSpec } from './scopes.ts';
import type { ConnectionState } from './status.ts';

/** Messages between the tabs of one user's database (the leader does the network work). */
export type TabMessage =
  | { type: 'scopes'; tabId: string; specs: ScopeSpec[] }
  | { type: 'leader'; tabId: string }
  | { type: 'connection'; state: ConnectionState }
  | { type: 'storage'; full: boolean }
  | { type: 'outbox' }
  | { type: 'refresh' }
  | { type: 'configuration' };

export interface TabChannel {
  post(message: TabMessage): void;
  close(): void;
}

/** A BroadcastChannel, or a no-op where the browser has none (then the tab is alone anyway). */
export function openTabChannel(name: string, onMessage: (message: TabMessage) => void): TabChannel {
  if (typeof BroadcastChannel === 'undefined') return { post() {}, close() {} };
  const channel = new BroadcastChannel(name);
  let closed = false;
  channel.onmessage = (event: MessageEvent<TabMessage>) => {
    if (!closed) onMessage(event.data);
  };
  return {
    post(message) {
      if (!closed) channel.postMessage(message);
    },
    close() {
      closed = true;
      channel.close();
    },
  };
}
