import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The import boundaries of biome.json (docs/architecture.md "Client kit"), checked by running Biome with the
 * project's own configuration on probe files laid out like the repository.
 */
const root = resolve(import.meta.dirname, '../..');
const biome = join(root, 'node_modules/.bin/biome');

/** [probe file, import specifier, whether the boundary rules must refuse it] */
const PROBES: [string, string, boolean][] = [
  ['src/features/probe/a.ts', '../../db/database.ts', true],
  ['src/features/probe/b.ts', '../../api/apiClient.ts', true],
  ['src/features/probe/c.ts', '../../sync/engine.ts', true],
  ['src/features/probe/d.ts', '../../sync/mutators/index.ts', true],
  ['src/features/probe/e.ts', '../../app/location-selector/useLocationSelection.ts', true],
  ['src/features/probe/components/f.ts', '../../../db/database.ts', true],
  ['src/features/probe/components/g.ts', '../../../app/testing/TestProviders.tsx', true],
  ['src/features/probe/ok1.ts', '../../kit/index.ts', false],
  ['src/features/probe/ok2.ts', '../../ui/csv.ts', false],
  ['src/features/probe/ok3.ts', '../../../contract/index.ts', false],
  ['src/features/probe/ok4.ts', 'react', false],
  ['src/ui/probe1.ts', '../features/visitors/VisitorLogPage.tsx', true],
  ['src/ui/probe2.ts', '../app/theme.ts', true],
  ['src/ui/dataTable/probe3.ts', '../../app/theme.ts', true],
  ['src/ui/probe-ok.ts', './csv.ts', false],
  ['src/ui/probe4.ts', '../kit/index.ts', true],
  ['src/ui/probe-ok2.ts', '../kit/preferences/storage.ts', false],
  ['src/config/probe1.ts', '../features/visitors/preferences.ts', true],
  ['src/config/probe2.ts', '../app/theme.ts', true],
  ['src/config/probe3.ts', '../kit/index.ts', true],
  ['src/config/probe-ok.ts', '../kit/preferences/storage.ts', false],
  ['src/auth/probe1.ts', '../features/visitors/visitorRows.ts', true],
  ['src/auth/probe2.ts', '../kit/index.ts', true],
  ['src/auth/probe-ok.ts', '../config/roles.ts', false],
  ['src/i18n/probe1.ts', '../features/visitors/columns.tsx', true],
  ['src/i18n/probe2.ts', '../app/App.tsx', true],
  ['src/i18n/probe-ok.ts', '../kit/preferences/definePreference.ts', false],
  ['src/firstPaint/probe1.ts', '../features/visitors/firstPaint/recipe.ts', true],
  ['src/firstPaint/probe2.ts', '../kit/index.ts', true],
  ['src/firstPaint/probe3.ts', '../app/theme.ts', true],
  ['src/firstPaint/probe-ok.ts', '../kit/firstPaint/paintFirstRows.ts', false],
  ['src/kit/firstPaint/probe1.ts', '../index.ts', true],
  ['src/kit/firstPaint/probe2.ts', '../../features/visitors/visitorFields.ts', true],
  ['src/kit/firstPaint/probe-ok.ts', '../records/readFirstRows.ts', false],
  ['src/kit/preferences/probe1.ts', '../index.ts', true],
  ['src/kit/preferences/probe2.ts', '../../app/theme.ts', true],
  ['src/kit/probe1.ts', '../app/theme.ts', true],
  ['src/kit/sync/probe2.ts', '../../features/visitors/queries.ts', true],
  ['src/kit/probe-ok.ts', '../db/database.ts', false],
  ['contract/probe1.ts', '../src/db/database.ts', true],
  ['contract/probe2.ts', '../server/api/routes.ts', true],
  ['contract/probe3.ts', 'react', true],
  ['contract/probe4.ts', '@mantine/core', true],
  ['contract/probe-ok.ts', 'zod', false],
  ['src/sync/probe1.ts', 'react', true],
  ['src/sync/probe2.ts', 'dexie-react-hooks', true],
  ['src/sync/live/probe3.ts', '@lingui/react/macro', true],
  ['src/sync/probe4.ts', 'react-dom/client', true],
  ['src/sync/probe-ok.ts', 'dexie', false],
];

interface Diagnostic {
  category: string;
  location: { path: string };
}

let workspace: string;
let refused: Map<string, number>;

beforeAll(() => {
  workspace = mkdtempSync(join(tmpdir(), 'boundaries-'));
  const config = JSON.parse(readFileSync(join(root, 'biome.json'), 'utf8'));
  writeFileSync(
    join(workspace, 'biome.json'),
    JSON.stringify({ ...config, vcs: { enabled: false }, files: { includes: ['**'] } }),
  );
  for (const [file, specifier] of PROBES) {
    mkdirSync(dirname(join(workspace, file)), { recursive: true });
    writeFileSync(join(workspace, file), `import probe from '${specifier}';\nexport { probe };\n`);
  }
  // Biome exits non-zero when it finds errors; its report is on stdout either way.
  const output = spawnSync(biome, ['lint', '--reporter=json', '--max-diagnostics=none', '.'], {
    cwd: workspace,
    encoding: 'utf8',
  }).stdout;
  const report: { diagnostics: Diagnostic[] } = JSON.parse(output);
  refused = new Map();
  for (const diagnostic of report.diagnostics) {
    if (diagnostic.category !== 'lint/style/noRestrictedImports') continue;
    const path = diagnostic.location.path.replaceAll('\\', '/');
    refused.set(path, (refused.get(path) ?? 0) + 1);
  }
}, 60_000);

afterAll(() => rmSync(workspace, { recursive: true, force: true }));

describe('import boundaries (biome.json noRestrictedImports)', () => {
  it.each(PROBES)('%s importing %s: refused %s', (file, _specifier, mustRefuse) => {
    expect(refused.has(file)).toBe(mustRefuse);
  });
});
