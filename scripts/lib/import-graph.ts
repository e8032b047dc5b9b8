import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** The path aliases of tsconfig.json and vite.config.ts, relative to the project root. */
const ALIASES: Record<string, string> = {
  '@shared/': 'src/shared/',
  '@server/': 'src/server/',
  '@web/': 'src/web/',
  '@test/': 'test/',
};

const SOURCE_FILE = /\.(ts|tsx)$/;
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/**
 * Static imports and re-exports (`import … from`, `export … from`, `import 'x'`) and dynamic
 * `import('x')`, type-only ones included: a circle of types still ties the files together.
 */
const IMPORT_SPECIFIER =
  /(?:^|[\n;])\s*(?:import|export)\s(?:[^;'"]*?\sfrom\s*)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Files (project-relative, `/`-separated) mapped to the project files they import. */
export type ImportGraph = Map<string, string[]>;

function sourceFiles(root: string, folder: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(path.join(root, folder))) {
    const relative = `${folder}/${entry}`;
    if (statSync(path.join(root, relative)).isDirectory())
      found.push(...sourceFiles(root, relative));
    else if (SOURCE_FILE.test(entry)) found.push(relative);
  }
  return found;
}

export function importSpecifiers(text: string): string[] {
  return [...text.matchAll(IMPORT_SPECIFIER)].map((match) => match[1] ?? match[2] ?? '');
}

/** The project file an import names, or null for a package (or a file that is not there). */
export function resolveImport(root: string, fromFile: string, specifier: string): string | null {
  const bare = specifier.replace(/\?.*$/, '').replace(/\.js$/, '');
  const alias = Object.keys(ALIASES).find((prefix) => bare.startsWith(prefix));
  let target: string;
  if (alias) target = ALIASES[alias] + bare.slice(alias.length);
  else if (bare.startsWith('.')) target = path.posix.join(path.posix.dirname(fromFile), bare);
  else return null;
  for (const extension of EXTENSIONS) {
    const candidate = target + extension;
    if (existsSync(path.join(root, candidate)) && statSync(path.join(root, candidate)).isFile()) {
      return candidate;
    }
  }
  return null;
}

/** Every .ts/.tsx file under `folder` with the project files it imports. */
export function buildImportGraph(root: string, folder: string): ImportGraph {
  const graph: ImportGraph = new Map();
  for (const file of sourceFiles(root, folder)) {
    const text = readFileSync(path.join(root, file), 'utf8');
    const targets = importSpecifiers(text)
      .map((specifier) => resolveImport(root, file, specifier))
      .filter((target): target is string => target !== null);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/**
 * The groups of files that import each other, directly or round a circle (strongly connected
 * components of more than one file, or a file importing itself), by Tarjan's algorithm.
 */
export function importCircles(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const circles: string[][] = [];
  let counter = 0;

  const visit = (file: string) => {
    index.set(file, counter);
    lowLink.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!graph.has(target)) continue;
      if (!index.has(target)) {
        visit(target);
        lowLink.set(file, Math.min(lowLink.get(file)!, lowLink.get(target)!));
      } else if (onStack.has(target)) {
        lowLink.set(file, Math.min(lowLink.get(file)!, index.get(target)!));
      }
    }
    if (lowLink.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || (graph.get(file) ?? []).includes(file)) circles.push(group.sort());
  };

  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return circles;
}
