/**
 * Makes a release of the contract: the eight specs as they are now, bundled into
 * changelog/releases/<date>-<title>/ with its release.json and its note (the draft changelog/borrador.md,
 * which it consumes). Run it when a contract change ships.
 * Usage: npm run release:contract -- --title "Título" [--date AAAA-MM-DD]
 */
import path from 'node:path';
import {parseArgs} from 'node:util';
import {makeRelease} from '../lib/changelog/makeRelease';
import {ReleaseError} from '../lib/changelog/releases';
import {repoRoot} from '../lib/paths';
import {SpecError} from '../lib/openapi/types';

const USAGE = 'Uso: npm run release:contract -- --title "Título de la versión" [--date AAAA-MM-DD] (la nota es changelog/borrador.md)';

async function main(): Promise<number> {
  let values: {title?: string; date?: string};
  try {
    ({values} = parseArgs({options: {title: {type: 'string'}, date: {type: 'string'}}}));
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  if (!values.title) {
    console.error(`Falta --title.\n${USAGE}`);
    return 2;
  }
  const date = values.date ?? new Date().toISOString().slice(0, 10);
  try {
    const folder = await makeRelease({title: values.title, date});
    console.log(
      `Versión creada en ${path.relative(repoRoot, folder)} con la nota de changelog/borrador.md. Añádela al commit que publica el cambio del contrato.`,
    );
    return 0;
  } catch (error) {
    if (error instanceof ReleaseError || error instanceof SpecError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
}

// exitCode, not exit(): a long report piped to another program must be written out whole first.
main().then((code) => {
  process.exitCode = code;
});
