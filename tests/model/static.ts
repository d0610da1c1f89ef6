import type { AnyStateMachine, AnyStateNode } from 'xstate';

/** The part of an XState TransitionDefinition the harness reads. */
export interface TransitionLike {
  source: AnyStateNode;
  target?: readonly AnyStateNode[] | undefined;
  eventType: string;
  guard?: unknown;
}

/** Every state node below the root, depth first. */
export function stateNodes(machine: AnyStateMachine): AnyStateNode[] {
  const walk = (node: AnyStateNode): AnyStateNode[] =>
    Object.values(node.states).flatMap((child) => [child, ...walk(child)]);
  return walk(machine.root);
}

export function guardName(guard: unknown): string | null {
  if (guard === undefined || guard === null) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') return guard.name || 'inline';
  if (typeof guard === 'object' && 'type' in guard) return String(guard.type);
  return 'inline';
}

function baseKey(t: TransitionLike): string {
  const guard = guardName(t.guard);
  const targets = t.target?.length ? t.target.map((n) => n.id).join(',') : '(internal)';
  return `${t.source.id} --${t.eventType || 'always'}${guard ? `[${guard}]` : ''}--> ${targets}`;
}

function siblingsOf(t: TransitionLike): readonly TransitionLike[] {
  const node = t.source;
  return (t.eventType === '' ? node.always : node.transitions.get(t.eventType)) ?? [];
}

/**
 * Stable name of a transition: `source --event[guard]--> targets`; when two transitions of one source and
 * event would share it, their index is appended (`#1`).
 */
export function transitionKey(t: TransitionLike): string {
  const base = baseKey(t);
  const siblings = siblingsOf(t);
  const twins = siblings.filter((s) => baseKey(s) === base);
  return twins.length > 1 ? `${base} #${siblings.indexOf(t)}` : base;
}

/** All transitions of the machine: `on`, invoke done/error, `after`, `always`, state `onDone`, from every node. */
export function transitions(machine: AnyStateMachine): TransitionLike[] {
  return [machine.root, ...stateNodes(machine)].flatMap((node) => [
    ...[...node.transitions.values()].flat(),
    ...(node.always ?? []),
  ]);
}

export interface InvokeInfo {
  id: string;
  src: string;
  /** The machine reacts to the actor's done or error event. */
  settles: boolean;
}

export function invocations(machine: AnyStateMachine): InvokeInfo[] {
  return [machine.root, ...stateNodes(machine)].flatMap((node) =>
    node.invoke.map((def) => ({
      id: def.id,
      src: String(def.src),
      settles: Boolean(def.onDone ?? def.onError),
    })),
  );
}

/** The static totals coverage is measured against. */
export function inventory(machine: AnyStateMachine) {
  return {
    states: stateNodes(machine).map((n) => n.id),
    transitions: [...new Set(transitions(machine).map(transitionKey))],
  };
}
