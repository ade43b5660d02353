import { transformAsync } from '@babel/core';
import type { Plugin } from 'vite';

/** The files whose macros are compiled: the app's and the wire contract's sources. */
const SOURCE_FILE = /\/(src|contract)\/.*\.[jt]sx?(?:$|\?)/;
/** Only files that import a Lingui macro go through Babel; the rest are left to Vite alone. */
const IMPORTS_A_MACRO = /from\s+['"]@lingui\/(?:core\/macro|react\/macro|macro)['"]/;

/** Babel parses TypeScript and JSX as they are (no presets): only the macros are rewritten. */
export function parserPluginsFor(id: string): ('typescript' | 'jsx')[] {
  const path = id.replace(/\?.*$/, '');
  if (path.endsWith('.tsx')) return ['typescript', 'jsx'];
  if (path.endsWith('.ts')) return ['typescript'];
  if (path.endsWith('.jsx')) return ['jsx'];
  return [];
}

/** The module with its macros replaced by runtime calls, and the source map of that change. */
export async function compileLinguiMacros(code: string, id: string) {
  const result = await transformAsync(code, {
    filename: id.replace(/\?.*$/, ''),
    babelrc: false,
    configFile: false,
    sourceMaps: true,
    parserOpts: { sourceType: 'module', plugins: parserPluginsFor(id) },
    plugins: ['@lingui/babel-plugin-lingui-macro'],
  });
  if (!result?.code) return null;
  return { code: result.code, map: result.map ?? null };
}

/**
 * Compiles Lingui macros (`msg`, `t`, <Trans>) with `@lingui/babel-plugin-lingui-macro`, before
 * Vite's own TypeScript/JSX transform. In place of `@rolldown/plugin-babel`, whose every release
 * requires Node 22: this needs only `@babel/core`, which runs on Node 20.
 */
export function linguiMacros(): Plugin {
  return {
    name: 'gatehouse:lingui-macros',
    enforce: 'pre',
    transform: {
      filter: { id: SOURCE_FILE, code: IMPORTS_A_MACRO },
      handler: compileLinguiMacros,
    },
  };
}
