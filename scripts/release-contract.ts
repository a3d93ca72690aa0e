/**
 * Makes a release of the contract: the eight specs as they are now, bundled into
 * changelog/releases/<date>-<name>/ with its release.json. Run it when a contract change ships.
 * Usage: npm run release:contract -- --name "Nombre" --summary "Qué cambia, en español" [--date AAAA-MM-DD]
 */
import path from 'node:path';
import {parseArgs} from 'node:util';
import {makeRelease} from '../lib/changelog/makeRelease';
import {ReleaseError} from '../lib/changelog/releases';
import {repoRoot} from '../lib/paths';
import {SpecError} from '../lib/openapi/types';

const USAGE = 'Uso: npm run release:contract -- --name "Nombre de la versión" --summary "Resumen en español" [--date AAAA-MM-DD]';

async function main(): Promise<number> {
  let values: {name?: string; summary?: string; date?: string};
  try {
    ({values} = parseArgs({options: {name: {type: 'string'}, summary: {type: 'string'}, date: {type: 'string'}}}));
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  if (!values.name || !values.summary) {
    console.error(`Faltan --name o --summary.\n${USAGE}`);
    return 2;
  }
  const date = values.date ?? new Date().toISOString().slice(0, 10);
  try {
    const folder = await makeRelease({name: values.name, summary: values.summary, date});
    console.log(`Versión creada en ${path.relative(repoRoot, folder)}. Añádela al commit que publica el cambio del contrato.`);
    return 0;
  } catch (error) {
    if (error instanceof ReleaseError || error instanceof SpecError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
}

main().then((code) => process.exit(code));
