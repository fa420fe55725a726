// Keeps two processes off one PGlite directory: PGlite takes no lock of its
// own, and two writers would corrupt the database. Runs in Node.
// Invariant: a lock whose process is gone is stale and is taken over.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/** Beside the directory, not in it: PGlite wants its data directory to itself. */
const lockFile = (dataDir: string): string => `${resolve(dataDir)}.lock`;

/** Directories this process holds; the pid file cannot tell two of our own opens apart. */
const heldHere = new Set<string>();

function holder(dataDir: string): number | null {
  if (heldHere.has(lockFile(dataDir))) return process.pid;
  try {
    const pid = Number(readFileSync(lockFile(dataDir), 'utf8'));
    if (!Number.isInteger(pid) || pid === process.pid) return null;
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}

/** Takes the lock or throws, naming the process that holds it. Returns the release function. */
export function lockDataDir(dataDir: string): () => void {
  const pid = holder(dataDir);
  if (pid !== null) {
    throw new Error(
      `The database in ${dataDir} is in use by process ${pid} (npm start?). Stop it first, or set LOCAL_DB=memory.`,
    );
  }
  const file = lockFile(dataDir);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, String(process.pid));
  heldHere.add(file);
  const release = () => {
    heldHere.delete(file);
    rmSync(file, { force: true });
    process.off('exit', release);
  };
  // Vite's servers call process.exit() on SIGTERM before an async close could finish.
  process.on('exit', release);
  return release;
}
