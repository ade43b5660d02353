import { afterEach, describe, expect, it, vi } from 'vitest';
import { consoleOutputEnabled, enableConsoleOutput, log } from './consoleOutput.ts';

afterEach(() => {
  enableConsoleOutput(false);
  vi.restoreAllMocks();
});

describe('console output (spec/frame.md §4: log=true enables it)', () => {
  it('is silent until enabled, then writes with the app prefix', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    log.warn('quiet');
    log.error('quiet');
    expect(consoleOutputEnabled()).toBe(false);
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    enableConsoleOutput(true);
    log.warn('heard', 1);
    expect(warn).toHaveBeenCalledWith('[gatehouse]', 'heard', 1);
  });
});
