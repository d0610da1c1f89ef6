import MagicString, { type SourceMap } from 'magic-string';
import { parseAst } from 'rolldown/parseAst';
import type { Plugin } from 'vite';
import { clientBuildOnly } from './client-build';

/** The files that define a machine (`machines/<name>/<name>.machine.ts`). */
const MACHINE_FILE = /[\\/]machines[\\/][^\\/]+[\\/][^\\/]+\.machine\.ts$/;

type Node = { type: string; start: number; end: number; [key: string]: unknown };

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** Calls every node under `node`, depth first. */
function walk(node: Node, visit: (node: Node) => void) {
  visit(node);
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) for (const item of value) if (isNode(item)) walk(item, visit);
    if (isNode(value)) walk(value, visit);
  }
}

const isCreateMachine = (node: Node) => {
  if (node.type !== 'CallExpression') return false;
  const callee = node.callee as Node;
  if (callee.type === 'Identifier') return callee.name === 'createMachine';
  return (
    callee.type === 'MemberExpression' &&
    (callee.property as Node & { name?: string }).name === 'createMachine'
  );
};

/** A `description: '…'` of a state node: a plain text, no expression inside. */
const isDescription = (node: Node) => {
  if (node.type !== 'Property' || node.computed) return false;
  const key = node.key as Node & { name?: string; value?: unknown };
  if ((key.type === 'Identifier' ? key.name : key.value) !== 'description') return false;
  const value = node.value as Node & { value?: unknown; expressions?: unknown[] };
  return (
    (value.type === 'Literal' && typeof value.value === 'string') ||
    (value.type === 'TemplateLiteral' && value.expressions?.length === 0)
  );
};

/**
 * `code` without the `description`s of the machine configs it creates (`createMachine({…})`), or null when it has
 * none. The descriptions are for people: the diagrams (read from the sources) and the inspector (development only).
 */
export function stripMachineDescriptions(code: string, id: string): { code: string; map: SourceMap } | null {
  const ast = parseAst(code, { lang: 'js' }) as unknown as Node;
  const text = new MagicString(code);
  let stripped = false;
  walk(ast, (node) => {
    if (!isCreateMachine(node)) return;
    for (const config of node.arguments as Node[]) {
      walk(config, (inner) => {
        if (!isDescription(inner)) return;
        const comma = /^\s*,/.exec(code.slice(inner.end));
        text.remove(inner.start, inner.end + (comma ? comma[0].length : 0));
        stripped = true;
      });
    }
  });
  return stripped ? { code: text.toString(), map: text.generateMap({ source: id, hires: true }) } : null;
}

/**
 * Leaves the machines' descriptions out of the browser's production build: about 9 KB of text in the lobby's first
 * load alone. A development build keeps them for the inspector.
 */
export function stripMachineDescriptionsPlugin(): Plugin {
  let production = true;
  return {
    name: 'strip-machine-descriptions',
    apply: clientBuildOnly,
    // after TypeScript is compiled away, so the code is plain JavaScript
    enforce: 'post',
    configResolved(config) {
      production = config.isProduction;
    },
    transform(code, id) {
      if (!production || !MACHINE_FILE.test(id)) return null;
      return stripMachineDescriptions(code, id);
    },
  };
}
