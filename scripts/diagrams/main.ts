import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { compareOutputs, generate, writeOutputs } from './outputs';

/** `npm run diagrams [-- --check] [--machines <dir>] [--out <dir>]`: writes or checks docs/statecharts. */
export async function main(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      check: { type: 'boolean', default: false },
      machines: { type: 'string', default: 'machines' },
      out: { type: 'string', default: 'docs/statecharts' },
    },
  });
  const outDir = resolve(values.out);
  const outputs = await generate(resolve(values.machines));
  if (!values.check) {
    writeOutputs(outputs, outDir);
    console.log(`diagrams: wrote ${outputs.size} files to ${values.out}`);
    return 0;
  }
  const problems = compareOutputs(outputs, outDir);
  if (!problems.length) {
    console.log(`diagrams: ${outputs.size} files in ${values.out} are up to date`);
    return 0;
  }
  console.error(`diagrams: ${values.out} is stale; run \`npm run diagrams\`:`);
  for (const p of problems) console.error(`  ${p}`);
  return 1;
}

process.exitCode = await main(process.argv.slice(2));
