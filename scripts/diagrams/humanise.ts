import type { StateValue } from 'xstate';

/** `fetchingUser` → "fetching user", `payInPrompt` → "pay in prompt". */
export function words(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
}

/** A state value in words: `{ authenticated: 'idle' }` → "authenticated / idle"; parallel leaves joined by "+". */
export function humaniseState(value: StateValue): string {
  const leaves = (v: StateValue): string[][] =>
    typeof v === 'string'
      ? [[v]]
      : Object.entries(v).flatMap(([key, child]) =>
          child === undefined || (typeof child === 'object' && !Object.keys(child).length)
            ? [[key]]
            : leaves(child).map((rest) => [key, ...rest]),
        );
  return leaves(value)
    .map((path) => path.map(words).join(' / '))
    .join(' + ');
}

/**
 * An event type in words: `session.login` → "session login", `xstate.done.actor.<id>` → "<src> succeeded",
 * `xstate.error.actor.<id>` → "<src> failed", `xstate.after.<delay>.<state>` → "after <delay>".
 */
export function humaniseEvent(type: string, sources: ReadonlyMap<string, string>): string {
  if (type === 'xstate.init') return 'start';
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type);
  if (actor)
    return `${words(sources.get(actor[2]!) ?? actor[2]!)} ${actor[1] === 'done' ? 'succeeded' : 'failed'}`;
  const after = /^xstate\.after\.([^.]+)\./.exec(type);
  if (after) return `after ${after[1]}`;
  const stateDone = /^xstate\.done\.state\.(.+)$/.exec(type);
  if (stateDone) return `${words(stateDone[1]!.split('.').pop()!)} finished`;
  return type.split('.').map(words).join(' ');
}
