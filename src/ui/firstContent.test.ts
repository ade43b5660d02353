import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_CONTENT_ATTRIBUTE, FIRST_PAINT_ID } from '../kit/firstPaint/names.ts';

/** A fresh copy of the module: the test setup has released the shared one. */
async function freshGate() {
  vi.resetModules();
  return import('./firstContent.ts');
}

afterEach(() => {
  vi.useRealTimers();
});

describe('first content', () => {
  it('holds what waits for it until the page marks its first content', async () => {
    const gate = await freshGate();
    const load = vi.fn(async () => 'chunk');
    const loaded = gate.afterFirstContent(load);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(load).not.toHaveBeenCalled();
    gate.markFirstContent();
    await expect(loaded).resolves.toBe('chunk');
    expect(load).toHaveBeenCalledTimes(1);
    await expect(gate.afterFirstContent(async () => 'later')).resolves.toBe('later');
  });

  it('lets it go after the timeout when no page says so', async () => {
    vi.useFakeTimers();
    const gate = await freshGate();
    const load = vi.fn(async () => 'chunk');
    const loaded = gate.afterFirstContent(load);
    await vi.advanceTimersByTimeAsync(gate.FIRST_CONTENT_TIMEOUT_MS - 1);
    expect(load).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(loaded).resolves.toBe('chunk');
  });

  it('runs the timeouts only once something waits, not from the import', async () => {
    vi.useFakeTimers();
    const gate = await freshGate();
    document.documentElement.removeAttribute(FIRST_CONTENT_ATTRIBUTE);
    await vi.advanceTimersByTimeAsync(2 * gate.FIRST_PAINT_LIMIT_MS);
    // A first-paint test that imported the module long ago still sees no first content.
    expect(document.documentElement.hasAttribute(FIRST_CONTENT_ATTRIBUTE)).toBe(false);
    const loaded = gate.afterFirstContent(async () => 'chunk');
    await vi.advanceTimersByTimeAsync(gate.FIRST_PAINT_LIMIT_MS);
    await expect(loaded).resolves.toBe('chunk');
    expect(document.documentElement.hasAttribute(FIRST_CONTENT_ATTRIBUTE)).toBe(true);
  });

  it('keeps the first paint over a page slower than the release, until the page shows', async () => {
    vi.useFakeTimers();
    const gate = await freshGate();
    document.documentElement.removeAttribute(FIRST_CONTENT_ATTRIBUTE);
    const overlay = document.createElement('div');
    overlay.id = FIRST_PAINT_ID;
    document.body.append(overlay);
    const loaded = gate.afterFirstContent(async () => 'chunk');
    await vi.advanceTimersByTimeAsync(gate.FIRST_CONTENT_TIMEOUT_MS);
    await expect(loaded).resolves.toBe('chunk');
    expect(document.getElementById(FIRST_PAINT_ID), 'released, the rows still show').toBe(overlay);
    expect(document.documentElement.hasAttribute(FIRST_CONTENT_ATTRIBUTE)).toBe(false);
    gate.markFirstContent();
    expect(document.getElementById(FIRST_PAINT_ID)).toBeNull();
  });

  it('takes the first paint away after its limit when no screen says it showed', async () => {
    vi.useFakeTimers();
    const gate = await freshGate();
    const overlay = document.createElement('div');
    overlay.id = FIRST_PAINT_ID;
    document.body.append(overlay);
    void gate.afterFirstContent(async () => 'chunk');
    await vi.advanceTimersByTimeAsync(gate.FIRST_PAINT_LIMIT_MS - 1);
    expect(document.getElementById(FIRST_PAINT_ID)).toBe(overlay);
    await vi.advanceTimersByTimeAsync(1);
    expect(document.getElementById(FIRST_PAINT_ID)).toBeNull();
  });
});
