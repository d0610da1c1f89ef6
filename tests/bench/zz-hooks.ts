// experiment: CPU per request of GET /healthz (api host) on the product server vs a bare Fastify
import { spawn } from 'node:child_process';
import { processCpuMs } from './cpu';
import { drive } from './drive';
import { pgliteStore, serverEnv } from './harness';
import { createApiClient } from '../support/api-client';
import { startServerProcess, stopServerProcess } from '../support/server-process';
const store = await pgliteStore();
const server = await startServerProcess(serverEnv(store));
const bare = spawn(process.execPath, ['-e', `
const Fastify = require('fastify'); const app = Fastify({ logger: false });
app.get('/healthz', async () => ({ status: 'ok' }));
app.listen({ host: '127.0.0.1', port: 0 }).then((a) => console.log('listening ' + new URL(a).port));`], { stdio: ['ignore', 'pipe', 'inherit'] });
const barePort: number = await new Promise((r) => bare.stdout!.on('data', (d) => { const m = String(d).match(/listening (\d+)/); if (m) r(Number(m[1])); }));
for (const [label, port, pid] of [['product', server.port, server.child.pid!], ['bare', barePort, bare.pid!], ['product', server.port, server.child.pid!], ['bare', barePort, bare.pid!]] as const) {
  const client = createApiClient(() => port, 16);
  let c0 = 0;
  const r = await drive({ concurrency: 16, warmupSeconds: 2, seconds: 4, op: async () => (await client.request({ method: 'GET', path: '/healthz' })).status === 200,
    window: { opened: () => { c0 = processCpuMs(pid); }, closed: () => { c0 = processCpuMs(pid) - c0; } } });
  console.log(label, Math.round(r.perSecond), '/s', (c0 / r.ops * 1000).toFixed(1), 'µs CPU/request');
  client.close();
}
bare.kill(); await stopServerProcess(server); await store.dispose();
