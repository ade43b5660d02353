import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Budgets,
  type BuildManifest,
  checkBudgets,
  formatBudgetTable,
  gzipBytes,
  KiB,
  measureBuild,
  precacheUrls,
  staticClosure,
} from './buildSizes.ts';

/** A small build: an entry with a shared chunk, a lazy page, a lazy library and a catalog. */
const manifest: BuildManifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_shared.js'],
    dynamicImports: ['src/Page.tsx', '../../main/node_modules/lib/lib.js', 'src/en.po'],
  },
  '_shared.js': { file: 'assets/shared.js' },
  'src/Page.tsx': {
    file: 'assets/Page.js',
    isDynamicEntry: true,
    imports: ['index.html', '_shared.js', '_pageOnly.js'],
  },
  '_pageOnly.js': { file: 'assets/pageOnly.js' },
  '../../main/node_modules/lib/lib.js': { file: 'assets/lib.js', isDynamicEntry: true },
  'src/en.po': { file: 'assets/en.js', isDynamicEntry: true },
};

/** Deterministic text that compresses poorly, so sizes are easy to tell apart. */
function noise(length: number, seed: number): string {
  let state = seed;
  let text = '';
  while (text.length < length) {
    // xorshift32
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    text += String.fromCharCode(33 + ((state >>> 0) % 90));
  }
  return text;
}

const files: Record<string, string> = {
  'assets/index.js': noise(30_000, 1),
  'assets/shared.js': noise(10_000, 2),
  'assets/Page.js': noise(6_000, 3),
  'assets/pageOnly.js': noise(2_000, 4),
  'assets/lib.js': noise(50_000, 5),
  'assets/en.js': noise(3_000, 6),
  'assets/firstPaint.js': noise(1_000, 7),
  'index.html':
    '<!doctype html><script type="module" crossorigin src="/assets/index.js"></script><body><script src="/assets/firstPaint.js"></script>',
};

const budgets: Budgets = {
  coldLoad: {
    route: '/page',
    modules: ['index.html', 'src/en.po', 'src/Page.tsx'],
    limitKiB: 100,
    goalKiB: 20,
  },
  lazyChunks: { defaultLimitKiB: 20, limitsKiB: { 'node_modules/lib/lib.js': 60 } },
  precache: { limitKiB: 200 },
};

let dist = '';
const gz = (file: string) => gzipBytes(files[file] ?? '');

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'budget-'));
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dist, file)), { recursive: true });
    writeFileSync(join(dist, file), content);
  }
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
  const precached = ['index.html', 'assets/index.js', 'assets/Page.js', 'assets/index.js'];
  writeFileSync(
    join(dist, 'sw.js'),
    `precacheAndRoute([${precached.map((url) => `{"revision":null,"url":"${url}"}`).join(',')}]);`,
  );
});

afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('build sizes', () => {
  it('follows static imports only', () => {
    expect([...staticClosure(manifest, ['src/Page.tsx'])].sort()).toEqual(
      ['_pageOnly.js', '_shared.js', 'index.html', 'src/Page.tsx'].sort(),
    );
    expect(() => staticClosure(manifest, ['src/Missing.tsx'])).toThrow(/no chunk "src\/Missing/);
  });

  it('reads the precache list the service worker was given, once per file', () => {
    const sw = '[{"revision":"1","url":"a.js"},{"revision":"2","url":"b.css"},{"url":"a.js"}]';
    expect(precacheUrls(sw)).toEqual(['a.js', 'b.css']);
  });

  it('measures the cold load, what each lazy module adds to the entry, and the precache', () => {
    const sizes = measureBuild(dist, budgets);
    // The classic script index.html loads (the first paint) is part of every start.
    const cold = [
      'assets/index.js',
      'assets/shared.js',
      'assets/en.js',
      'assets/Page.js',
      'assets/firstPaint.js',
    ];
    expect(sizes.coldLoad.files.map((f) => f.file).sort()).toEqual(
      [...cold, 'assets/pageOnly.js'].sort(),
    );
    expect(sizes.coldLoad.gzipBytes).toBe(
      [...cold, 'assets/pageOnly.js'].reduce((sum, file) => sum + gz(file), 0),
    );
    expect(sizes.lazyChunks).toEqual({
      'src/Page.tsx': gz('assets/Page.js') + gz('assets/pageOnly.js'),
      'node_modules/lib/lib.js': gz('assets/lib.js'),
      'src/en.po': gz('assets/en.js'),
    });
    const precached = ['index.html', 'assets/index.js', 'assets/Page.js'];
    expect(sizes.precache.files).toEqual(precached);
    expect(sizes.precache.bytes).toBe(precached.reduce((s, f) => s + (files[f]?.length ?? 0), 0));
  });

  it('passes within every limit', () => {
    const results = checkBudgets(measureBuild(dist, budgets), budgets);
    expect(results.every((r) => r.ok)).toBe(true);
    expect(results.map((r) => r.name)).toEqual([
      'initial JS, cold load of /page',
      'lazy node_modules/lib/lib.js',
      'lazy src/en.po',
      'lazy src/Page.tsx',
      'precache (raw)',
    ]);
    expect(results.map((r) => r.kind)).toEqual([
      'coldLoad',
      'lazyChunk',
      'lazyChunk',
      'lazyChunk',
      'precache',
    ]);
    expect(formatBudgetTable(measureBuild(dist, budgets), results)).toContain('20 (not met)');
  });

  it('fails each budget whose limit is lowered below its value', () => {
    const sizes = measureBuild(dist, budgets);
    const coldKiB = sizes.coldLoad.gzipBytes / KiB;
    const lowered: Budgets = {
      coldLoad: { ...budgets.coldLoad, limitKiB: Math.floor(coldKiB) },
      lazyChunks: { defaultLimitKiB: 20, limitsKiB: { 'node_modules/lib/lib.js': 30 } },
      precache: { limitKiB: 30 },
    };
    const over = checkBudgets(sizes, lowered).filter((r) => !r.ok);
    expect(over.map((r) => r.name)).toEqual([
      'initial JS, cold load of /page',
      'lazy node_modules/lib/lib.js',
      'precache (raw)',
    ]);
    expect(formatBudgetTable(sizes, over)).toMatch(/^OVER initial JS/m);
  });
});
