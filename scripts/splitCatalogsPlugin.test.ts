import { describe, expect, it } from 'vitest';
import { gateDynamicImports, usesMessage } from './splitCatalogsPlugin.ts';

const GATE = '/app/src/i18n/allMessages.ts';

describe('split catalogs', () => {
  it('finds a message id only as a whole string literal', () => {
    const code = 'jsx(Trans, { id: "fcWrnU" }); i18n._(`Ab12Cd`); const x = "xfcWrnUx";';
    expect(usesMessage(code, 'fcWrnU')).toBe(true);
    expect(usesMessage(code, 'Ab12Cd')).toBe(true);
    expect(usesMessage(code, 'cWrnUx')).toBe(false);
  });

  it('makes dynamic imports wait for the later messages, except those kept', async () => {
    const code = [
      "const page = () => import('./Page.tsx').then((m) => m.Page);",
      "const first = () => import('./FirstPage.tsx');",
      'const any = (url) => import(url);',
    ].join('\n');
    const result = await gateDynamicImports(code, '/app/src/a.ts', GATE, (specifier) =>
      Boolean(specifier?.endsWith('FirstPage.tsx')),
    );
    expect(result?.code).toContain(
      `import { afterAllMessages as __afterAllMessages } from "${GATE}";`,
    );
    expect(result?.code).toContain("__afterAllMessages(() => import('./Page.tsx')).then(");
    expect(result?.code).toContain("const first = () => import('./FirstPage.tsx');");
    expect(result?.code).toContain('__afterAllMessages(() => import(url))');
    expect(result?.map).not.toBeNull();
  });

  it('leaves a module whose dynamic imports are all kept as it is', async () => {
    const code = "export const load = () => import('./FirstPage.tsx');";
    expect(await gateDynamicImports(code, '/app/src/a.ts', GATE, () => true)).toBeNull();
  });
});
