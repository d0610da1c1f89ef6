import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findCycles, importGraph, internalImports, unitGraph } from './import-graph';

const SERVER = path.resolve('src/server');

/** A copy of src/server to plant mistakes in; removed after the tests. */
const copy = mkdtempSync(path.join(tmpdir(), 'server-shape-'));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

function plantedTree(name: string, plant: (root: string) => void): string {
  const root = path.join(copy, name);
  cpSync(SERVER, root, { recursive: true });
  plant(root);
  return root;
}

const append = (file: string, text: string) => writeFileSync(file, readFileSync(file, 'utf8') + text);

describe('the server tree (src/server)', () => {
  const graph = importGraph(SERVER);

  it('reads the whole tree', () => {
    expect(graph.size).toBeGreaterThan(200);
    expect(graph.get(path.join('app', 'build-app.ts'))).toContain(path.join('app', 'modules.ts'));
  });

  it('has no import cycle between files, type-only imports included', () => {
    expect(findCycles(graph)).toEqual([]);
  });

  it('has no cycle between its parts (modules, ledger, sessions, http, …)', () => {
    expect(findCycles(unitGraph(graph))).toEqual([]);
  });

  it('lets one module use another only through its index (its plugin and public API)', () => {
    expect(internalImports(graph)).toEqual([]);
  });
});

describe('the checks catch a deliberate mistake', () => {
  it('finds a cycle made by a type-only import', () => {
    const root = plantedTree('type-cycle', (r) =>
      append(
        path.join(r, 'db', 'client.ts'),
        "\nimport type { ServerDeps } from '../app/services';\nexport type Planted = ServerDeps;\n",
      ),
    );
    const cycles = findCycles(importGraph(root));
    expect(cycles).toHaveLength(1);
    expect(cycles[0]).toContain(path.join('db', 'client.ts'));
    expect(cycles[0]).toContain(path.join('app', 'services.ts'));
  });

  it('finds a cycle between two modules that import each other through their indexes', () => {
    const root = plantedTree('module-cycle', (r) =>
      append(
        path.join(r, 'modules', 'free-spins', 'grant.ts'),
        "\nexport { bonusOutlook } from '../bonuses';\n",
      ),
    );
    expect(findCycles(unitGraph(importGraph(root)))).toEqual([
      expect.arrayContaining(['modules/bonuses', 'modules/free-spins']),
    ]);
  });

  it("finds a module reaching into another module's internals", () => {
    const root = plantedTree('internal', (r) =>
      append(
        path.join(r, 'modules', 'games', 'feed.ts'),
        "\nexport { PROGRAMS } from '../bonuses/programs';\n",
      ),
    );
    expect(internalImports(importGraph(root))).toEqual([
      `${path.join('modules', 'games', 'feed.ts')} → ${path.join('modules', 'bonuses', 'programs.ts')}`,
    ]);
  });
});
