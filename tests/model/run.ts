import {
  createActor,
  fromPromise,
  SimulatedClock,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
} from 'xstate';
import type { ModelConfig } from './model-config';
import { serializeState, type ModelPath } from './paths';
import { transitionKey, type TransitionLike } from './static';

/** What the runs took: state node ids and transition keys. */
export interface Trace {
  states: Set<string>;
  transitions: Set<string>;
}

export interface RunEnv {
  /** The machine with the model's `provide` applied. */
  machine: AnyStateMachine;
  config: ModelConfig;
  /** Sources the harness fakes: their invocations wait until a path settles them. */
  fakedSources: readonly string[];
}

interface Settle {
  resolve: (output: unknown) => void;
  reject: (error: unknown) => void;
}

const ACTOR_EVENT = /^xstate\.(done|error)\.actor\.(.+)$/;
const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

function record(trace: Trace, snapshot: AnyMachineSnapshot, taken: readonly TransitionLike[] = []) {
  for (const node of snapshot._nodes) trace.states.add(node.id);
  for (const t of taken) {
    trace.transitions.add(transitionKey(t));
    trace.states.add(t.source.id); // a transient (`always`) state shows up only as a source
    for (const target of t.target ?? []) trace.states.add(target.id);
  }
}

function describeEvent(event: EventObject): string {
  const { type, ...rest } = event;
  const json = JSON.stringify(rest);
  if (json === '{}') return type;
  return `${type} ${json.length > 80 ? `${json.slice(0, 77)}...` : json}`;
}

/** A readable path for failure messages. */
export function describePath(path: ModelPath): string {
  const input = path.input === undefined ? '' : `input ${JSON.stringify(path.input)}: `;
  return (
    input +
    path.steps
      .slice(1)
      .map((s) => describeEvent(s.event))
      .join(' → ')
  );
}

/**
 * Runs one path against a real actor (fake actors, a simulated clock that never moves): settles invocations or
 * sends the event of each step, and after each step compares the actor with the model's expected snapshot.
 */
export async function runPath(env: RunEnv, path: ModelPath, trace: Trace): Promise<void> {
  const pending = new Map<string, Settle>();
  const fake = fromPromise<unknown, unknown>(
    ({ self }) => new Promise((resolve, reject) => pending.set(self.id, { resolve, reject })),
  );
  const logic = env.machine.provide({
    actors: Object.fromEntries(env.fakedSources.map((src) => [src, fake])),
  });
  // no timer fires by itself: delayed transitions are path steps (see `deliver`)
  const clock = new SimulatedClock();
  const errors: unknown[] = [];
  const actor = createActor(logic, {
    clock,
    input: path.input,
    inspect: (ev) => {
      // only the machine under test: it is the one actor of the system without a parent
      if (ev.type === '@xstate.microstep' && !(ev.actorRef as AnyActorRef)._parent) {
        record(trace, ev.snapshot as AnyMachineSnapshot, ev._transitions as unknown as TransitionLike[]);
      }
    },
  });
  actor.subscribe({ error: (error) => errors.push(error) });
  try {
    actor.start();
    for (const [i, step] of path.steps.entries()) {
      if (i > 0) deliver(actor, pending, step.event);
      await flush();
      const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
      if (errors.length) throw errors[0];
      record(trace, snapshot);
      const [actual, expected] = [serializeState(snapshot), serializeState(step.state)];
      if (actual !== expected) {
        throw new Error(`after ${describeEvent(step.event)}: model expects ${expected}, actor is ${actual}`);
      }
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`path ${describePath(path)}\n  ${message}`, { cause: error });
  } finally {
    actor.stop();
  }
}

/**
 * Delivers one step. A delayed transition's step (`xstate.after.<delay>.<state>`) is sent as the event its timer
 * would send, and the clock stays put: the graph takes that one transition, while moving the clock would also fire
 * every other timer due by then (the countdown of a parallel region beside a poll, say) and part from the model.
 */
function deliver(actor: AnyActorRef, pending: Map<string, Settle>, event: EventObject) {
  const settled = ACTOR_EVENT.exec(event.type);
  if (settled) {
    const id = settled[2] ?? '';
    const settle = pending.get(id);
    if (!settle) throw new Error(`invoked actor '${id}' is not running or is not faked by the harness`);
    pending.delete(id);
    const payload = event as EventObject & { output?: unknown; error?: unknown };
    if (settled[1] === 'done') settle.resolve(payload.output);
    else settle.reject(payload.error);
  } else {
    actor.send(event);
  }
}
