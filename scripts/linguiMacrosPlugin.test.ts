import { describe, expect, it } from 'vitest';
import { compileLinguiMacros, linguiMacros, parserPluginsFor } from './linguiMacrosPlugin.ts';

describe('parserPluginsFor', () => {
  it.each([
    ['/app/src/ui/Page.tsx', ['typescript', 'jsx']],
    ['/app/src/db/schema.ts', ['typescript']],
    ['/app/src/db/schema.ts?worker', ['typescript']],
    ['/app/src/legacy.jsx', ['jsx']],
    ['/app/src/legacy.js', []],
  ])('%s parses with %j', (id, plugins) => {
    expect(parserPluginsFor(id)).toEqual(plugins);
  });
});

describe('compileLinguiMacros', () => {
  it('replaces <Trans> and t`` with runtime calls, keeping TypeScript for Vite', async () => {
    const source = [
      "import { Trans, useLingui } from '@lingui/react/macro';",
      'export function Hello({ name }: { name: string }) {',
      '  const { t } = useLingui();',
      '  return <p title={t`Greeting`}><Trans>Hello {name}</Trans></p>;',
      '}',
    ].join('\n');
    const result = await compileLinguiMacros(source, '/app/src/ui/Hello.tsx');
    expect(result?.code).not.toContain('@lingui/react/macro');
    expect(result?.code).toContain('@lingui/react');
    expect(result?.code).toContain('Hello {name}');
    expect(result?.code).toMatch(/\{\s*name: string;?\s*\}/);
    expect(result?.map?.sources).toEqual(['Hello.tsx']);
    expect(result?.map?.mappings).not.toBe('');
  });

  it('parses type assertions in .ts files (no JSX there)', async () => {
    const source = [
      "import { msg } from '@lingui/core/macro';",
      'const raw: unknown = 1;',
      'export const n = <number>raw;',
      'export const label = msg`Saved`;',
    ].join('\n');
    const result = await compileLinguiMacros(source, '/app/contract/labels.ts');
    expect(result?.code).not.toContain('@lingui/core/macro');
    expect(result?.code).toMatch(/<number>\s*raw/);
    expect(result?.code).toContain('message: "Saved"');
  });

  it('reports a syntax error instead of passing the module through', async () => {
    await expect(
      compileLinguiMacros("import { t } from '@lingui/core/macro';\nconst = ;", '/app/src/x.ts'),
    ).rejects.toThrow();
  });
});

describe('linguiMacros', () => {
  it('runs before Vite transforms, on app sources that import a macro only', () => {
    const plugin = linguiMacros();
    expect(plugin.enforce).toBe('pre');
    const hook = plugin.transform;
    if (typeof hook !== 'object' || !hook.filter) throw new Error('expected a filtered transform');
    const { id, code } = hook.filter;
    if (!(id instanceof RegExp) || !(code instanceof RegExp)) throw new Error('expected regexps');
    expect(id.test('/app/src/ui/Page.tsx')).toBe(true);
    expect(id.test('/app/contract/wire.ts')).toBe(true);
    expect(id.test('/app/server/main.ts')).toBe(false);
    expect(code.test("import { Trans } from '@lingui/react/macro';")).toBe(true);
    expect(code.test('import { msg } from "@lingui/core/macro";')).toBe(true);
    expect(code.test("import { i18n } from '@lingui/core';")).toBe(false);
  });
});
