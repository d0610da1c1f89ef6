import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';

/**
 * A holder id for this process's job runner: host and process id say where it runs; the random suffix tells apart two
 * lives of a process that got the same pid (a container's pid 1) in the run history.
 */
export function processHolder(): string {
  return `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
}
