import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU time spent by processes, read from Linux's /proc: on a busy machine the wall-clock rate says little, but the
 * CPU a transfer costs does not depend on who else is running, so it predicts the rate of a quiet machine.
 */

const TICK_MS = 10; // USER_HZ is 100 on every Linux we run on

/** The fields of /proc/<pid>/stat after the command name, or null when it cannot be read (gone, or not Linux). */
function statFields(pid: number): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // the command name may hold spaces and parentheses; the fields after its closing parenthesis do not
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/** utime + stime of a process in ms, or NaN when it cannot be read (gone, or not Linux). */
export function processCpuMs(pid: number): number {
  const fields = statFields(pid);
  return fields ? (Number(fields[11]) + Number(fields[12])) * TICK_MS : Number.NaN;
}

/** cutime + cstime: the CPU ms of the children a process has waited for (a postmaster's ended backends). */
function reapedChildrenCpuMs(pid: number): number {
  const fields = statFields(pid);
  return fields ? (Number(fields[13]) + Number(fields[14])) * TICK_MS : Number.NaN;
}

function parentOf(pid: number): number {
  const fields = statFields(pid);
  return fields ? Number(fields[1]) : -1;
}

/**
 * CPU ms of a process and its direct children (a PostgreSQL postmaster and its backends), those that ended included:
 * without them, an autovacuum worker ending inside a window would take its whole life's CPU off the window's.
 */
export function familyCpuMs(pid: number): number {
  let total = processCpuMs(pid) + reapedChildrenCpuMs(pid);
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return Number.NaN;
  }
  for (const entry of entries) {
    const child = Number(entry);
    if (Number.isInteger(child) && parentOf(child) === pid) total += processCpuMs(child) || 0;
  }
  return total;
}

/** This process's own CPU ms (user + system). */
export function ownCpuMs(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
}
