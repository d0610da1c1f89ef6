import {
  createEmptyActor,
  type AnyActorScope,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
} from 'xstate';
import { getAdjacencyMap, getShortestPaths, getSimplePaths } from 'xstate/graph';
import type { ModelConfig } from './model-config';
import type { InvokeInfo } from './static';

export interface PathStep {
  event: EventObject;
  /** The snapshot the model expects after `event` (step 0: the initial snapshot, event `xstate.init`). */
  state: AnyMachineSnapshot;
}

export interface ModelPath {
  input: unknown;
  steps: PathStep[];
}

export interface Generated {
  paths: ModelPath[];
  /** Simple paths run, with the depth they were enumerated to when it is below `maxDepth`. */
  simple: string;
  /** The traversal's name of a path event: its type, with `#<case>` when the model gives several payloads. */
  label: (event: EventObject) => string;
}

const replacer = (_key: string, value: unknown) =>
  value instanceof Error ? `${value.name}: ${value.message}` : value;

/** What identifies a model state: value and context (errors by name and message). */
export function serializeState(snapshot: AnyMachineSnapshot): string {
  return JSON.stringify({ value: snapshot.value, context: snapshot.context }, replacer);
}

/** Descriptors the harness never sends: raised by XState itself, or wildcards. */
const isInternal = (type: string) =>
  type.startsWith('xstate.done.state.') || type === '*' || type.endsWith('.*');

/** Event cases per snapshot: every event type its active nodes handle, with the model's payload cases. */
function eventSource(config: ModelConfig, invokes: readonly InvokeInfo[]) {
  const byType = new Map<string, EventObject[]>();
  const labels = new WeakMap<EventObject, string>();
  const cases = config.events as Record<string, readonly object[] | undefined> | undefined;
  const casesOf = (type: string): readonly object[] => {
    const own = cases?.[type];
    if (own) return own;
    const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type);
    const src = actor && invokes.find((i) => i.id === actor[2])?.src;
    const bySrc = src ? cases?.[`xstate.${actor[1]}.actor.${src}`] : undefined;
    if (bySrc) return bySrc;
    if (actor?.[1] === 'error') return [{ error: new Error('model: fake failure') }];
    return [{}];
  };
  const eventsOf = (type: string) => {
    let list = byType.get(type);
    if (!list) {
      const payloads = casesOf(type);
      list = payloads.map((payload, i) => {
        const event = { ...payload, type };
        labels.set(event, payloads.length > 1 ? `${type}#${i}` : type);
        return event;
      });
      byType.set(type, list);
    }
    return list;
  };
  return {
    events: (snapshot: AnyMachineSnapshot) => {
      const types = new Set(snapshot._nodes.flatMap((node) => [...node.transitions.keys()]));
      return [...types].filter((t) => !isInternal(t)).flatMap(eventsOf);
    },
    serializeEvent: (event: EventObject) => labels.get(event) ?? JSON.stringify(event, replacer),
  };
}

/**
 * The traversal's actor scope for one step, with a system of its own: a child the step invokes or spawns with a
 * `systemId` (the app's `payIn` in its `player` state) registers there, not in one system shared by every step of
 * the traversal, where entering the state a second time would find the id taken.
 */
function stepScope(scope: AnyActorScope): AnyActorScope {
  const empty = createEmptyActor();
  return { ...scope, self: empty, system: empty.system };
}

/** The machine with a depth count on every snapshot the traversal makes, so `stopWhen` can bound it. */
function bounded(machine: AnyStateMachine, maxDepth: number) {
  const depth = new WeakMap<object, number>();
  const logic = Object.create(machine) as AnyStateMachine;
  logic.transition = ((snapshot, event, scope) => {
    const next = machine.transition(snapshot, event, stepScope(scope));
    // an event nothing handles (a failing guard) gives the same snapshot back: it is no step deeper
    if (next !== snapshot) depth.set(next, (depth.get(snapshot) ?? 0) + 1);
    return next;
  }) as AnyStateMachine['transition'];
  return { logic, stopWhen: (s: AnyMachineSnapshot) => (depth.get(s) ?? 0) >= maxDepth };
}

class Budget extends Error {}

/** Drops every path whose event sequence starts another path. */
function withoutPrefixes(paths: ModelPath[], label: (e: EventObject) => string): ModelPath[] {
  const keyed = paths.map((p) => ({ p, keys: p.steps.slice(1).map((s) => label(s.event)) }));
  keyed.sort((a, b) => b.keys.length - a.keys.length);
  const prefixes = new Set<string>();
  const kept: ModelPath[] = [];
  for (const { p, keys } of keyed) {
    if (prefixes.has(keys.join('\n'))) continue;
    kept.push(p);
    for (let i = 0; i <= keys.length; i++) prefixes.add(keys.slice(0, i).join('\n'));
  }
  return kept;
}

/**
 * Paths for one input: the shortest path to every model state, the shortest path to every state followed by
 * each of its transitions (so every edge is taken), and up to `maxPaths` simple paths.
 */
export function generatePaths(
  machine: AnyStateMachine,
  config: ModelConfig,
  invokes: readonly InvokeInfo[],
  input: unknown,
): Generated {
  const maxDepth = config.maxDepth ?? 12;
  const { logic, stopWhen } = bounded(machine, maxDepth);
  const { events, serializeEvent } = eventSource(config, invokes);
  const options = { events, serializeEvent, serializeState, stopWhen, input, limit: 100_000 };
  const toPath = (steps: PathStep[]): ModelPath => ({ input, steps });

  const shortest = getShortestPaths(logic, options);
  const heads = new Map(shortest.map((p) => [serializeState(p.state), p.steps]));
  const edges: ModelPath[] = [];
  for (const [serial, { transitions }] of Object.entries(getAdjacencyMap(logic, options))) {
    const head = heads.get(serial);
    if (!head) continue;
    for (const { event, state } of Object.values(transitions) as PathStep[])
      edges.push(toPath([...head, { event, state }]));
  }

  const maxPaths = config.maxPaths ?? 200;
  let simple: ModelPath[] = [];
  let simpleDepth = maxDepth;
  let foundCount = 0;
  // Simple paths are enumerated exhaustively; when that exceeds the budget, retry with a shallower bound.
  for (; maxPaths > 0 && simpleDepth > 0; simpleDepth--) {
    let calls = 0;
    const counted = (s: AnyMachineSnapshot) => {
      if (++calls > maxPaths * 200) throw new Budget();
      return serializeState(s);
    };
    const shallow = bounded(machine, simpleDepth);
    try {
      const found = getSimplePaths(shallow.logic, {
        ...options,
        stopWhen: shallow.stopWhen,
        serializeState: counted,
      });
      simple = found.slice(0, maxPaths).map((p) => toPath(p.steps));
      foundCount = found.length;
      break;
    } catch (error) {
      if (!(error instanceof Budget)) throw error;
    }
  }
  const note =
    (foundCount > simple.length ? ` of ${foundCount}` : '') +
    (simpleDepth < maxDepth ? ` (depth ≤ ${simpleDepth})` : '');
  const all = [...shortest.map((p) => toPath(p.steps)), ...edges, ...simple];
  return {
    paths: withoutPrefixes(all, serializeEvent),
    simple: `${simple.length}${note}`,
    label: serializeEvent,
  };
}
