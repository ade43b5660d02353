import { dirname, relative, resolve } from 'node:path';
import { transformAsync } from '@babel/core';
import { createCompiledCatalog, getCatalogForFile, getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import type { Plugin } from 'vite';

/**
 * Catalogs in two parts (issue 9, a first load within budget): `messages.po?first` holds the
 * messages the first page can show, `messages.po?later` every other one. The first page is the
 * app's entry and the pages given (their static imports, all the way down); everything else the
 * app reaches only through a dynamic import, and the build makes every dynamic import of the app's
 * own code wait until the later part is in (`afterAllMessages`, src/i18n/allMessages.ts), except
 * those of the first pages. So no text can show before its message has loaded, and the catalog's
 * growth with each feature stays out of the first load.
 *
 * Outside a build (dev server, Vitest) the first part is the whole catalog and the later one is
 * empty, and dynamic imports are left as they are.
 */

/** A catalog part's module id: the catalog file with the part as its query. */
const CATALOG_PART = /\/locales\/([^/]+)\/messages\.po\?(?:[^#]*&)?(first|later)(?:&[^#]*)?$/;
/** The modules the split reads and gates: the app's and the wire contract's sources. */
const SOURCE_FILE = /\/(src|contract)\/[^?]*\.[jt]sx?$/;
/** In a built part, the token its messages replace once the first page's modules are known. */
const TOKEN = /__gatehouseCatalog_(first|later)_(\w+)__/g;

export interface SplitCatalogsOptions {
  /** The repository root (the catalogs' and pages' paths are relative to it). */
  root: string;
  /** Pages (besides the entry) that open without waiting for the later messages. */
  firstPages: readonly string[];
  /** The module that exports `afterAllMessages` (relative to the root). */
  gate: string;
}

type Messages = Record<string, unknown>;

/** What the split reads of a chunk being rendered. */
interface RenderedChunk {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: readonly string[];
  modules: Record<string, { code: string | null }>;
}

/** The compiled messages of one locale's catalog, as the Lingui Vite plugin compiles them. */
async function compileCatalog(poFile: string): Promise<{ locale: string; messages: Messages }> {
  const config = getConfig();
  const found = getCatalogForFile(
    relative(config.rootDir ?? process.cwd(), poFile),
    await getCatalogs(config),
  );
  if (!found) throw new Error(`split catalogs: ${poFile} is not a catalog of lingui.config.ts`);
  const { locale, catalog } = found;
  const { messages } = await catalog.getTranslations(locale, {
    fallbackLocales: config.fallbackLocales ?? {},
    sourceLocale: config.sourceLocale ?? '',
  });
  const { source, errors } = createCompiledCatalog(locale, messages, { namespace: 'json' });
  if (errors.length > 0)
    throw new Error(`split catalogs: ${locale} has messages that fail to compile`);
  return { locale, messages: JSON.parse(source).messages };
}

/** Whether a message id occurs in a module's code as a string literal. */
export function usesMessage(code: string, id: string): boolean {
  return code.includes(`"${id}"`) || code.includes(`'${id}'`) || code.includes(`\`${id}\``);
}

/** `import(x)` becomes `afterAllMessages(() => import(x))`, for every dynamic import kept. */
export async function gateDynamicImports(
  code: string,
  id: string,
  gate: string,
  keep: (specifier: string | null) => boolean,
) {
  let gated = 0;
  const result = await transformAsync(code, {
    filename: id,
    babelrc: false,
    configFile: false,
    sourceMaps: true,
    // After Vite's own transforms: plain JavaScript.
    parserOpts: { sourceType: 'module' },
    plugins: [
      ({ types: t }: typeof import('@babel/core')) => ({
        visitor: {
          CallExpression(
            path: import('@babel/core').NodePath<import('@babel/types').CallExpression>,
          ) {
            if (!t.isImport(path.node.callee)) return;
            const [first] = path.node.arguments;
            const specifier = t.isStringLiteral(first) ? first.value : null;
            if (keep(specifier)) return;
            gated += 1;
            path.replaceWith(
              t.callExpression(t.identifier('__afterAllMessages'), [
                t.arrowFunctionExpression([], path.node),
              ]),
            );
            path.skip();
          },
          Program: {
            exit(path: import('@babel/core').NodePath<import('@babel/types').Program>) {
              if (gated === 0) return;
              path.unshiftContainer(
                'body',
                t.importDeclaration(
                  [
                    t.importSpecifier(
                      t.identifier('__afterAllMessages'),
                      t.identifier('afterAllMessages'),
                    ),
                  ],
                  t.stringLiteral(gate),
                ),
              );
            },
          },
        },
      }),
    ],
  });
  if (!result?.code || gated === 0) return null;
  return { code: result.code, map: result.map ?? null };
}

export function splitCatalogs(options: SplitCatalogsOptions): Plugin {
  const gate = resolve(options.root, options.gate);
  const firstPages = new Set(options.firstPages.map((page) => resolve(options.root, page)));
  const compiling = new Map<string, Promise<{ locale: string; messages: Messages }>>();
  const compiled = new Map<string, Messages>();
  const compile = (poFile: string) => {
    let catalog = compiling.get(poFile);
    if (!catalog) {
      catalog = compileCatalog(poFile).then((result) => {
        compiled.set(poFile, result.messages);
        return result;
      });
      compiling.set(poFile, catalog);
    }
    return catalog;
  };
  /** Per token: the locale's messages and which part the token stands for. */
  const parts = new Map<string, { locale: string; part: 'first' | 'later'; poFile: string }>();
  const codeOf = new Map<string, string>();
  let building = false;
  let firstIds: Set<string> | null = null;

  /**
   * The ids of the messages the first load's code uses: the entry's chunk, the first pages' and
   * the chunks they import statically, each module as rendered (what tree-shaking kept of it).
   */
  const firstMessageIds = (chunks: Record<string, RenderedChunk>): Set<string> => {
    if (firstIds) return firstIds;
    const byFile = new Map(Object.values(chunks).map((chunk) => [chunk.fileName, chunk]));
    const pending = [...byFile.values()].filter(
      (chunk) => chunk.isEntry || firstPages.has(chunk.facadeModuleId ?? ''),
    );
    const seen = new Set<RenderedChunk>();
    for (let chunk = pending.pop(); chunk !== undefined; chunk = pending.pop()) {
      if (seen.has(chunk)) continue;
      seen.add(chunk);
      pending.push(...chunk.imports.flatMap((file) => byFile.get(file) ?? []));
    }
    const pages = [...seen].map((chunk) => chunk.facadeModuleId);
    for (const page of firstPages) {
      if (!pages.includes(page)) throw new Error(`split catalogs: no chunk for the page ${page}`);
    }
    const sources = [...seen].flatMap((chunk) =>
      Object.entries(chunk.modules).flatMap(([id, module]) => module.code ?? codeOf.get(id) ?? []),
    );
    const allIds = new Set([...compiled.values()].flatMap((messages) => Object.keys(messages)));
    firstIds = new Set([...allIds].filter((key) => sources.some((code) => usesMessage(code, key))));
    return firstIds;
  };

  return {
    name: 'gatehouse:split-catalogs',
    configResolved(config) {
      building = config.command === 'build';
    },
    async load(id) {
      const match = CATALOG_PART.exec(id);
      if (!match) return null;
      const poFile = id.replace(/\?.*$/, '');
      const part = match[2] === 'first' ? 'first' : 'later';
      if (!building) {
        const code =
          part === 'first'
            ? `export { messages } from ${JSON.stringify(poFile)};`
            : 'export const messages = {};';
        return { code, moduleType: 'js' };
      }
      const { locale } = await compile(poFile);
      const token = `__gatehouseCatalog_${part}_${locale.replace(/\W/g, '_')}__`;
      parts.set(token, { locale, part, poFile });
      return { code: `export const messages = ${token};`, moduleType: 'js' };
    },
    enforce: 'post',
    transform: {
      async handler(code, id) {
        if (!building || !SOURCE_FILE.test(id) || id.includes('/node_modules/')) return null;
        codeOf.set(id, code);
        if (id === gate || !code.includes('import(')) return null;
        return gateDynamicImports(code, id, gate, (specifier) => {
          if (specifier === null) return false;
          if (CATALOG_PART.test(`/${specifier}`) || /messages\.po\?/.test(specifier)) return true;
          return firstPages.has(resolve(dirname(id), specifier));
        });
      },
    },
    // The chunk's hash follows the code renderChunk returns, so a changed part gets a new name.
    async renderChunk(code, chunk, _options, meta) {
      if (!chunk.moduleIds.some((id) => CATALOG_PART.test(id))) return null;
      const first = firstMessageIds(meta.chunks);
      const replacements = new Map<string, string>();
      for (const [token, { part, poFile }] of parts) {
        if (!code.includes(token)) continue;
        const { messages } = await compile(poFile);
        const picked = Object.fromEntries(
          Object.entries(messages).filter(([id]) => first.has(id) === (part === 'first')),
        );
        replacements.set(token, `JSON.parse(${JSON.stringify(JSON.stringify(picked))})`);
      }
      return { code: code.replace(TOKEN, (token) => replacements.get(token) ?? token), map: null };
    },
  };
}
