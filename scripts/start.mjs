// `npm start`: builds the site when the build is missing or older than its sources, then runs the server.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { register } from 'tsx/esm/api';

const root = path.resolve(import.meta.dirname, '..');
const built = path.join(root, 'dist/client/index.html');
const sources = ['index.html', 'vite.config.ts', 'lingui.config.ts', 'src', 'public'];

function newestMtime(target) {
  const full = path.join(root, target);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(full, { withFileTypes: true })) {
    if (entry.name === 'server' || entry.name === 'messages.ts' || entry.name === 'routeTree.gen.ts')
      continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

const stale = !existsSync(built) || sources.some((s) => newestMtime(s) > statSync(built).mtimeMs);
if (stale && process.env.SKIP_BUILD !== '1') {
  console.log('Building the site…');
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}
register();
await import('../src/server/main.ts');
