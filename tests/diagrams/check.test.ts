import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { compareOutputs, generate, writeOutputs } from '../../scripts/diagrams/outputs';
import { copyDir, probeSource, removeTempMachines, tempMachines } from './fixtures/temp-machines';

const run = promisify(execFile);
const TIMEOUT = 60_000;

const beaconSource = `import { setup } from 'xstate';

/** Fixture: a second flow added later. */
export const beaconMachine = setup({ delays: { statusPoll: 5_000 } }).createMachine({
  id: 'beacon',
  description: 'Blinks until stopped.',
  initial: 'on',
  states: { on: { after: { statusPoll: 'off' } }, off: { on: { 'beacon.start': 'on' } } },
});
`;

afterAll(removeTempMachines);

describe('npm run diagrams:check', () => {
  it(
    'passes right after generating',
    async () => {
      const { machines, out } = tempMachines({ 'probe/probe.machine.ts': probeSource });
      writeOutputs(await generate(machines), out);
      expect(compareOutputs(await generate(machines), out)).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    'fails and names the stale files when a machine changes',
    async () => {
      const before = tempMachines({ 'probe/probe.machine.ts': probeSource });
      writeOutputs(await generate(before.machines), before.out);
      const edited = probeSource.replace('probeTimeout: 4_000', 'probeTimeout: 6_000');
      const after = tempMachines({ 'probe/probe.machine.ts': edited });

      const problems = compareOutputs(await generate(after.machines), before.out);
      expect(problems).toEqual(
        expect.arrayContaining(['differs: probe.svg', 'differs: probe.mmd', 'differs: README.md']),
      );
      expect(problems).not.toContain('differs: probe.paths.md');
    },
    TIMEOUT,
  );

  it(
    'reports missing and extra files',
    async () => {
      const { machines, out } = tempMachines({ 'probe/probe.machine.ts': probeSource });
      const outputs = await generate(machines);
      writeOutputs(new Map([...outputs].filter(([name]) => name !== 'probe.mmd')), out);
      writeOutputs(new Map([['old.svg', '<svg/>']]), out);
      expect(compareOutputs(outputs, out)).toEqual(['missing: probe.mmd', 'extra: old.svg']);
    },
    TIMEOUT,
  );

  it(
    'exits 1 from the command line and lists the stale file',
    async () => {
      const before = tempMachines({ 'probe/probe.machine.ts': probeSource });
      const after = tempMachines({ 'probe/probe.machine.ts': probeSource.replace("'busy'", "'loading'") });
      const cli = (machines: string, ...flags: string[]) =>
        run(resolve('node_modules/.bin/tsx'), [
          'scripts/diagrams/main.ts',
          '--machines',
          machines,
          '--out',
          before.out,
          ...flags,
        ]);
      await cli(before.machines);
      await expect(cli(before.machines, '--check')).resolves.toMatchObject({
        stdout: expect.stringContaining('up to date'),
      });
      const failed = await cli(after.machines, '--check').catch(
        (error: { code: number; stderr: string }) => error,
      );
      expect(failed).toMatchObject({ code: 1, stderr: expect.stringContaining('differs: probe.svg') });
    },
    TIMEOUT,
  );
});

describe('machine discovery', () => {
  it(
    'documents a new machine file without any list to update',
    async () => {
      const first = tempMachines({ 'probe/probe.machine.ts': probeSource });
      writeOutputs(await generate(first.machines), first.out);
      const second = tempMachines({
        'probe/probe.machine.ts': probeSource,
        'beacon/beacon.machine.ts': beaconSource,
      });
      copyDir(first.out, second.out);

      const outputs = await generate(second.machines);
      expect([...outputs.keys()]).toEqual(
        expect.arrayContaining(['beacon.svg', 'beacon.mmd', 'beacon.paths.md']),
      );
      expect(compareOutputs(outputs, second.out)).toEqual(
        expect.arrayContaining(['missing: beacon.svg', 'missing: beacon.mmd', 'differs: README.md']),
      );
      writeOutputs(outputs, second.out);
      const index = readFileSync(join(second.out, 'README.md'), 'utf8');
      expect(index).toContain('| [beacon](#beacon) | Blinks until stopped. |');
      expect(index).toContain('## beacon');
      expect(index).toContain('`statusPoll`: 5000 ms');
      expect(index).toContain('![beacon](beacon.svg)');
      expect(index).toContain('Source: `machines/beacon/beacon.machine.ts`');
      expect(readFileSync(join(second.out, 'beacon.paths.md'), 'utf8')).toContain('1. start → on\n');
      expect(readFileSync(join(second.out, 'beacon.paths.md'), 'utf8')).toContain(
        'start → on → after statusPoll → off',
      );
      expect(existsSync(join(second.out, 'beacon.svg'))).toBe(true);
    },
    TIMEOUT,
  );
});
