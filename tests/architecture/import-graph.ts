import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Every TypeScript file under `root` and the files of that tree each one imports (type-only imports too). */
export type ImportGraph = Map<string, Set<string>>;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [file] : [];
  });
}

function resolve(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  for (const file of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return null;
}

/**
 * Reads the imports of every file under `root` with TypeScript's own pre-processor: `import`, `import type`,
 * `export … from` and `import()`; only imports of files inside `root` are kept. Paths are relative to `root`.
 */
export function importGraph(root: string): ImportGraph {
  const graph: ImportGraph = new Map();
  for (const file of sourceFiles(root)) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = new Set<string>();
    for (const { fileName } of importedFiles) {
      const target = resolve(file, fileName);
      if (target && target.startsWith(root + path.sep)) targets.add(path.relative(root, target));
    }
    graph.set(path.relative(root, file), targets);
  }
  return graph;
}

/** The strongly connected components of more than one node (or a node importing itself), each as a cycle path. */
export function findCycles(graph: ImportGraph): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || graph.get(node)?.has(node)) components.push(cyclePath(graph, component));
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return components;
}

/** One concrete cycle through a component, from its first node back to it, so a failure names the imports. */
function cyclePath(graph: ImportGraph, component: string[]): string[] {
  const members = new Set(component);
  const start = [...component].sort()[0]!;
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length) {
    const node = queue.shift()!;
    for (const next of graph.get(node) ?? []) {
      if (!members.has(next)) continue;
      if (next === start) {
        const path = [node];
        while (path[0] !== start) path.unshift(previous.get(path[0]!)!);
        return [...path, start];
      }
      if (!previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return component;
}

/** The part of the server a file belongs to: `modules/<name>` for a module, else its top folder (or the file). */
export function unitOf(file: string): string {
  const [top, second] = file.split(path.sep);
  return top === 'modules' && second ? `modules/${second}` : top!;
}

/** The graph of the parts (`unitOf`), with an edge wherever one of their files imports the other's. */
export function unitGraph(graph: ImportGraph): ImportGraph {
  const units: ImportGraph = new Map();
  for (const [file, targets] of graph) {
    const from = unitOf(file);
    const edges = units.get(from) ?? new Set<string>();
    for (const target of targets) if (unitOf(target) !== from) edges.add(unitOf(target));
    units.set(from, edges);
  }
  return units;
}

/**
 * Imports that reach into another module's internals: outside `modules/<name>/`, only its `index.ts` (the
 * module's plugin and public API) may be imported.
 */
export function internalImports(graph: ImportGraph): string[] {
  const found: string[] = [];
  for (const [file, targets] of graph) {
    for (const target of targets) {
      const unit = unitOf(target);
      if (!unit.startsWith('modules/') || unitOf(file) === unit) continue;
      if (target !== path.join(unit, 'index.ts')) found.push(`${file} → ${target}`);
    }
  }
  return found;
}
