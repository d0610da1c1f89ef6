import { fromCallback, type AnyStateMachine, type EventObject } from 'xstate';
import type { Chart, ChartState } from './chart';
import { allStates } from './chart';

/** Property under which a fake event (or the fake input) lists the guards that pass for it. */
export const GUARD_FLAGS = '__guards';

/** A traversal event: a real type, a payload, and the guard names that hold while it is handled. */
export type FakeEvent = EventObject & { [GUARD_FLAGS]: readonly string[] };

/** A value every property chain can be read from (`output.user.id`), serialised as `{}`. */
export function fakeValue(target: Record<string, unknown> = {}): Record<string, unknown> {
  const proxy: Record<string, unknown> = new Proxy(target, {
    get: (t, key) => {
      if (typeof key === 'symbol' || key === 'then' || key === 'toJSON') return undefined;
      return key in t ? t[key] : proxy;
    },
  });
  return proxy;
}

/** The guard names that pass for an event (or for the `xstate.init` event through its input). */
export function guardFlags(event: unknown): readonly string[] {
  const e = event as { [GUARD_FLAGS]?: readonly string[]; input?: { [GUARD_FLAGS]?: readonly string[] } };
  return e[GUARD_FLAGS] ?? e.input?.[GUARD_FLAGS] ?? [];
}

function payload(type: string): Record<string, unknown> {
  if (type.startsWith('xstate.done.actor.')) return { output: fakeValue() };
  if (type.startsWith('xstate.error.actor.')) return { error: new Error('x') };
  return {};
}

/**
 * One event per way a transition can be chosen: for every event type in the machine (domain events,
 * `xstate.done.actor.*`, `xstate.error.actor.*`, `xstate.after.*`) one variant per guarded candidate with
 * that guard passing, plus one with no guard passing (the fallback).
 */
export function deriveEvents(chart: Chart): FakeEvent[] {
  const guardsByType = new Map<string, Set<string>>();
  for (const state of allStates(chart.root)) {
    for (const edge of state.edges) {
      if (edge.kind === 'always' || edge.eventType === '*') continue;
      const guards = guardsByType.get(edge.eventType) ?? new Set<string>();
      if (edge.guard) guards.add(edge.guard);
      guardsByType.set(edge.eventType, guards);
    }
  }
  return [...guardsByType].flatMap(([type, guards]) =>
    [[], ...[...guards].map((g) => [g])].map(
      (flags) => fakeValue({ type, ...payload(type), [GUARD_FLAGS]: flags }) as FakeEvent,
    ),
  );
}

/** Inputs to start from: none passing, then each guard of an eventless transition passing at start. */
export function deriveInputs(chart: Chart): Record<string, unknown>[] {
  const initialGuards = new Set<string>();
  const visit = (s: ChartState) => {
    for (const e of s.edges) if (e.kind === 'always' && e.guard) initialGuards.add(e.guard);
    s.children.forEach(visit);
  };
  visit(chart.root);
  return [[], ...[...initialGuards].map((g) => [g])].map((flags) => fakeValue({ [GUARD_FLAGS]: flags }));
}

/**
 * The machine as the traversal runs it: named guards answer from the event's flags, named actions do
 * nothing (context stays put, so states are told apart by value) and actors are inert.
 */
export function traversalMachine(machine: AnyStateMachine, chart: Chart): AnyStateMachine {
  const actors = Object.fromEntries(Object.keys(machine.implementations.actors).map((n) => [n, inertActor]));
  const guardNames = new Set(Object.keys(machine.implementations.guards));
  for (const s of allStates(chart.root)) for (const e of s.edges) if (e.guard) guardNames.add(e.guard);
  const guards = Object.fromEntries(
    [...guardNames].map((name) => [
      name,
      ({ event }: { event: EventObject }) => guardFlags(event).includes(name),
    ]),
  );
  const actions = Object.fromEntries(Object.keys(machine.implementations.actions).map((n) => [n, () => {}]));
  return machine.provide({ guards, actions, actors } as never);
}

const inertActor = fromCallback(() => undefined);
