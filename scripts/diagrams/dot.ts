import type { Chart, ChartEdge, ChartState } from './chart';

const FONT = 'fontname="Helvetica"';

const isCluster = (s: ChartState) => s.type === 'compound' || s.type === 'parallel';
const escape = (text: string) => text.replace(/\\/g, '\\\\').replace(/"/g, '\\"');
const q = (text: string) => `"${escape(text)}"`;
/** DOT label text: lines joined with a centred line break (`\n` in DOT). */
const lines = (parts: string[]) => `"${parts.map(escape).join('\\n')}"`;

function caption(state: ChartState, title: string): string[] {
  return [
    title,
    ...(state.tags.length ? [state.tags.map((t) => `#${t}`).join(' ')] : []),
    ...state.invokes.map(
      (i) => `invoke ${i.src}${i.id === i.src || /^\d+\./.test(i.id) ? '' : ` (${i.id})`}`,
    ),
  ];
}

const EDGE_STYLE: Record<ChartEdge['kind'], string> = {
  event: '',
  always: ' style=dashed',
  after: ' style=dotted',
  done: ' color="#2e7d32" fontcolor="#2e7d32"',
  error: ' color="#c62828" fontcolor="#c62828"',
  stateDone: ' color="#2e7d32"',
  snapshot: ' style=dashed',
};

/** Writes DOT for one chart: clusters for compound and parallel states, edges after all nodes. */
export function toDot(chart: Chart): string {
  const byId = new Map<string, ChartState>();
  const parentOf = new Map<string, string>();
  const index = (s: ChartState) => {
    byId.set(s.id, s);
    for (const c of s.children) {
      parentOf.set(c.id, s.id);
      index(c);
    }
  };
  index(chart.root);
  const isInside = (id: string, ancestor: string): boolean => {
    const parent = parentOf.get(id);
    return parent !== undefined && (parent === ancestor || isInside(parent, ancestor));
  };
  const anchor = (s: ChartState) => (s.initial.length ? `${s.id}::start` : `${s.id}::anchor`);
  const inParallel = (s: ChartState) => byId.get(parentOf.get(s.id) ?? '')?.type === 'parallel';

  const out: string[] = [
    `digraph ${q(chart.id)} {`,
    `  compound=true; rankdir=TB; newrank=true; ${FONT}; labelloc=t; fontsize=14;`,
    `  label=${lines(caption(chart.root, chart.id))};`,
    `  node [${FONT} fontsize=11]; edge [${FONT} fontsize=10];`,
  ];
  const edges: string[] = [];

  const declareInner = (s: ChartState, indent: string) => {
    if (s.initial.length) {
      out.push(`${indent}${q(`${s.id}::start`)} [shape=point width=0.12 label=""];`);
    } else {
      out.push(`${indent}${q(`${s.id}::anchor`)} [shape=point style=invis width=0.01 label=""];`);
    }
    const internal = s.edges.filter((e) => e.targets.length === 0);
    if (internal.length) {
      const text = internal.map((e) => `${e.label}\\l`).join('');
      out.push(
        `${indent}${q(`${s.id}::internal`)} [shape=note fontsize=9 label="${text.replace(/"/g, '\\"')}"];`,
      );
    }
    for (const child of s.children) declare(child, indent);
  };

  const declare = (s: ChartState, indent: string) => {
    const dashed = inParallel(s) ? ' style=dashed' : '';
    if (isCluster(s)) {
      const style = s.type === 'parallel' ? 'rounded,bold' : inParallel(s) ? 'rounded,dashed' : 'rounded';
      out.push(`${indent}subgraph ${q(`cluster_${s.id}`)} {`);
      out.push(
        `${indent}  label=${lines(caption(s, s.type === 'parallel' ? `${s.key} (parallel)` : s.key))};`,
      );
      out.push(`${indent}  style="${style}";`);
      declareInner(s, `${indent}  `);
      out.push(`${indent}}`);
      return;
    }
    const shape =
      s.type === 'final'
        ? 'shape=doublecircle width=0.3'
        : s.type === 'history'
          ? 'shape=circle'
          : `shape=box style="rounded${dashed ? ',dashed' : ''}"`;
    const title = s.type === 'history' ? (s.history === 'deep' ? 'H*' : 'H') : s.key;
    out.push(`${indent}${q(s.id)} [${shape} label=${lines(caption(s, title))}];`);
    // One self-loop per state: Graphviz stacks several loops' labels on top of each other.
    const loops = s.edges.filter((x) => x.targets.length === 0);
    if (loops.length) {
      const style = loops.length === 1 ? EDGE_STYLE[loops[0]!.kind] : '';
      edges.push(`  ${q(s.id)} -> ${q(s.id)} [label=${lines(loops.map((e) => e.label))}${style}];`);
    }
  };

  const connect = (from: ChartState, to: ChartState, label: string, style: string) => {
    const tail = isCluster(from) || from === chart.root ? anchor(from) : from.id;
    const head = isCluster(to) ? anchor(to) : to.id;
    const extra: string[] = [];
    if (isCluster(from) && from !== to && !isInside(to.id, from.id))
      extra.push(`ltail=${q(`cluster_${from.id}`)}`);
    if (isCluster(to) && from !== to && !isInside(from.id, to.id))
      extra.push(`lhead=${q(`cluster_${to.id}`)}`);
    const attrs = [...(label ? [`label=${q(label)}`] : []), ...extra].join(' ');
    edges.push(`  ${q(tail)} -> ${q(head)} [${attrs}${style}];`);
  };

  declareInner(chart.root, '  ');
  for (const s of [chart.root, ...flatten(chart.root.children)]) {
    for (const target of s.initial)
      connect({ ...s, type: 'atomic', id: `${s.id}::start` }, byId.get(target)!, '', '');
    for (const e of s.edges) {
      for (const target of e.targets) connect(s, byId.get(target)!, e.label, EDGE_STYLE[e.kind]);
    }
  }
  return [...out, ...edges, '}', ''].join('\n');
}

function flatten(states: ChartState[]): ChartState[] {
  return states.flatMap((s) => [s, ...flatten(s.children)]);
}
