import type { Chart, ChartState } from './chart';

/** Mermaid id of a state: its path below the root joined with `_` (keys repeat across parents). */
function mid(chart: Chart, id: string): string {
  const path = id === chart.root.id ? 'root' : id.slice(chart.root.id.length + 1);
  return path.replace(/[^A-Za-z0-9_]/g, '_');
}

/** Mermaid ends a label at `:` or `;`, so those become a dash and a comma. */
const text = (s: string) =>
  s
    .replace(/\s*:\s*/g, ' — ')
    .replace(/;/g, ',')
    .replace(/\s+/g, ' ')
    .trim();

/** Writes Mermaid `stateDiagram-v2` text: nested `state X { }` blocks, `--` between parallel regions. */
export function toMermaid(chart: Chart): string {
  const out: string[] = ['stateDiagram-v2'];
  const byId = new Map<string, ChartState>();
  const index = (s: ChartState) => {
    byId.set(s.id, s);
    s.children.forEach(index);
  };
  index(chart.root);

  const edgeLines = (s: ChartState, indent: string) => {
    for (const target of s.initial) out.push(`${indent}[*] --> ${mid(chart, target)}`);
    for (const child of s.children) {
      if (child.type === 'final') out.push(`${indent}${mid(chart, child.id)} --> [*]`);
    }
    for (const child of s.children) {
      for (const e of child.edges) {
        const to = e.targets.length ? e.targets : [child.id];
        for (const t of to)
          out.push(`${indent}${mid(chart, child.id)} --> ${mid(chart, t)} : ${text(e.label)}`);
      }
    }
  };

  const block = (s: ChartState, indent: string) => {
    const id = mid(chart, s.id);
    if (s.key !== id) out.push(`${indent}state "${text(s.key)}" as ${id}`);
    if (s.description) out.push(`${indent}${id} : ${text(s.description)}`);
    if (!s.children.length) return;
    out.push(`${indent}state ${id} {`);
    body(s, `${indent}  `);
    out.push(`${indent}}`);
  };

  const body = (s: ChartState, indent: string) => {
    if (s.type === 'parallel') {
      s.children.forEach((region, i) => {
        if (i > 0) out.push(`${indent}--`);
        block(region, indent);
      });
    } else {
      s.children.forEach((child) => block(child, indent));
    }
    edgeLines(s, indent);
  };

  body(chart.root, '  ');
  for (const e of chart.root.edges) {
    for (const t of e.targets) out.push(`  root --> ${mid(chart, t)} : ${text(e.label)}`);
  }
  return `${out.join('\n')}\n`;
}
