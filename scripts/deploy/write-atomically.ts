import { randomBytes } from 'node:crypto';
import { closeSync, mkdirSync, openSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A temporary name beside `target` that nobody can know in advance. A predictable one (the pid, a counter)
 * lets anyone who can write the served folder plant a link under it and have the deploy write through the
 * link, wherever it points.
 */
function temporaryNameFor(target: string): string {
  return path.join(path.dirname(target), `.${path.basename(target)}.${randomBytes(16).toString('hex')}.tmp`);
}

/**
 * Writes `bytes` to `target` through a new temporary file renamed into place: a reader gets the old file or
 * the new one, never half of one. The temporary file is created exclusively (`wx`): should anything already
 * be at its name, the write fails instead of following it.
 */
export function writeAtomically(target: string, bytes: string | Buffer): void {
  mkdirSync(path.dirname(target), { recursive: true });
  const temporary = temporaryNameFor(target);
  const descriptor = openSync(temporary, 'wx');
  try {
    try {
      writeFileSync(descriptor, bytes);
    } finally {
      closeSync(descriptor);
    }
    renameSync(temporary, target);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}
