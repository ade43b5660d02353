import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_CONTENT_ATTRIBUTE } from '../kit/firstPaint/names.ts';

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

  it('runs the timeout only once something waits, not from the import', async () => {
    vi.useFakeTimers();
    const gate = await freshGate();
    document.documentElement.removeAttribute(FIRST_CONTENT_ATTRIBUTE);
    await vi.advanceTimersByTimeAsync(2 * gate.FIRST_CONTENT_TIMEOUT_MS);
    // A first-paint test that imported the module long ago still sees no first content.
    expect(document.documentElement.hasAttribute(FIRST_CONTENT_ATTRIBUTE)).toBe(false);
    const loaded = gate.afterFirstContent(async () => 'chunk');
    await vi.advanceTimersByTimeAsync(gate.FIRST_CONTENT_TIMEOUT_MS);
    await expect(loaded).resolves.toBe('chunk');
    expect(document.documentElement.hasAttribute(FIRST_CONTENT_ATTRIBUTE)).toBe(true);
  });
});
