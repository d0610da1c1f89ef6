import { resolve } from 'node:path';

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

const BARREL = /[\\/]index\.tsx?$/;

/**
 * A chunk group `name` for what the site's layout imports statically (the header, the footer, the buttons and
 * formatters they share with the pages): nearly every page draws the layout, so this is one file instead of a dozen
 * small shared ones, each a request the browser has to make, answer and hand to the page before the page can draw.
 * Barrels are not followed: they re-export far more than the layout uses, and a module a group captures moves into
 * its chunk whoever else uses it.
 */
export function layoutChunk(layoutFile: string, chunkName: string) {
  const layoutId = resolve(layoutFile);
  const members = new WeakMap<ModuleGraph, Set<string>>();
  const membersOf = (graph: ModuleGraph) => {
    let found = members.get(graph);
    if (found) return found;
    found = new Set<string>();
    const queue = [layoutId];
    for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
      if (found.has(id) || id.includes('node_modules') || BARREL.test(id)) continue;
      found.add(id);
      queue.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
    }
    members.set(graph, found);
    return found;
  };
  return (moduleId: string, graph: ModuleGraph) => (membersOf(graph).has(moduleId) ? chunkName : null);
}
