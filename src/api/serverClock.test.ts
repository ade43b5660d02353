import { describe, expect, it } from 'vitest';
import { createApiClient } from './apiClient.ts';
import { createServerClock } from './serverClock.ts';

const SERVER = Date.UTC(2024, 0, 1, 12, 0, 0);
const header = (ms: number) => new Date(ms).toUTCString();

describe('server clock offset', () => {
  it('is unknown until an answer carries a Date header', () => {
    const clock = createServerClock();
    clock.observe(0, 10, null);
    clock.observe(0, 10, 'not a date');
    expect(clock.offset()).toBeNull();
  });

  it('takes the middle of the Date second against the middle of the round trip', () => {
    const clock = createServerClock();
    // Sent at device time 1000, answered at 1200: the server stamped 12:00:00 (second resolution).
    clock.observe(1000, 1200, header(SERVER));
    expect(clock.offset()).toBe(SERVER + 500 - 1100);
  });

  it('smooths small differences and follows a clock that jumped', () => {
    const clock = createServerClock();
    clock.observe(0, 0, header(SERVER));
    clock.observe(0, 0, header(SERVER + 1000));
    expect(clock.offset()).toBe(SERVER + 500 + 200);
    clock.observe(0, 0, header(SERVER + 60_000));
    expect(clock.offset()).toBe(SERVER + 60_500);
  });

  it('seeds from a stored offset only until it has measured one', () => {
    const clock = createServerClock();
    clock.seed(42);
    expect(clock.offset()).toBe(42);
    clock.observe(0, 0, header(SERVER));
    clock.seed(7);
    expect(clock.offset()).toBe(SERVER + 500);
  });

  it('is measured by the API client on every answer', async () => {
    let deviceNow = SERVER - 10_000;
    const api = createApiClient({
      now: () => deviceNow,
      fetch: async () => {
        deviceNow += 100;
        return new Response(JSON.stringify({ key: 'SIGNOUT_SUCCESS' }), {
          status: 200,
          headers: { Date: header(SERVER) },
        });
      },
    });
    await api.callRaw('visitorLogOperations/signOutVisitors', {});
    expect(api.serverClock.offset()).toBe(SERVER + 500 - (SERVER - 10_000 + 50));
  });
});
