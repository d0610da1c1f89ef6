import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';

/** Another live process has the embedded database open. */
export class DataDirBusyError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by process ${pid || '(starting)'}, probably the server. ` +
        'PGlite serves one process at a time: stop the server first, or set DATABASE_URL to use PostgreSQL, ' +
        'which any number of processes can share.',
    );
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the lock file of a PGlite data directory, holding this process id, and returns its release. PGlite itself
 * does not notice a second process opening the same directory (both would write the same files), so the server
 * and the operator CLI take this lock first. A lock whose process is gone (a crash) is taken over.
 */
export function lockDataDir(lockFile: string, dataDir: string): () => void {
  for (let attempt = 0; attempt < 3; attempt++) {
    let fd: number;
    try {
      fd = openSync(lockFile, 'wx');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readHolder(lockFile));
      // an empty file is a lock being written by a process that just created it
      if (!holder || holder === process.pid || isAlive(holder)) throw new DataDirBusyError(dataDir, holder);
      unlinkQuietly(lockFile);
      continue;
    }
    writeSync(fd, String(process.pid));
    closeSync(fd);
    return () => {
      if (readHolder(lockFile) === String(process.pid)) unlinkQuietly(lockFile);
    };
  }
  throw new DataDirBusyError(dataDir, 0);
}

function readHolder(lockFile: string): string {
  try {
    return readFileSync(lockFile, 'utf8').trim();
  } catch {
    return '';
  }
}

function unlinkQuietly(file: string): void {
  try {
    unlinkSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}
