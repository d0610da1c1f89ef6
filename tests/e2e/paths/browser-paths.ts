import type { AnyMachineSnapshot, AnyStateMachine, EventObject, StateValue } from 'xstate';
import { humaniseEvent, humaniseState } from '../../../scripts/diagrams/humanise';
import { modelPaths } from '../../model/harness';
import type { ModelConfig } from '../../model/model-config';
import { invocations } from '../../model/static';

/**
 * The model paths of one machine (tests/model/harness.ts `modelPaths`: shortest paths and one path per
 * transition, no simple paths) as the browser runs them, with every step named and checked against a step map.
 */

/** One step of a path: the model event and the snapshot the model expects after it. */
export interface BrowserStep {
  /** Step map key: the event type, actor events by source (`xstate.done.actor.login`), `#<case>` for a payload case. */
  key: string;
  event: EventObject;
  /** The state the event is sent in (null for the start step). */
  from: AnyMachineSnapshot | null;
  state: AnyMachineSnapshot;
  /** "session login", "login succeeded (case 2)". */
  words: string;
}

export interface BrowserPath {
  input: unknown;
  /** Start step first (`xstate.init`). */
  steps: BrowserStep[];
  /** "start → anonymous → session login → authenticating → …", as in docs/statecharts/<flow>.paths.md. */
  name: string;
}

/** A reviewed reason why a step cannot be driven in the browser: by key, optionally only in some states. */
export interface Unsupported {
  key: string;
  /** Top-level state values the step is sent in; any state when absent. */
  in?: readonly string[];
  /** A finer condition on the state the step is sent in and the path's start input. */
  when?: (from: AnyMachineSnapshot, input: unknown) => boolean;
  reason: string;
}

export type Verdict =
  { kind: 'run' } | { kind: 'unsupported'; reason: string } | { kind: 'unmapped'; keys: string[] };

export interface Selection {
  /** Paths whose every step is mapped: the smallest-first greedy cover of every browser-drivable edge. */
  run: BrowserPath[];
  /** One path per edge that only unsupported paths take, with the reason. */
  skipped: Array<{ path: BrowserPath; reason: string }>;
  /** Paths with a step that is neither mapped nor listed as unsupported: these tests must fail. */
  unmapped: Array<{ path: BrowserPath; keys: string[] }>;
  /** `unsupported` entries (by key) that excuse no step of any generated path: stale, to be removed. */
  staleUnsupported: string[];
}

const nameOf = (steps: readonly BrowserStep[]) =>
  steps.map((s) => `${s.words} → ${humaniseState(s.state.value)}`).join(' → ');

export const top = (value: StateValue) => (typeof value === 'string' ? value : Object.keys(value)[0]!);

/** Names the paths of one machine and sorts them into run / skipped / unmapped against a step map. */
export function browserPaths(
  machine: AnyStateMachine,
  config: ModelConfig,
  mapped: ReadonlySet<string>,
  unsupported: readonly Unsupported[],
): Selection {
  const invokes = invocations(machine);
  const sources = new Map(invokes.map((i) => [i.id, i.src]));
  const all: BrowserPath[] = [];
  for (const generated of modelPaths(machine, config, { maxPaths: 0 })) {
    for (const path of generated.paths) {
      const steps = path.steps.map(({ event, state }, i): BrowserStep => {
        const label = generated.label(event);
        const which = /#(\d+)$/.exec(label)?.[1];
        const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
        const type = actor ? `xstate.${actor[1]}.actor.${sources.get(actor[2]!) ?? actor[2]}` : event.type;
        return {
          key: which === undefined ? type : `${type}#${which}`,
          event,
          from: i === 0 ? null : path.steps[i - 1]!.state,
          state,
          words:
            humaniseEvent(event.type, sources) + (which === undefined ? '' : ` (case ${Number(which) + 1})`),
        };
      });
      all.push({ input: generated.input, steps, name: nameOf(steps) });
    }
  }

  const used = new Set<Unsupported>();
  const verdict = (path: BrowserPath): Verdict => {
    const missing: string[] = [];
    let reason: string | null = null;
    for (const step of path.steps.slice(1)) {
      const from = top(step.from!.value);
      const excused = unsupported.find(
        (u) =>
          u.key === step.key && (!u.in || u.in.includes(from)) && (!u.when || u.when(step.from!, path.input)),
      );
      if (excused) {
        used.add(excused);
        reason ??= `${step.words} in ${from}: ${excused.reason}`;
      } else if (!mapped.has(step.key)) missing.push(step.key);
    }
    if (missing.length) return { kind: 'unmapped', keys: [...new Set(missing)] };
    return reason ? { kind: 'unsupported', reason } : { kind: 'run' };
  };

  // An edge as the browser tells it apart: start input or state value, step, state value.
  const edgesOf = (path: BrowserPath) =>
    path.steps.map((s, i) =>
      i === 0
        ? `${JSON.stringify(path.input)} → ${JSON.stringify(s.state.value)}`
        : `${JSON.stringify(s.from!.value)} --${s.key}--> ${JSON.stringify(s.state.value)}`,
    );
  const bySize = [...all].sort((a, b) => a.steps.length - b.steps.length || a.name.localeCompare(b.name));
  const judged = bySize.map((path) => ({ path, verdict: verdict(path), edges: edgesOf(path) }));

  // A path with an unsupported step still runs up to that step: its head is itself a model path (the
  // harness drops it only as a prefix of the longer one).
  const runnable = judged.flatMap(({ path, verdict: v }) => {
    if (v.kind === 'run') return [path];
    if (v.kind !== 'unsupported') return [];
    const stop = path.steps.findIndex(
      (s, i) => i > 0 && verdict({ ...path, steps: path.steps.slice(0, i + 1) }).kind !== 'run',
    );
    if (stop <= 1) return [];
    const steps = path.steps.slice(0, stop);
    return [{ ...path, steps, name: nameOf(steps) }];
  });
  runnable.sort((a, b) => a.steps.length - b.steps.length || a.name.localeCompare(b.name));

  const covered = new Set<string>();
  const run: BrowserPath[] = [];
  for (const path of runnable) {
    const edges = edgesOf(path);
    if (edges.every((e) => covered.has(e)) || run.some((p) => p.name === path.name)) continue;
    run.push(path);
    edges.forEach((e) => covered.add(e));
  }
  // Drop, shortest first, a path whose every edge another chosen path takes (typically its own prefix).
  for (const path of [...run]) {
    const others = run.filter((p) => p !== path).flatMap(edgesOf);
    if (edgesOf(path).every((e) => others.includes(e))) run.splice(run.indexOf(path), 1);
  }
  const skipped: Selection['skipped'] = [];
  for (const { path, verdict: v, edges } of judged) {
    if (v.kind !== 'unsupported' || edges.every((e) => covered.has(e))) continue;
    skipped.push({ path, reason: v.reason });
    edges.forEach((e) => covered.add(e));
  }
  const unmapped = judged.flatMap(({ path, verdict: v }) =>
    v.kind === 'unmapped' ? [{ path, keys: v.keys }] : [],
  );
  const staleUnsupported = unsupported.filter((u) => !used.has(u)).map((u) => u.key);
  return { run, skipped, unmapped, staleUnsupported };
}
