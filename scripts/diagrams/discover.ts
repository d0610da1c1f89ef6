import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnyStateMachine } from 'xstate';
import type { ModelConfig } from './paths';

/** A machine found under the machines root, with the file it came from and its optional model config. */
export interface FoundMachine {
  machine: AnyStateMachine;
  file: string;
  model?: ModelConfig;
}

/** Whether a module export is an XState machine (a StateMachine: it has a root StateNode and `transition`). */
export function isMachine(value: unknown): value is AnyStateMachine {
  const v = value as { root?: unknown; transition?: unknown } | null;
  return typeof v === 'object' && v !== null && !!v.root && typeof v.transition === 'function';
}

/** `machines/*\/*.machine.ts` under a root, sorted so the output order does not depend on the file system. */
export function machineFiles(root: string): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) =>
      readdirSync(join(root, d.name))
        .filter((f) => f.endsWith('.machine.ts'))
        .map((f) => join(root, d.name, f)),
    )
    .sort();
}

async function loadModel(machineFile: string): Promise<ModelConfig | undefined> {
  const modelFile = machineFile.replace(/\.machine\.ts$/, '.model.ts');
  if (!existsSync(modelFile)) return undefined;
  try {
    const mod = (await import(pathToFileURL(modelFile).href)) as { modelConfig?: ModelConfig };
    return mod.modelConfig;
  } catch (error) {
    // The model config is optional: without it the events are derived from the machine itself.
    console.warn(`diagrams: ${modelFile} not loaded (${(error as Error).message}); events derived instead`);
    return undefined;
  }
}

/** Imports every machine module under the root and keeps each exported machine once, by id. */
export async function discoverMachines(root: string): Promise<FoundMachine[]> {
  const found = new Map<string, FoundMachine>();
  for (const file of machineFiles(root)) {
    const mod = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    const model = await loadModel(file);
    for (const value of Object.values(mod)) {
      if (!isMachine(value)) continue;
      const seen = found.get(value.id);
      if (seen && seen.machine !== value) {
        console.warn(
          `diagrams: machine id "${value.id}" in ${relative(root, file)} is already taken; skipped`,
        );
      }
      if (!seen) found.set(value.id, { machine: value, file, ...(model ? { model } : {}) });
    }
  }
  return [...found.values()];
}
