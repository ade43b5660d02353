import './zodWithoutEval.ts';
import { describe, expect, test, vi } from 'vitest';
import * as z from 'zod/mini';

describe('zod without eval', () => {
  test('zod reads the setting: jitless, and no Function is built to parse objects', () => {
    expect(z.config().jitless).toBe(true);
    const built = vi.spyOn(globalThis, 'Function');
    const schema = z.object({ a: z.string(), b: z.object({ c: z.number() }) });
    expect(schema.parse({ a: 'x', b: { c: 1 } })).toEqual({ a: 'x', b: { c: 1 } });
    expect(built).not.toHaveBeenCalled();
    built.mockRestore();
  });
});
