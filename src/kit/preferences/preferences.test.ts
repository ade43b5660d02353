import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { array, oneOf, string } from '../../../contract/plainCheck.ts';
import { definePreference, jsonText, plainText } from './definePreference.ts';
import { preferenceGroup } from './preferenceGroup.ts';
import {
  readPreference,
  removePreference,
  subscribePreferenceProblems,
  writePreference,
} from './storage.ts';
import { usePreference } from './usePreference.ts';
import { enableConsoleOutput } from '../../log/consoleOutput.ts';

// These tests check what is reported on the console: as with log=true.
beforeEach(() => enableConsoleOutput(true));
afterEach(() => enableConsoleOutput(false));

// Declared as a feature declares its own (e.g. src/features/visitors/preferences.ts).
const logFilter = definePreference(
  'visitorLogFilter',
  plainText(oneOf(['all', 'signedIn', 'signedOut'])),
  'all',
);
const logColumns = definePreference('visitorLogColumns', jsonText(array(string())), null);
const hierarchy = definePreference('hierarchy', plainText(string({ minLength: 1 })), null);
const layout = definePreference('layout', plainText(oneOf(['legacy', 'latest'])), 'latest');

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('typed preferences', () => {
  it('gives the fallback when nothing is stored and the value once written', () => {
    expect(readPreference(logFilter)).toBe('all');
    expect(readPreference(hierarchy)).toBeNull();
    writePreference(logFilter, 'signedOut');
    writePreference(hierarchy, 'acme#north');
    expect(readPreference(logFilter)).toBe('signedOut');
    expect(readPreference(hierarchy)).toBe('acme#north');
    expect(localStorage.getItem('gatehouse.hierarchy')).toBe('acme#north');
  });

  it('stores object preferences as JSON and reads them back checked', () => {
    writePreference(logColumns, ['visitor', 'host']);
    expect(localStorage.getItem('gatehouse.visitorLogColumns')).toBe('["visitor","host"]');
    expect(readPreference(logColumns)).toEqual(['visitor', 'host']);
  });

  it('falls back on a bad stored value and reports it once, without throwing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const problems: string[] = [];
    const stop = subscribePreferenceProblems((problem) => problems.push(problem.name));
    localStorage.setItem('gatehouse.visitorLogFilter', 'everybody');
    localStorage.setItem('gatehouse.visitorLogColumns', '{not json');
    expect(readPreference(logFilter)).toBe('all');
    expect(readPreference(logFilter)).toBe('all');
    expect(readPreference(logColumns)).toBeNull();
    stop();
    expect(problems).toEqual(['visitorLogFilter', 'visitorLogColumns']);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(localStorage.getItem('gatehouse.visitorLogFilter')).toBe('everybody');
  });

  it('gives the fallback for a value an older version stored in another shape', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem('gatehouse.visitorLogColumns', '{"visitor":true}');
    localStorage.setItem('gatehouse.hierarchy', '');
    expect(readPreference(logColumns)).toBeNull();
    expect(readPreference(hierarchy)).toBeNull();
  });

  it('gives the fallback when storage is blocked, and keeps going when a write fails', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('full');
    });
    expect(readPreference(logFilter)).toBe('all');
    expect(() => writePreference(logFilter, 'signedIn')).not.toThrow();
  });

  it('re-renders a usePreference reader on write and remove, keeping the value object', () => {
    const { result } = renderHook(() => usePreference(logColumns));
    expect(result.current).toBeNull();
    act(() => writePreference(logColumns, ['visitor']));
    const first = result.current;
    expect(first).toEqual(['visitor']);
    act(() => writePreference(layout, 'legacy'));
    expect(result.current).toBe(first);
    act(() => removePreference(logColumns));
    expect(result.current).toBeNull();
  });
});

describe('preferenceGroup', () => {
  const group = { logFilter, logColumns };
  const byName = preferenceGroup<typeof group>(group);

  it("reads and writes a feature's preferences by name, each with its own type", () => {
    expect(byName.readPreference('logFilter')).toBe('all');
    byName.writePreference('logFilter', 'signedIn');
    byName.writePreference('logColumns', ['host']);
    expect(readPreference(logFilter)).toBe('signedIn');
    expect(byName.readPreference('logColumns')).toEqual(['host']);
    byName.removePreference('logColumns');
    expect(byName.readPreference('logColumns')).toBeNull();
    // @ts-expect-error: a value the preference's check refuses does not type-check either.
    byName.writePreference('logFilter', 'everybody');
  });

  it('re-renders a reader of one of them', () => {
    const { result } = renderHook(() => byName.usePreference('logColumns'));
    act(() => byName.writePreference('logColumns', ['visitor']));
    expect(result.current).toEqual(['visitor']);
  });
});
