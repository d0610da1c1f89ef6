import { spawn } from 'node:child_process';

export type OpsResult = { code: number | null; stdout: string; stderr: string };

/**
 * Runs the operator CLI as `npm run ops -- …` does (tsx on src/server/ops/main.ts) with `env` on top of this
 * process's environment; an inherited DATABASE_URL is dropped, so the CLI opens the store `env` names.
 */
export function runOps(env: Record<string, string>, ...args: string[]): Promise<OpsResult> {
  const childEnv: Record<string, string | undefined> = { ...process.env, ...env };
  delete childEnv.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/ops/main.ts', ...args], {
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}
