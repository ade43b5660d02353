import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The chart (and nivo with it) must stay out of the responses page's first load: no module the
 * page reaches through static imports may import it; it is only reached through import().
 */

const here = dirname(fileURLToPath(import.meta.url));
const PAGE = resolve(here, '../EvacuationResponsesPage.tsx');
const CHART = resolve(here, 'AccountedChart.tsx');

interface ModuleImports {
  /** Imports that load with the module (import type / export type are erased). */
  static: string[];
  /** import('...') calls. */
  dynamic: string[];
}

function importsOf(file: string): ModuleImports {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const found: ModuleImports = { static: [], dynamic: [] };
  const visit = (node: ts.Node) => {
    if (
      ts.isImportDeclaration(node) &&
      !node.importClause?.isTypeOnly &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.static.push(node.moduleSpecifier.text);
    } else if (
      ts.isExportDeclaration(node) &&
      !node.isTypeOnly &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.static.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.dynamic.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** A relative import's file, or null for a package (or a file that is not TypeScript source). */
function resolveLocal(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const file = resolve(dirname(from), specifier);
  return existsSync(file) && /\.tsx?$/.test(file) ? file : null;
}

/** Every module the page loads with it, and every package and dynamic import they name. */
function staticGraph(entry: string) {
  const modules = new Set<string>();
  const packages = new Set<string>();
  const dynamic = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (modules.has(file)) continue;
    modules.add(file);
    const imports = importsOf(file);
    for (const specifier of imports.static) {
      const local = resolveLocal(file, specifier);
      if (local) queue.push(local);
      else if (!specifier.startsWith('.')) packages.add(specifier);
    }
    for (const specifier of imports.dynamic) {
      const local = resolveLocal(file, specifier);
      if (local) dynamic.add(local);
    }
  }
  return { modules, packages, dynamic };
}

describe('the evacuation report chart', () => {
  it('is loaded lazily: never statically reachable from the responses page, only by import()', () => {
    const graph = staticGraph(PAGE);
    expect(graph.modules.has(resolve(here, 'EvacuationReport.tsx'))).toBe(true);
    expect(graph.modules.has(CHART)).toBe(false);
    expect([...graph.packages].filter((name) => name.startsWith('@nivo/'))).toEqual([]);
    expect(graph.dynamic.has(CHART)).toBe(true);
  });

  it('is where nivo is used', () => {
    expect(importsOf(CHART).static).toContain('@nivo/line');
  });
});
