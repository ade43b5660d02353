import { describe, expect, it } from 'vitest';
import {
  AUTHORIZATION_ERRORS,
  authenticateUrl,
  SIGN_IN_DIALOG_ERRORS,
  SILENT_RELOAD_ERRORS,
  signInErrorHandling,
} from './signInErrors.ts';

describe('signInErrorHandling', () => {
  it.each(SIGN_IN_DIALOG_ERRORS.map((code) => [code]))('%s opens the Error dialog', (code) => {
    expect(signInErrorHandling(code)).toBe('dialog');
  });

  it.each(SILENT_RELOAD_ERRORS.map((code) => [code]))('%s clears storage and reloads', (code) => {
    expect(signInErrorHandling(code)).toBe('reload');
  });

  it.each(AUTHORIZATION_ERRORS.map((code) => [code]))(
    '%s (the provider refused) says Error signing in',
    (code) => {
      expect(signInErrorHandling(code)).toBe('authorization');
    },
  );

  it('does nothing without an error and treats unknown codes as failures', () => {
    expect(signInErrorHandling(undefined)).toBe('none');
    expect(signInErrorHandling('')).toBe('none');
    expect(signInErrorHandling('something_else')).toBe('dialog');
  });
});

describe('authenticateUrl', () => {
  it('keeps next and drops the error', () => {
    expect(authenticateUrl('/visitors/log')).toBe('/authenticate?next=%2Fvisitors%2Flog');
    expect(authenticateUrl(undefined)).toBe('/authenticate');
  });
});
