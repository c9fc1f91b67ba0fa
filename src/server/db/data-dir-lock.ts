import fs from 'node:fs';

// One process at a time may open an embedded database folder: PGlite has no locking of its own,
// and two processes writing the same folder corrupt it (a second `npm start` in another terminal
// on another PORT would do it). The lock is a file beside the folder holding the owner's process
// id; a file left by a process that is gone (killed, crashed) is taken over.

export class DataDirInUseError extends Error {}

const heldHere = new Set<string>();

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the folder's lock or throws DataDirInUseError; returns its release (also run at exit). */
export function lockDataDir(dir: string): () => void {
  const file = `${dir}.lock`;
  if (heldHere.has(file)) throw new DataDirInUseError(`The embedded database in ${dir} is already open in this process`);
  for (;;) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number.parseInt(fs.readFileSync(file, 'utf8'), 10);
    // Our own id in the file is a previous run's (a restarted container gets the same id again).
    if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isRunning(holder)) {
      throw new DataDirInUseError(
        `The embedded database in ${dir} is open in another process (pid ${holder}), another copy of Lotus perhaps. ` +
          `Stop it, or give this one its own folder: DATA_DIR=./data2 npm start (if no such process is running, delete ${file}).`,
      );
    }
    fs.rmSync(file, { force: true });
  }
  heldHere.add(file);
  const release = () => {
    if (!heldHere.delete(file)) return;
    process.off('exit', release);
    try {
      if (fs.readFileSync(file, 'utf8') === String(process.pid)) fs.rmSync(file, { force: true });
    } catch {
      // Already gone.
    }
  };
  process.on('exit', release);
  return release;
}
