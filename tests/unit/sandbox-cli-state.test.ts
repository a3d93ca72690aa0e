/**
 * The CLI's state controls given bad input: each answers one Spanish line (a CliError, which the process prints
 * without a stack) and changes nothing: an unknown `estado` subcommand, no server on the port, a port that is not
 * one, `--estado` without a file, and `--estado` with `--sin-estado`.
 */
import assert from 'node:assert/strict';
import {createServer} from 'node:net';
import {describe, test} from 'node:test';
import {CliError, runCli} from '../../sandbox/src/cli/main';

const context = {models: [], program: 'identia-sandbox', out: () => {}, err: () => {}};
const refusal = async (argv: string[], pattern: RegExp) => {
  await assert.rejects(runCli(argv, context), (error: Error) => {
    assert.ok(error instanceof CliError, `${argv.join(' ')}: ${error.message}`);
    assert.match(error.message, pattern);
    assert.doesNotMatch(error.message, /\n\s+at /);
    return true;
  });
};

/** A loopback port nobody listens on: taken from the system, then released. */
const closedPort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const {port} = probe.address() as {port: number};
      probe.close(() => resolve(port));
    });
  });

describe('identia-sandbox estado y las opciones de estado de mock', () => {
  test('un subcomando desconocido de estado se rechaza nombrando los dos que existen', async () => {
    await refusal(['estado', 'quitar'], /^Usa «estado ver» o «estado borrar»; se recibió: quitar/);
  });

  test('sin servidor en el puerto, y un puerto que no es un número', async () => {
    const port = await closedPort();
    await refusal(['estado', 'ver', '--port', String(port)], new RegExp(`^No hay un servidor de pruebas en el puerto ${port}\\.`));
    await refusal(['estado', '--port', 'cuatro'], /^Puerto inválido: "cuatro"/);
  });

  test('--estado sin archivo, y --estado con --sin-estado', async () => {
    await refusal(['mock', '--estado', ''], /^--estado necesita el nombre de un archivo/);
    await refusal(['mock', '--estado', 'estado.json', '--sin-estado'], /^--estado y --sin-estado se excluyen/);
  });
});
