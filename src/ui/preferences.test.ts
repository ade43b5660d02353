import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  readPreference,
  removePreference,
  subscribePreferenceProblems,
  writePreference,
} from './preferences.ts';
import { usePreference } from './usePreference.ts';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('typed preferences', () => {
  it('gives the fallback when nothing is stored and the value once written', () => {
    expect(readPreference('visitorLogFilter')).toBe('all');
    expect(readPreference('hierarchy')).toBeNull();
    writePreference('visitorLogFilter', 'signedOut');
    writePreference('hierarchy', 'acme#north');
    expect(readPreference('visitorLogFilter')).toBe('signedOut');
    expect(readPreference('hierarchy')).toBe('acme#north');
    expect(localStorage.getItem('gatehouse.hierarchy')).toBe('acme#north');
  });

  it('stores object preferences as JSON and reads them back checked', () => {
    writePreference('visitorLogColumns', ['visitor', 'host']);
    expect(localStorage.getItem('gatehouse.visitorLogColumns')).toBe('["visitor","host"]');
    expect(readPreference('visitorLogColumns')).toEqual(['visitor', 'host']);
  });

  it('falls back on a bad stored value and reports it once, without throwing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const problems: string[] = [];
    const stop = subscribePreferenceProblems((problem) => problems.push(problem.name));
    localStorage.setItem('gatehouse.visitorLogFilter', 'everybody');
    localStorage.setItem('gatehouse.visitorLogColumns', '{not json');
    expect(readPreference('visitorLogFilter')).toBe('all');
    expect(readPreference('visitorLogFilter')).toBe('all');
    expect(readPreference('visitorLogColumns')).toBeNull();
    stop();
    expect(problems).toEqual(['visitorLogFilter', 'visitorLogColumns']);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(localStorage.getItem('gatehouse.visitorLogFilter')).toBe('everybody');
  });

  it('re-renders a usePreference reader on write and remove, keeping the value object', () => {
    const { result } = renderHook(() => usePreference('visitorLogColumns'));
    expect(result.current).toBeNull();
    act(() => writePreference('visitorLogColumns', ['visitor']));
    const first = result.current;
    expect(first).toEqual(['visitor']);
    act(() => writePreference('layout', 'legacy'));
    expect(result.current).toBe(first);
    act(() => removePreference('visitorLogColumns'));
    expect(result.current).toBeNull();
  });
});
