import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { readChart } from './chart';
import { discoverMachines } from './discover';
import { indexMarkdown, pathsMarkdown, type MachineDoc } from './docs';
import { toDot } from './dot';
import { toMermaid } from './mermaid';
import { machinePaths } from './paths';
import { renderSvg } from './svg';

/** Generated files by name (relative to the output folder), in a fixed order. */
export type Outputs = Map<string, string>;

/** Builds every file of the statecharts folder in memory from the machines under `machinesRoot`. */
export async function generate(machinesRoot: string): Promise<Outputs> {
  const outputs: Outputs = new Map();
  const docs: MachineDoc[] = [];
  for (const { machine, file, model } of await discoverMachines(machinesRoot)) {
    const chart = readChart(machine);
    const dot = toDot(chart);
    const mermaid = toMermaid(chart);
    const paths = machinePaths(machine, chart, model);
    outputs.set(`${chart.id}.svg`, await renderSvg(dot));
    outputs.set(`${chart.id}.mmd`, mermaid);
    const source = relative(dirname(machinesRoot), file);
    outputs.set(`${chart.id}.paths.md`, pathsMarkdown(chart, paths, source));
    docs.push({ chart, machine, mermaid, paths, source });
  }
  outputs.set('README.md', indexMarkdown(docs));
  return outputs;
}

/** Writes the outputs into `outDir` and removes nothing else (the check reports stray files). */
export function writeOutputs(outputs: Outputs, outDir: string): void {
  mkdirSync(outDir, { recursive: true });
  for (const [name, text] of outputs) writeFileSync(join(outDir, name), text);
}

/** Files of `outDir` that differ from the outputs: changed, missing, or not generated any more. */
export function compareOutputs(outputs: Outputs, outDir: string): string[] {
  const onDisk = existsSync(outDir) ? readdirSync(outDir).sort() : [];
  const problems: string[] = [];
  for (const [name, text] of outputs) {
    const file = join(outDir, name);
    if (!existsSync(file)) problems.push(`missing: ${name}`);
    else if (readFileSync(file, 'utf8') !== text) problems.push(`differs: ${name}`);
  }
  for (const name of onDisk) if (!outputs.has(name)) problems.push(`extra: ${name}`);
  return problems;
}
