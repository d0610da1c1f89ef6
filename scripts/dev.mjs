// `npm run dev`: the API server (restarted on change) and the Vite dev server with hot reload, side by side.
import { spawn } from 'node:child_process';

const port = process.env.PORT ?? '8080';
const children = [
  spawn('npx', ['tsx', 'watch', 'src/server/main.ts', 'start'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: port },
  }),
  spawn('npx', ['vite'], {
    stdio: 'inherit',
    env: { ...process.env, VITE_API_URL: process.env.VITE_API_URL ?? `http://api.localhost:${port}` },
  }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && process.exit(code));
