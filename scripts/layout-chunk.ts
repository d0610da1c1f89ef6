import { resolve } from 'node:path';

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

const BARREL = /[\\/]index\.tsx?$/;

/**
 * A chunk group `name` for what the site's frame imports statically (the layout's header, footer, buttons and
 * formatters, a page's heading and head tags, and what they share with the pages): nearly every page draws the
 * frame, so this is one file instead of a dozen small shared ones, each a request the browser has to make, answer
 * and hand to the page before the page can draw.
 * Barrels are not followed: they re-export far more than the layout uses, and a module a group captures moves into
 * its chunk whoever else uses it.
 */
export function layoutChunk(frameFiles: readonly string[], chunkName: string) {
  const frameIds = frameFiles.map((file) => resolve(file));
  const members = new WeakMap<ModuleGraph, Set<string>>();
  const membersOf = (graph: ModuleGraph) => {
    let found = members.get(graph);
    if (found) return found;
    found = new Set<string>();
    const queue = [...frameIds];
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
