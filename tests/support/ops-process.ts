import { spawn } from 'node:child_process';
import { runCli } from '../../src/server/ops/cli';

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

/**
 * Runs the operator CLI in this process (`runCli`, what `npm run ops` runs) with `env` on top of this process's
 * environment, DATABASE_URL dropped as `runOps` does; a process per command cost the suite two seconds each.
 */
export async function runOpsHere(env: Record<string, string>, ...args: string[]): Promise<OpsResult> {
  const cliEnv: Record<string, string | undefined> = { ...process.env, ...env };
  delete cliEnv.DATABASE_URL;
  let stdout = '';
  let stderr = '';
  const code = await runCli(args, cliEnv, {
    out: (line) => (stdout += `${line}\n`),
    err: (line) => (stderr += `${line}\n`),
  });
  return { code, stdout, stderr };
}
