import { describe, expect, it } from 'vitest';
import { isChunkLoadFailure } from './RouteErrorPage.tsx';

describe('isChunkLoadFailure', () => {
  it("recognises each browser's failed dynamic import", () => {
    for (const message of [
      'Failed to fetch dynamically imported module: https://gate.example/assets/ApiKeysPage-x.js',
      'Importing a module script failed.',
      'error loading dynamically imported module: https://gate.example/assets/GuidesPage-y.js',
    ]) {
      expect(isChunkLoadFailure(new TypeError(message))).toBe(true);
    }
  });

  it('leaves every other error to the server error page', () => {
    expect(isChunkLoadFailure(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadFailure('Failed to fetch')).toBe(false);
  });
});
