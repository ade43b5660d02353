import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/**
 * Import cycles that run: the strongly connected components of the graph of static imports and
 * re-exports between the repository's own modules, leaving out what the compiler erases
 * (`import type`, `export type`, and an import or re-export whose every name is marked `type`).
 * Dynamic `import()` is left out too: it runs after every module has been evaluated.
 */

const SOURCE = /\.(ts|tsx)$/;
/** Test files: no module imports one, so none closes a cycle. */
const TEST = /\.test\.tsx?$/;

function sourceFiles(directory: string): string[] {
  const files: string[] = [];
  for (const name of readdirSync(directory)) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
    const path = join(directory, name);
    if (statSync(path).isDirectory()) files.push(...sourceFiles(path));
    else if (SOURCE.test(name) && !TEST.test(name) && !name.endsWith('.d.ts')) files.push(path);
  }
  return files;
}

function isTypeOnly(statement: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isImportDeclaration(statement)) {
    const clause = statement.importClause;
    if (!clause) return false;
    if (clause.isTypeOnly) return true;
    const bindings = clause.namedBindings;
    return (
      clause.name === undefined &&
      bindings !== undefined &&
      ts.isNamedImports(bindings) &&
      bindings.elements.length > 0 &&
      bindings.elements.every((element) => element.isTypeOnly)
    );
  }
  if (statement.isTypeOnly) return true;
  const clause = statement.exportClause;
  return (
    clause !== undefined &&
    ts.isNamedExports(clause) &&
    clause.elements.length > 0 &&
    clause.elements.every((element) => element.isTypeOnly)
  );
}

/**
 * A module's top-level import and export-from statements (a quick cut: the compiler then parses
 * only these, several times faster than the whole module).
 */
const DECLARATION = /^(?:import|export)\b[^;]*?\bfrom\s*['"][^'"]+['"]|^import\s*['"][^'"]+['"]/gm;

/** The relative specifiers a module imports at run time. */
export function runtimeImports(text: string, fileName = 'module.ts'): string[] {
  const declarations = (text.match(DECLARATION) ?? []).join(';\n');
  const source = ts.createSourceFile(fileName, declarations, ts.ScriptTarget.Latest, false);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) continue;
    const specifier = statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier) || !specifier.text.startsWith('.')) continue;
    if (!isTypeOnly(statement)) specifiers.push(specifier.text);
  }
  return specifiers;
}

function resolveSpecifier(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Strongly connected components with more than one module (Tarjan), as sorted relative paths. */
function cyclesOf(graph: Map<string, string[]>, root: string): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  let next = 0;
  const visit = (node: string): void => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node)!, index.get(target)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(relative(root, member));
    } while (member !== node);
    const selfImport = graph.get(node)?.includes(node) === true;
    if (component.length > 1 || selfImport) components.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return components;
}

/** The run-time import cycles among the modules under `directories` (relative to `root`). */
export function findImportCycles(root: string, directories: readonly string[]): string[][] {
  const graph = new Map<string, string[]>();
  for (const directory of directories) {
    for (const file of sourceFiles(join(root, directory))) {
      const targets = runtimeImports(readFileSync(file, 'utf8'), file)
        .map((specifier) => resolveSpecifier(file, specifier))
        .filter((target): target is string => target !== null);
      graph.set(file, targets);
    }
  }
  return cyclesOf(graph, root);
}
