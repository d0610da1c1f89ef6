import { resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { discover, formatTable, load, passes, testMachine, writeReport, type MachineReport } from './harness';

const entries = discover(resolve(import.meta.dirname, '../../machines'));
const reports: MachineReport[] = [];

describe('model-based path tests of machines/', () => {
  it('finds the machines', () => {
    expect(entries.map((e) => e.flow)).toContain('session');
  });

  for (const entry of entries) {
    it(`${entry.flow}: every path passes, 100 % states and transitions`, async () => {
      const { machine, config } = await load(entry);
      const report = await testMachine(machine, config);
      reports.push(report);
      expect(report.failures.slice(0, 5)).toEqual([]);
      expect({
        uncoveredStates: report.uncoveredStates,
        uncoveredTransitions: report.uncoveredTransitions,
        staleUnreachable: report.staleUnreachable,
      }).toEqual({ uncoveredStates: [], uncoveredTransitions: [], staleUnreachable: [] });
      expect(passes(report)).toBe(true);
    });
  }

  afterAll(() => {
    reports.sort((a, b) => a.id.localeCompare(b.id));
    console.log(`\nModel-based path coverage\n${formatTable(reports)}\n`);
    writeReport(reports, resolve(import.meta.dirname, '../../coverage/model.json'));
  });
});
