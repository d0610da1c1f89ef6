import {
  createEmptyActor,
  type AnyActorScope,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
} from 'xstate';
import { getShortestPaths, getSimplePaths, serializeSnapshot } from 'xstate/graph';
import { invokeSources, type Chart } from './chart';
import { deriveEvents, deriveInputs, guardFlags, traversalMachine } from './fake-events';
import { humaniseEvent, humaniseState } from './humanise';
import { modelEvents, modelMachine, type CaseEvent, type ModelConfig } from './model-events';

export type { ModelConfig } from './model-events';

/** Plain-language paths of one machine: one per reachable state, and every loop-free path. */
export interface MachinePaths {
  /** Where the events came from: the machine's own transitions, or its `<flow>.model.ts`. */
  source: 'derived' | 'model';
  shortest: string[];
  simple: string[];
  truncated: number;
  /** Simple paths were enumerated to this many events (below the full depth) because there were too many. */
  simpleDepth: number | null;
  warnings: string[];
}

/**
 * Bounds that keep traversal fast: events from the start, simple paths listed, and states looked at while
 * enumerating simple paths (past it the enumeration starts again one event shallower).
 */
export const LIMITS = { depth: 12, simplePaths: 200, simpleBudget: 200_000 } as const;

interface Traversal {
  source: MachinePaths['source'];
  machine: AnyStateMachine;
  events: readonly EventObject[];
  inputs: readonly unknown[];
  depth: number;
}

function plan(machine: AnyStateMachine, chart: Chart, model: ModelConfig | undefined): Traversal {
  if (model) {
    return {
      source: 'model',
      machine: modelMachine(machine, model),
      events: modelEvents(chart, model, invokeSources(machine.root)),
      inputs: model.inputs?.length ? model.inputs : [undefined],
      depth: model.maxDepth ?? LIMITS.depth,
    };
  }
  const inputs = deriveInputs(chart);
  const events = deriveEvents(chart);
  return {
    source: 'derived',
    machine: traversalMachine(machine, chart),
    events,
    inputs,
    depth: LIMITS.depth,
  };
}

/**
 * The traversal's actor scope for one step, with a system of its own, so a child started with a `systemId` in a
 * state (the app's `payIn` while a player is logged in) does not find its id taken when the state is entered again.
 */
function stepScope(scope: AnyActorScope): AnyActorScope {
  const empty = createEmptyActor();
  return { ...scope, self: empty, system: empty.system };
}

class Budget extends Error {}

/**
 * The logic xstate/graph walks: a transition that throws (a payload the fakes cannot satisfy) leaves the
 * state as it was and is reported; snapshots deeper than `depth` events are not expanded.
 */
function bounded(machine: AnyStateMachine, depth: number, warnings: Set<string>) {
  const depthOf = new WeakMap<object, number>();
  const logic = Object.create(machine) as AnyStateMachine;
  logic.transition = (snapshot, event, scope) => {
    try {
      const next = machine.transition(snapshot, event, stepScope(scope));
      depthOf.set(next, (depthOf.get(snapshot) ?? 0) + 1);
      return next;
    } catch (error) {
      warnings.add(`${event.type}: ${(error as Error).message.split('\n')[0]}`);
      return snapshot;
    }
  };
  return { logic, stopWhen: (s: AnyMachineSnapshot) => (depthOf.get(s) ?? 0) >= depth };
}

function describe(
  steps: readonly { event: EventObject; state: AnyMachineSnapshot }[],
  sources: ReadonlyMap<string, string>,
  input: unknown,
): string {
  return steps
    .map(({ event, state }, i) => {
      // xstate/graph replaces the first event with a bare `xstate.init`; its guard flags live in the input.
      const flags = guardFlags(i === 0 ? { input } : event);
      const which = (event as CaseEvent).__case;
      const name =
        humaniseEvent(event.type, sources) +
        (typeof which === 'number' ? ` (case ${which})` : '') +
        (flags.length ? ` [${flags.join(', ')}]` : '');
      return `${name} → ${humaniseState(state.value)}`;
    })
    .join(' → ');
}

function walk(traversal: Traversal, sources: ReadonlyMap<string, string>, warnings: Set<string>) {
  // Context tells model states apart, so several shortest paths can end in one state value: keep the first.
  const shortest = new Map<string, string>();
  const simple = new Set<string>();
  let simpleDepth: number | null = null;
  for (const input of traversal.inputs) {
    const { logic, stopWhen } = bounded(traversal.machine, traversal.depth, warnings);
    const options = {
      input,
      stopWhen,
      events: (state: AnyMachineSnapshot) => traversal.events.filter((e) => state.can(e)),
    };
    for (const p of getShortestPaths(logic, options)) {
      const text = describe(p.steps, sources, input);
      const end = `${JSON.stringify(input ?? null)} ${humaniseState(p.state.value)}`;
      if (!shortest.has(end)) shortest.set(end, text);
    }
    const found = simplePaths(traversal, warnings, input);
    if (found.depth < traversal.depth) simpleDepth = Math.min(simpleDepth ?? found.depth, found.depth);
    for (const p of found.paths) {
      // Model states differ by context too; a path that comes back to a state value is a loop in words.
      const values = p.steps.map((step) => JSON.stringify(step.state.value));
      if (new Set(values).size === values.length) simple.add(describe(p.steps, sources, input));
    }
  }
  const steps = (text: string) => text.split(' → ').length;
  return {
    shortest: [...shortest.values()],
    simple: [...simple].sort((a, b) => steps(a) - steps(b)),
    simpleDepth,
  };
}

/**
 * Every simple path from one start input. The enumeration grows with the cycles among the states (a context
 * value that can flip back and forth), not only with the depth: past `LIMITS.simpleBudget` states looked at it
 * starts again one event shallower.
 */
function simplePaths(traversal: Traversal, warnings: Set<string>, input: unknown) {
  for (let depth = traversal.depth; ; depth--) {
    const { logic, stopWhen } = bounded(traversal.machine, depth, warnings);
    let looked = 0;
    const serializeState = (state: AnyMachineSnapshot) => {
      if (++looked > LIMITS.simpleBudget && depth > 1) throw new Budget();
      return serializeSnapshot(state);
    };
    try {
      const paths = getSimplePaths(logic, {
        input,
        stopWhen,
        serializeState,
        events: (state: AnyMachineSnapshot) => traversal.events.filter((e) => state.can(e)),
      });
      return { paths, depth };
    } catch (error) {
      if (!(error instanceof Budget)) throw error;
    }
  }
}

/**
 * Runs `getShortestPaths` (kept: the first per start input and state value) and `getSimplePaths` (listed
 * shortest first, capped) from `xstate/graph` for every start input, and words the paths.
 */
export function machinePaths(machine: AnyStateMachine, chart: Chart, model?: ModelConfig): MachinePaths {
  const sources = invokeSources(machine.root);
  const warnings = new Set<string>();
  let traversal = plan(machine, chart, model);
  let found: ReturnType<typeof walk>;
  try {
    found = walk(traversal, sources, warnings);
  } catch (error) {
    if (!model) throw error;
    warnings.add(`model config not usable (${(error as Error).message}); events derived from the machine`);
    traversal = plan(machine, chart, undefined);
    found = walk(traversal, sources, warnings);
  }
  return {
    source: traversal.source,
    shortest: found.shortest,
    simple: found.simple.slice(0, LIMITS.simplePaths),
    truncated: Math.max(0, found.simple.length - LIMITS.simplePaths),
    simpleDepth: found.simpleDepth,
    warnings: [...warnings],
  };
}
