import { spawn } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dataDir = mkdtempSync(path.join(tmpdir(), 'casino-main-'));
const children: ReturnType<typeof spawn>[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** Runs `src/server/main.ts start` as `npm start` would and waits for its URLs. */
function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts', 'start'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  const started = new Promise<number>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const port = output.match(/Site\s+http:\/\/localhost:(\d+)/)?.[1];
      if (port) resolve(Number(port));
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`exited ${code}: ${output}`)));
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { child, started, exited, output: () => output };
}

/** A GET with an explicit Host header, which fetch does not allow. */
function get(port: number, urlPath: string, host: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: urlPath, headers: { host } }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

describe('server process', () => {
  it('serves the API on an embedded database and drains on SIGTERM', async () => {
    const server = startServer({});
    const port = await server.started;
    const res = await get(port, '/geo_ip', `api.localhost:${port}`);
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toMatchObject({ data: { country_code: 'RU' } });
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 60_000);

  it('refuses to start with a clear message for a bad variable', async () => {
    const server = startServer({ PORT: 'abc' });
    await expect(server.started).rejects.toThrow(/PORT/);
    expect(await server.exited).toBe(1);
  }, 30_000);
});
