import { runCli } from './cli';

// the operator CLI, `npm run ops -- <command>` (cli.ts)
const code = await runCli(process.argv.slice(2), process.env, {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
});
process.exit(code);
