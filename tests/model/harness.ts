import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnyStateMachine } from 'xstate';
import type { ModelConfig } from './model-config';
import { generatePaths, type Generated } from './paths';
import { runPath, type Trace } from './run';
import { inventory, invocations } from './static';

export interface MachineEntry {
  flow: string;
  machineFile: string;
  /** `<flow>.model.ts` beside the machine, when there is one. */
  modelFile: string | null;
}

export interface Ratio {
  covered: number;
  total: number;
}

export interface MachineReport {
  id: string;
  states: Ratio;
  transitions: Ratio;
  paths: number;
  /** Simple paths per input, e.g. `12` or `200 (depth ≤ 6)`. */
  simple: string;
  uncoveredStates: string[];
  /** Transitions no path took and the model does not list as unreachable. */
  uncoveredTransitions: string[];
  /** `unreachable` entries that name no transition or one a path took anyway. */
  staleUnreachable: string[];
  failures: string[];
}

/** Every `<root>/<dir>/*.machine.ts`, sorted: adding a machine folder is all it takes to be tested. */
export function discover(root: string): MachineEntry[] {
  const dirs = readdirSync(root, { withFileTypes: true }).filter((d) => d.isDirectory());
  return dirs
    .flatMap((dir) =>
      readdirSync(join(root, dir.name))
        .filter((file) => file.endsWith('.machine.ts'))
        .map((file) => {
          const modelFile = join(root, dir.name, file.replace(/\.machine\.ts$/, '.model.ts'));
          return {
            flow: file.replace(/\.machine\.ts$/, ''),
            machineFile: join(root, dir.name, file),
            modelFile: existsSync(modelFile) ? modelFile : null,
          };
        }),
    )
    .sort((a, b) => a.machineFile.localeCompare(b.machineFile));
}

const isMachine = (value: unknown): value is AnyStateMachine =>
  typeof value === 'object' && value !== null && 'root' in value && 'getStateNodeById' in value;

/** The machine a `.machine.ts` exports (`<flow>Machine`) and the model config beside it. */
export async function load(entry: MachineEntry): Promise<{ machine: AnyStateMachine; config: ModelConfig }> {
  const mod = (await import(pathToFileURL(entry.machineFile).href)) as Record<string, unknown>;
  const machines = Object.entries(mod).filter(([, value]) => isMachine(value));
  const [, machine] = machines.find(([name]) => name.endsWith('Machine')) ?? machines[0] ?? [];
  if (!isMachine(machine)) throw new Error(`${entry.machineFile} exports no state machine`);
  if (!entry.modelFile) return { machine, config: {} };
  const model = (await import(pathToFileURL(entry.modelFile).href)) as { modelConfig?: ModelConfig };
  if (!model.modelConfig) throw new Error(`${entry.modelFile} does not export modelConfig`);
  return { machine, config: model.modelConfig };
}

/**
 * The paths `testMachine` runs, per input, without running them: for other drivers of the same paths (the
 * browser tests of tests/e2e/paths). `overrides` narrows the traversal, e.g. `{ maxPaths: 0 }`.
 */
export function modelPaths(
  machine: AnyStateMachine,
  config: ModelConfig,
  overrides: Pick<ModelConfig, 'maxPaths' | 'maxDepth'> = {},
): Array<Generated & { input: unknown }> {
  const invokes = invocations(machine);
  const provided = machine.provide(config.provide ?? {});
  return (config.inputs ?? [undefined]).map((input) => ({
    input,
    ...generatePaths(provided, { ...config, ...overrides }, invokes, input),
  }));
}

/** Generates and runs every path of one machine and measures what they covered. */
export async function testMachine(machine: AnyStateMachine, config: ModelConfig): Promise<MachineReport> {
  const invokes = invocations(machine);
  const provided = machine.provide(config.provide ?? {});
  const ownActors = Object.keys(config.provide?.actors ?? {});
  const fakedSources = [...new Set(invokes.filter((i) => i.settles).map((i) => i.src))].filter(
    (src) => !ownActors.includes(src),
  );
  const env = { machine: provided, config, fakedSources };
  const trace: Trace = { states: new Set(), transitions: new Set() };
  const failures: string[] = [];
  let paths = 0;
  const simple: string[] = [];
  for (const input of config.inputs ?? [undefined]) {
    const generated = generatePaths(provided, config, invokes, input);
    simple.push(generated.simple);
    paths += generated.paths.length;
    for (const path of generated.paths) {
      await runPath(env, path, trace).catch((error: Error) => failures.push(error.message));
    }
  }
  const all = inventory(machine);
  const unreachable = config.unreachable ?? {};
  const coveredTransitions = all.transitions.filter((t) => trace.transitions.has(t));
  return {
    id: machine.id,
    states: { covered: all.states.filter((s) => trace.states.has(s)).length, total: all.states.length },
    transitions: { covered: coveredTransitions.length, total: all.transitions.length },
    paths,
    simple: simple.join(' + '),
    uncoveredStates: all.states.filter((s) => !trace.states.has(s)),
    uncoveredTransitions: all.transitions.filter((t) => !trace.transitions.has(t) && !(t in unreachable)),
    staleUnreachable: Object.keys(unreachable).filter(
      (t) => !all.transitions.includes(t) || trace.transitions.has(t),
    ),
    failures,
  };
}

/** Discovers, loads and tests every machine under `root`, in discovery order. */
export async function testAll(root: string): Promise<MachineReport[]> {
  const reports: MachineReport[] = [];
  for (const entry of discover(root)) {
    const { machine, config } = await load(entry);
    reports.push(await testMachine(machine, config));
  }
  return reports;
}

/** Whether the report passes: no failed path, every state and (reachable) transition taken. */
export const passes = (r: MachineReport) =>
  r.failures.length + r.uncoveredStates.length + r.uncoveredTransitions.length + r.staleUnreachable.length ===
  0;

const pct = ({ covered, total }: Ratio) =>
  `${covered}/${total} (${total ? Math.floor((covered / total) * 1000) / 10 : 100} %)`;

export function formatTable(reports: readonly MachineReport[]): string {
  const rows = [
    ['machine', 'states', 'transitions', 'paths', 'simple'],
    ...reports.map((r) => [r.id, pct(r.states), pct(r.transitions), String(r.paths), r.simple]),
  ];
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  const line = (row: string[]) => row.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ');
  return [line(rows[0]!), widths.map((w) => '-'.repeat(w)).join('-|-'), ...rows.slice(1).map(line)].join(
    '\n',
  );
}

/** `{ "<id>": { states, transitions, paths } }`, the shape CI reads. */
export function writeReport(reports: readonly MachineReport[], file: string): void {
  const json = Object.fromEntries(
    reports.map((r) => [r.id, { states: r.states, transitions: r.transitions, paths: r.paths }]),
  );
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
}
