import { resolve } from 'node:path';

/** The repository's root folder. */
export const repoRoot = resolve(import.meta.dirname, '../../..');

/** The built PWA the test server serves: DIST_DIR when set (as the server reads it), else dist/. */
export const builtAppDir = resolve(repoRoot, process.env.DIST_DIR || 'dist');
