import { mkdir, open, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { UnavailableError } from '../errors.ts';

/** True when a process with this pid is alive (signal 0 only checks). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes `<dir>/LOCK` for this process. NeDB keeps a whole folder in memory and
 * rewrites it on compaction, so two processes on one folder would lose writes:
 * the second one is refused with a message naming the holder. A lock left by a
 * process that died (SIGKILL, power loss) is taken over.
 */
const heldHere = new Set<string>();

export async function lockFolder(dir: string): Promise<() => Promise<void>> {
  await mkdir(dir, { recursive: true });
  const file = join(dir, 'LOCK');
  if (heldHere.has(file)) throw new UnavailableError(`The data folder ${dir} is already open in this process`);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(file, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      heldHere.add(file);
      let released = false;
      return async () => {
        if (released) return;
        released = true;
        heldHere.delete(file);
        await rm(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number((await readFile(file, 'utf8').catch(() => '')).trim());
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && alive(holder)) {
        throw new UnavailableError(`The data folder ${dir} is in use by process ${holder}; stop it or choose another MITICS_DATA_DIR`);
      }
      await rm(file, { force: true });
    }
  }
  throw new UnavailableError(`Could not lock the data folder ${dir}`);
}
