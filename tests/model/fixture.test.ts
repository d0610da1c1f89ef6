import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { deadMachine } from './fixtures/machines/dead/dead.machine';
import { modelConfig as deadModel } from './fixtures/machines/dead/dead.model';
import { hostMachine } from './fixtures/machines/host/host.machine';
import { modelConfig as hostModel } from './fixtures/machines/host/host.model';
import { tickerMachine } from './fixtures/machines/ticker/ticker.machine';
import { modelConfig as tickerModel } from './fixtures/machines/ticker/ticker.model';
import { discover, passes, testAll, testMachine, writeReport } from './harness';

const root = resolve(import.meta.dirname, 'fixtures/machines');
const knock = 'dead.shut --door.knock[isNever]--> (internal)';

describe('model harness on fixture machines', () => {
  it('reports a machine that is only a folder with a .machine.ts and a .model.ts', async () => {
    expect(discover(root).map((e) => e.flow)).toEqual(['dead', 'host', 'ticker', 'timer']);
    const reports = await testAll(root);
    const file = join(mkdtempSync(join(tmpdir(), 'model-')), 'model.json');
    writeReport(reports, file);
    const json = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    expect(Object.keys(json)).toEqual(['dead', 'host', 'ticker', 'timer']);
    const timer = reports.find((r) => r.id === 'timer');
    expect(timer?.failures).toEqual([]);
    expect(json.timer).toEqual({
      states: { covered: 8, total: 8 },
      transitions: { covered: 11, total: 11 },
      paths: timer?.paths,
    });
    expect(timer && passes(timer)).toBe(true);
  });

  it('fails below 100 % unless the missing transition is listed, with a reason, as unreachable', async () => {
    const report = await testMachine(deadMachine, deadModel);
    expect(report.transitions).toEqual({ covered: 1, total: 2 });
    expect(report.uncoveredTransitions).toEqual([knock]);
    expect(passes(report)).toBe(false);

    const excused = await testMachine(deadMachine, {
      ...deadModel,
      unreachable: { [knock]: 'isNever never passes' },
    });
    expect(passes(excused)).toBe(true);

    const stale = await testMachine(deadMachine, {
      ...deadModel,
      unreachable: { [knock]: 'isNever never passes', 'dead.shut --door.open--> dead.open': 'wrong' },
    });
    expect(stale.staleUnreachable).toEqual(['dead.shut --door.open--> dead.open']);
    expect(passes(stale)).toBe(false);
  });

  it('fails a path whose run breaks: here an action the model does not provide', async () => {
    const report = await testMachine(deadMachine, {});
    expect(report.failures).toEqual([expect.stringContaining('ring not provided')]);
    expect(passes(report)).toBe(false);
  });

  it('fires one timer per delayed step, and counts depth only in steps that change the snapshot', async () => {
    // a 5 s poll step that moved the clock would also fire the 1 s tick beside it; and the three nudges the
    // guard turns away before the starting one must not use up the model's maxDepth of 3
    const report = await testMachine(tickerMachine, tickerModel);
    expect(report.failures).toEqual([]);
    expect(report.transitions).toEqual({ covered: 5, total: 5 });
    expect(passes(report)).toBe(true);
  });

  it('sends snapshot events of onSnapshot, and restarts a child with a systemId on every visit', async () => {
    const report = await testMachine(hostMachine, hostModel);
    expect(report.failures).toEqual([]);
    expect(report.transitions).toEqual({ covered: 3, total: 3 });
    expect(passes(report)).toBe(true);
  });
});
