import { describe, expect, it } from 'vitest';
import { stripMachineDescriptions } from '../../../scripts/strip-machine-descriptions';

const source = `
import { setup } from 'xstate';
export const offer = { description: 'a bonus text the page shows' };
export const m = setup({}).createMachine({
  id: 'm',
  description: 'The root — what it does, in “words”.',
  initial: 'a',
  states: {
    a: { description: \`Waits.\`, on: { go: 'b' } },
    b: { type: 'final', description: 'Done.' },
  },
});
`;

describe('stripMachineDescriptions', () => {
  it('removes the descriptions of the machine config and nothing else', () => {
    const out = stripMachineDescriptions(source, 'm.machine.ts')!.code;
    expect(out).not.toMatch(/The root|Waits\.|Done\./);
    expect(out).toContain("description: 'a bonus text the page shows'");
    const config = new Function(
      'setup',
      `${out.replace(/^import.*$/m, '').replace(/export /g, '')}; return m;`,
    );
    const created = config(() => ({ createMachine: (c: unknown) => c }));
    expect(created).toEqual({
      id: 'm',
      initial: 'a',
      states: { a: { on: { go: 'b' } }, b: { type: 'final' } },
    });
  });

  it('leaves a file without machine descriptions as it is', () => {
    expect(stripMachineDescriptions("export const x = { description: 'kept' };", 'x.machine.ts')).toBeNull();
  });
});
