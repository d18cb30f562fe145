import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite has no lock of its own: two processes on one data directory corrupt it. We take an
 * exclusive lock file holding our pid; a lock left by a dead process is taken over.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const file = path.join(dataDir, 'faktura.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(file, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(file, 'utf8') === String(process.pid)) fs.unlinkSync(file);
        } catch {
          /* already gone */
        }
      };
      process.once('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(fs.readFileSync(file, 'utf8'));
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder)) {
        throw new DataDirLockedError(
          `The embedded database in ${dataDir} is already in use by another Faktura server (pid ${holder}). ` +
            'Stop that server first, or set DATA_DIR to another directory, or DATABASE_URL to a PostgreSQL server.',
        );
      }
      fs.unlinkSync(file); // stale lock of a process that is gone
    }
  }
  throw new DataDirLockedError(`Could not lock ${dataDir}`);
}
