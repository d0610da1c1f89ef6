import type { BenchRow } from '../report';

/** How the reference's rows are named: the product's operation with this after it. */
export const REFERENCE = ' (reference)';

const fixed = (n: number, digits: number) => (Number.isFinite(n) ? n.toFixed(digits) : '—');
/** Server + database CPU ms of one operation: the work the machine does for it, without the load generator. */
const workCpu = (row: BenchRow) =>
  row.cpu.server + (Number.isFinite(row.cpu.database) ? row.cpu.database : 0);

/**
 * Product ÷ reference for every HTTP operation measured beside its reference: the rate, and the CPU one operation
 * costs the server and the database (reference ÷ product, so both read "1 is as lean as the reference"). The CPU
 * ratio is the steadier one on a shared machine.
 */
export function referenceRatios(rows: readonly BenchRow[]): string {
  const lines = [
    '| engine | operation | product/s | reference/s | product ÷ reference | p99 ms product · reference | CPU ms/op product · reference (server + db) | CPU: reference ÷ product |',
    '|---|---|---:|---:|---:|---:|---:|---:|',
  ];
  for (const product of rows) {
    const reference = rows.find(
      (r) =>
        r.engine === product.engine && r.path === 'HTTP' && r.operation === product.operation + REFERENCE,
    );
    if (!reference || product.path !== 'HTTP') continue;
    const [p, r] = [product.result, reference.result];
    lines.push(
      `| ${product.engine} | ${product.operation} | ${fixed(p.perSecond, 0)} | ${fixed(r.perSecond, 0)} | ` +
        `${fixed(p.perSecond / r.perSecond, 2)} | ${fixed(p.p99, 1)} · ${fixed(r.p99, 1)} | ` +
        `${fixed(workCpu(product), 2)} · ${fixed(workCpu(reference), 2)} | ` +
        `${fixed(workCpu(reference) / workCpu(product), 2)} |`,
    );
  }
  return lines.length > 2 ? lines.join('\n') : '';
}
