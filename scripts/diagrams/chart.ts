import type { AnyStateMachine, AnyStateNode } from 'xstate';

/** What kind of transition an edge is: a domain event, eventless, delayed, or an invoke's outcome. */
export type EdgeKind = 'event' | 'always' | 'after' | 'done' | 'error' | 'stateDone' | 'snapshot';

/** One transition of a state node towards zero (targetless), one or more targets. */
export interface ChartEdge {
  source: string;
  targets: string[];
  eventType: string;
  kind: EdgeKind;
  guard?: string;
  /** Diagram label: `event [guard]`, `always`, `after probeTimeout (4000 ms)`, `done: src`, `error: src`. */
  label: string;
  actions: string[];
}

/** An actor invoked by a state node. */
export interface ChartInvoke {
  id: string;
  src: string;
  systemId?: string;
}

/** A state node as the diagram writers see it. */
export interface ChartState {
  id: string;
  key: string;
  type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  description?: string;
  tags: string[];
  initial: string[];
  history?: string;
  children: ChartState[];
  edges: ChartEdge[];
  invokes: ChartInvoke[];
}

/** A named delay and its value in milliseconds (null when the delay is computed). */
export interface ChartDelay {
  name: string;
  ms: number | null;
}

/** A whole machine, read once from xstate's StateNode tree and shared by every writer. */
export interface Chart {
  id: string;
  description?: string;
  root: ChartState;
  delays: ChartDelay[];
}

type Named = string | { type?: string; name?: string } | ((...args: never[]) => unknown) | undefined;

/** Name of a guard or action reference: its string, its `type`, or a function's name. */
export function refName(ref: Named): string | undefined {
  if (ref === undefined) return undefined;
  if (typeof ref === 'string') return ref;
  if (typeof ref === 'function') return ref.name || 'inline';
  return ref.type ?? 'inline';
}

/** Milliseconds of a named delay from `setup({ delays })`, or null when it is a function. */
export function delayMs(machine: AnyStateMachine, delay: string | number): number | null {
  if (typeof delay === 'number') return delay;
  const value: unknown = (machine.implementations.delays as Record<string, unknown>)[delay];
  return typeof value === 'number' ? value : null;
}

/** Label of an `after` transition: `after <name> (<ms> ms)` or `after <ms> ms` for a literal delay. */
export function afterLabel(machine: AnyStateMachine, delay: string | number): string {
  if (typeof delay === 'number') return `after ${delay} ms`;
  const ms = delayMs(machine, delay);
  return `after ${delay} (${ms === null ? 'computed' : `${ms} ms`})`;
}

function kindOf(eventType: string): EdgeKind {
  if (eventType.startsWith('xstate.done.actor.')) return 'done';
  if (eventType.startsWith('xstate.error.actor.')) return 'error';
  if (eventType.startsWith('xstate.after.')) return 'after';
  if (eventType.startsWith('xstate.done.state.')) return 'stateDone';
  if (eventType.startsWith('xstate.snapshot.')) return 'snapshot';
  return 'event';
}

/** Maps every invoke id of the machine to its `src` name, for `done: <src>` labels and path steps. */
export function invokeSources(node: AnyStateNode, into = new Map<string, string>()): Map<string, string> {
  for (const invoke of node.invoke) into.set(invoke.id, invoke.src as string);
  for (const child of Object.values(node.states)) invokeSources(child, into);
  return into;
}

interface RawTransition {
  target?: readonly AnyStateNode[];
  guard?: Named;
  actions: readonly Named[];
  delay?: string | number;
}

function toEdge(
  machine: AnyStateMachine,
  sources: Map<string, string>,
  source: AnyStateNode,
  eventType: string,
  raw: RawTransition,
): ChartEdge {
  const kind = eventType === '' ? 'always' : kindOf(eventType);
  const invokeId = eventType.replace(/^xstate\.(done|error)\.actor\.|^xstate\.snapshot\./, '');
  const base: Record<EdgeKind, () => string> = {
    event: () => eventType,
    always: () => 'always',
    after: () => afterLabel(machine, raw.delay ?? eventType.split('.')[2] ?? '?'),
    done: () => `done: ${sources.get(invokeId) ?? invokeId}`,
    error: () => `error: ${sources.get(invokeId) ?? invokeId}`,
    stateDone: () => 'done',
    snapshot: () => `snapshot: ${sources.get(invokeId) ?? invokeId}`,
  };
  const guard = refName(raw.guard);
  return {
    source: source.id,
    targets: (raw.target ?? []).map((t) => t.id),
    eventType,
    kind,
    ...(guard ? { guard } : {}),
    label: base[kind]() + (guard ? ` [${guard}]` : ''),
    actions: raw.actions.map((a) => refName(a) ?? 'inline'),
  };
}

function walk(machine: AnyStateMachine, sources: Map<string, string>, node: AnyStateNode): ChartState {
  const edges: ChartEdge[] = [];
  for (const [eventType, defs] of node.transitions) {
    for (const def of defs) edges.push(toEdge(machine, sources, node, eventType, def as RawTransition));
  }
  for (const def of node.always ?? []) edges.push(toEdge(machine, sources, node, '', def as RawTransition));
  return {
    id: node.id,
    key: node.key,
    type: node.type,
    ...(node.description ? { description: node.description } : {}),
    tags: [...node.tags],
    initial: node.initial ? node.initial.target.map((t: AnyStateNode) => t.id) : [],
    ...(node.history ? { history: node.history } : {}),
    children: Object.values(node.states).map((child) => walk(machine, sources, child)),
    edges,
    invokes: node.invoke.map((i) => ({
      id: i.id,
      src: i.src as string,
      ...(i.systemId ? { systemId: i.systemId } : {}),
    })),
  };
}

/** Reads a machine's StateNode tree (states, transitions, always, after, invoke) into a Chart. */
export function readChart(machine: AnyStateMachine): Chart {
  const delays = Object.keys(machine.implementations.delays).map((name) => ({
    name,
    ms: delayMs(machine, name),
  }));
  const description = machine.root.description ?? (machine.config.description as string | undefined);
  return {
    id: machine.id,
    ...(description ? { description } : {}),
    root: walk(machine, invokeSources(machine.root), machine.root),
    delays,
  };
}

/** Every state of a chart in document order, the root first. */
export function allStates(state: ChartState): ChartState[] {
  return [state, ...state.children.flatMap(allStates)];
}
