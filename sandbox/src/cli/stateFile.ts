/**
 * `mock --estado <archivo>`: the store kept in a file across restarts. The file is read once at start (a corrupt
 * or foreign file is refused in one Spanish line and left untouched) and written after changes, at most once per
 * tick of SAVE_DELAY_MS and once more when the server stops, each time to a temporary file renamed over it, so a
 * crash never leaves half a file.
 */
import {existsSync, readFileSync, renameSync, writeFileSync} from 'node:fs';
import type {StatefulSandbox} from '../state';
import {StateError} from '../state';
import {CliError} from './webhooks';

export const SAVE_DELAY_MS = 200;

/** Restores the store from the file; false when there is no file yet (the store is then seeded as new). */
export function loadStateFile(sandbox: StatefulSandbox, file: string): boolean {
  if (!existsSync(file)) return false;
  let saved: unknown;
  try {
    saved = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new CliError(`No se usa ${file}: no es JSON válido (${(error as Error).message}). El archivo queda como estaba.`);
  }
  try {
    sandbox.restore(saved);
    return true;
  } catch (error) {
    if (error instanceof StateError) throw new CliError(`No se usa ${file}: ${error.message}. El archivo queda como estaba.`);
    throw error;
  }
}

export function keepStateInFile(sandbox: StatefulSandbox, file: string): {flush(): void} {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    const partial = `${file}.${process.pid}.tmp`;
    writeFileSync(partial, JSON.stringify(sandbox.store.save()));
    renameSync(partial, file);
  };
  sandbox.store.onChange = () => {
    timer ??= setTimeout(flush, SAVE_DELAY_MS);
  };
  flush();
  return {flush};
}
