import { fromCallback, type AnyStateMachine, type EventObject } from 'xstate';
import { allStates, type Chart } from './chart';
import { fakeValue } from './fake-events';

/**
 * The parts of an optional `machines/<flow>/<flow>.model.ts` `modelConfig` (shared with the path-test
 * harness in tests/model) that the diagrams use. Read structurally: the diagrams do not import the harness.
 */
export interface ModelConfig {
  provide?: Record<string, Record<string, unknown> | undefined>;
  inputs?: readonly unknown[];
  /** Payload cases without `type`, keyed by event type or by `xstate.done.actor.<src>` for every invoke of src. */
  events?: Readonly<Record<string, readonly object[] | undefined>>;
  maxDepth?: number;
}

/** An event with its case number when its type has several payload cases (shown as "(case 2)"). */
export type CaseEvent = EventObject & { __case?: number };

function fallback(type: string): object[] {
  if (type.startsWith('xstate.done.actor.')) return [{ output: fakeValue() }];
  if (type.startsWith('xstate.error.actor.')) return [{ error: new Error('x') }];
  return [{}];
}

/** Events of every transition type in the chart, with the model's payload cases where it has them. */
export function modelEvents(
  chart: Chart,
  model: ModelConfig,
  sources: ReadonlyMap<string, string>,
): CaseEvent[] {
  const types = new Set<string>();
  for (const s of allStates(chart.root)) {
    for (const e of s.edges) {
      if (e.kind !== 'always' && e.kind !== 'stateDone' && e.eventType !== '*') types.add(e.eventType);
    }
  }
  return [...types].flatMap((type) => {
    const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type);
    const bySrc = actor
      ? model.events?.[`xstate.${actor[1]}.actor.${sources.get(actor[2]!) ?? actor[2]}`]
      : undefined;
    const cases = model.events?.[type] ?? bySrc ?? fallback(type);
    return cases.map((payload, i) => ({ ...payload, type, ...(cases.length > 1 ? { __case: i + 1 } : {}) }));
  });
}

/** The machine with the model's `provide` and every other actor inert (the traversal settles invokes itself). */
export function modelMachine(machine: AnyStateMachine, model: ModelConfig): AnyStateMachine {
  const given = model.provide?.actors ?? {};
  const actors = Object.fromEntries(
    Object.keys(machine.implementations.actors).map((n) => [n, given[n] ?? fromCallback(() => undefined)]),
  );
  return machine.provide({ ...model.provide, actors } as never);
}
