import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findImportCycles, runtimeImports } from './importCycles.ts';

const root = resolve(import.meta.dirname, '..');
const workspace = mkdtempSync(join(tmpdir(), 'import-cycles-'));
afterAll(() => rmSync(workspace, { recursive: true, force: true }));

function layOut(files: Record<string, string>): string {
  const directory = mkdtempSync(join(workspace, 'case-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(directory, path)), { recursive: true });
    writeFileSync(join(directory, path), text);
  }
  return directory;
}

describe('runtimeImports', () => {
  it('keeps value imports and re-exports, leaves out what the compiler erases', () => {
    const text = [
      "import { a } from './a.ts';",
      "import { type B, c } from './bc.ts';",
      "import type { D } from './d.ts';",
      "import { type E } from './e.ts';",
      "export { f } from './f.ts';",
      "export type { G } from './g.ts';",
      "export * from './h.ts';",
      "import './i.ts';",
      "import { useState } from 'react';",
      "const lazy = () => import('./j.ts');",
    ].join('\n');
    expect(runtimeImports(text)).toEqual(['./a.ts', './bc.ts', './f.ts', './h.ts', './i.ts']);
  });
});

describe('findImportCycles', () => {
  it('finds a cycle of value imports, through a barrel too', () => {
    const directory = layOut({
      'src/kit/index.ts': "export { recipe } from '../paint/recipe.ts';",
      'src/paint/recipe.ts':
        "import { rows } from '../feature/rows.ts';\nexport const recipe = rows;",
      'src/feature/rows.ts':
        "import { recipe } from '../kit/index.ts';\nexport const rows = recipe;",
      'src/other.ts': "import { rows } from './feature/rows.ts';",
    });
    expect(findImportCycles(directory, ['src'])).toEqual([
      ['src/feature/rows.ts', 'src/kit/index.ts', 'src/paint/recipe.ts'],
    ]);
  });

  it('accepts a loop that only types close', () => {
    const directory = layOut({
      'src/a.ts': "import type { B } from './b.ts';\nexport const a = 1;",
      'src/b.ts': "import { a } from './a.ts';\nexport type B = typeof a;",
    });
    expect(findImportCycles(directory, ['src'])).toEqual([]);
  });

  it('finds none in the repository', () => {
    expect(findImportCycles(root, ['src', 'contract', 'server', 'sw'])).toEqual([]);
  });
});
