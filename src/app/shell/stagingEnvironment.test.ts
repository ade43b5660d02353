import { describe, expect, it, vi } from 'vitest';
import { chooseEnvironment, environmentHost, isStagingHost } from './stagingEnvironment.ts';

describe('isStagingHost', () => {
  it.each([
    ['staging.gatehouse.example', true],
    ['app-staging.gatehouse.example', true],
    ['staging2.gatehouse.example', true],
    ['app.gatehouse.example', false],
    ['localhost', false],
    ['backstaging.example', false],
  ])('%s: %s', (host, expected) => {
    expect(isStagingHost(host)).toBe(expected);
  });
});

describe('chooseEnvironment', () => {
  it('stores the choice, reloads, and a reset goes back to the own host', () => {
    const reload = vi.fn();
    chooseEnvironment('qa.example.com', reload);
    expect(environmentHost('staging.example.com')).toBe('qa.example.com');
    expect(environmentHost('app.example.com')).toBe('app.example.com');
    chooseEnvironment(null, reload);
    expect(environmentHost('staging.example.com')).toBe('staging.example.com');
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
