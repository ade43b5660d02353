import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Sizes of a production build (dist/) against the budgets of bench/budgets.json. JavaScript is
 * counted in KiB of gzip (level 9, what a server sends), the precache in raw KiB (what the
 * service worker stores). Chunks come from Vite's manifest (dist/.vite/manifest.json).
 */

/** One chunk of Vite's build manifest, keyed by its source path (or 'index.html'). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type BuildManifest = Record<string, ManifestChunk>;

export interface Budgets {
  coldLoad: {
    /** The page whose cold load is measured (documentation: the modules below are its path). */
    route: string;
    /**
     * Manifest keys loaded before the page's first rows show: the HTML entry first, then the
     * route's lazy page, the default locale's catalog and any other lazy module loaded on the way.
     */
    modules: string[];
    limitKiB: number;
    /** The target the limit is heading for (issue 9: 180), printed beside the value. */
    goalKiB?: number;
  };
  /**
   * What a lazily loaded module adds to the app's entry (its chunk and the chunks it imports that
   * the entry does not): each listed one has its own limit, every other lazy module the default.
   */
  lazyChunks: { defaultLimitKiB: number; limitsKiB: Record<string, number> };
  precache: { limitKiB: number };
}

export interface ChunkSize {
  file: string;
  gzipBytes: number;
}

export interface BuildSizes {
  coldLoad: { files: ChunkSize[]; gzipBytes: number };
  /** Per lazy module (manifest key): the gzip bytes it adds to the entry. */
  lazyChunks: Record<string, number>;
  precache: { files: string[]; bytes: number };
}

export interface BudgetResult {
  /** Which budget: the cold load, one lazy module or the precache. */
  kind: 'coldLoad' | 'lazyChunk' | 'precache';
  name: string;
  valueKiB: number;
  limitKiB: number;
  /** Where a target below the limit is set (the cold load's goal). */
  goalKiB?: number;
  ok: boolean;
}

export const KiB = 1024;

/** The repository's budget file: one source for `npm run test:size` and the bench's figures. */
export const BUDGETS_FILE = resolve(import.meta.dirname, '../../bench/budgets.json');

export function readBudgets(file = BUDGETS_FILE): Budgets {
  return JSON.parse(readFileSync(file, 'utf8'));
}

export function gzipBytes(content: Buffer | string): number {
  return gzipSync(content, { level: 9 }).length;
}

/** The manifest keys of `keys` and of every chunk they import statically. */
export function staticClosure(manifest: BuildManifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no chunk "${key}"`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return seen;
}

/** The files the service worker precaches: the `url`s injected into dist/sw.js. */
export function precacheUrls(serviceWorker: string): string[] {
  const urls = [...serviceWorker.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1] ?? '');
  return [...new Set(urls)];
}

/**
 * Vite's manifest with its keys made independent of where node_modules lives (a symlinked
 * node_modules gives keys such as '../../main/node_modules/mqtt/...'): 'node_modules/mqtt/...'.
 */
export function readManifest(distDir: string): BuildManifest {
  const raw: BuildManifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8'));
  const normal = (key: string) => key.replace(/^(?:\.\.\/)*(?:[^/]+\/)*?(node_modules\/)/, '$1');
  return Object.fromEntries(
    Object.entries(raw).map(([key, chunk]) => [
      normal(key),
      {
        ...chunk,
        ...(chunk.imports ? { imports: chunk.imports.map(normal) } : {}),
        ...(chunk.dynamicImports ? { dynamicImports: chunk.dynamicImports.map(normal) } : {}),
      },
    ]),
  );
}

/**
 * The classic scripts index.html loads on every start (the first paint, vite.config.ts), which
 * are not in Vite's manifest: their paths in dist/.
 */
export function classicScripts(distDir: string): string[] {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  return [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((tag) => tag[1] ?? '')
    .filter((attributes) => !/\btype\s*=\s*["']?module/.test(attributes))
    .flatMap((attributes) => {
      const src = /\bsrc\s*=\s*["']\/?([^"']+)["']/.exec(attributes)?.[1];
      return src ? [src] : [];
    });
}

export function measureBuild(distDir: string, budgets: Budgets): BuildSizes {
  const manifest = readManifest(distDir);
  const sizeCache = new Map<string, number>();
  const gzipOf = (file: string) => {
    let size = sizeCache.get(file);
    if (size === undefined) {
      size = gzipBytes(readFileSync(join(distDir, file)));
      sizeCache.set(file, size);
    }
    return size;
  };
  const filesOf = (keys: Iterable<string>) => [...keys].map((key) => manifest[key]?.file ?? key);

  const coldKeys = staticClosure(manifest, budgets.coldLoad.modules);
  const coldFiles = [...filesOf(coldKeys), ...classicScripts(distDir)]
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, gzipBytes: gzipOf(file) }));

  const entryKeys = staticClosure(manifest, budgets.coldLoad.modules.slice(0, 1));
  const lazyChunks: Record<string, number> = {};
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry) continue;
    const added = [...staticClosure(manifest, [key])].filter((k) => !entryKeys.has(k));
    lazyChunks[key] = filesOf(added).reduce((sum, file) => sum + gzipOf(file), 0);
  }

  const precacheFiles = precacheUrls(readFileSync(join(distDir, 'sw.js'), 'utf8'));
  const precacheBytes = precacheFiles.reduce(
    (sum, file) => sum + readFileSync(join(distDir, file)).length,
    0,
  );
  return {
    coldLoad: { files: coldFiles, gzipBytes: coldFiles.reduce((s, f) => s + f.gzipBytes, 0) },
    lazyChunks,
    precache: { files: precacheFiles, bytes: precacheBytes },
  };
}

const kib = (bytes: number) => Math.round((bytes / KiB) * 10) / 10;

/** Every budget with its measured value; `ok` is false where the value is over the limit. */
export function checkBudgets(sizes: BuildSizes, budgets: Budgets): BudgetResult[] {
  const result = (
    kind: BudgetResult['kind'],
    name: string,
    bytes: number,
    limitKiB: number,
  ): BudgetResult => ({
    kind,
    name,
    valueKiB: kib(bytes),
    limitKiB,
    ok: bytes <= limitKiB * KiB,
  });
  const { coldLoad } = budgets;
  return [
    {
      ...result(
        'coldLoad',
        `initial JS, cold load of ${coldLoad.route}`,
        sizes.coldLoad.gzipBytes,
        coldLoad.limitKiB,
      ),
      ...(coldLoad.goalKiB === undefined ? {} : { goalKiB: coldLoad.goalKiB }),
    },
    ...Object.entries(sizes.lazyChunks)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, bytes]) =>
        result(
          'lazyChunk',
          `lazy ${key}`,
          bytes,
          budgets.lazyChunks.limitsKiB[key] ?? budgets.lazyChunks.defaultLimitKiB,
        ),
      ),
    result('precache', 'precache (raw)', sizes.precache.bytes, budgets.precache.limitKiB),
  ];
}

export function formatBudgetTable(sizes: BuildSizes, results: readonly BudgetResult[]): string {
  const lines = ['Cold load chunks (KiB gzip):'];
  for (const { file, gzipBytes: bytes } of sizes.coldLoad.files)
    lines.push(`  ${kib(bytes).toFixed(1).padStart(7)}  ${file}`);
  lines.push('', `${'Budget (KiB)'.padEnd(70)}   value   limit  goal`);
  for (const r of results) {
    const mark = r.ok ? 'ok  ' : 'OVER';
    const goal =
      r.goalKiB === undefined ? '' : `  ${r.goalKiB}${r.valueKiB > r.goalKiB ? ' (not met)' : ''}`;
    lines.push(
      `${mark} ${r.name.padEnd(65)} ${r.valueKiB.toFixed(1).padStart(7)} ${String(r.limitKiB).padStart(7)}${goal}`,
    );
  }
  return lines.join('\n');
}
