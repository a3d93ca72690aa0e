/**
 * Every request a guide shows runs against the local mock, as a reader runs it: the guide's `bash`
 * blocks, in the page's order, in one shell, so the variables a block sets (PEOPLE_URL, DOCUMENT_ID,
 * SIGNER_TOKEN…) are there for the next one. API_BASE_URL and API_KEY are the reader's own settings, so the
 * test sets them (the mock and a key) and drops the lines where a guide assigns them. Every `curl` goes
 * through a wrapper that runs /usr/bin/curl and stops the guide at the first answer outside 2xx, naming
 * the call and the mock's answer. A guide whose call no longer matches the contract fails here.
 *
 * Blocks with no `curl` that do more than assign variables (`npm run mock`, `npx …`) are commands about the
 * portal's own tooling, not API calls: they are skipped, and the test says how many.
 */
import assert from 'node:assert/strict';
import {execFile} from 'node:child_process';
import {copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, describe, test} from 'node:test';
import {promisify} from 'node:util';
import {curlPath} from '../../config/systemTools';
import {repoRoot} from '../../lib/paths';
import {mockForSuite} from './suiteMock';

const run = promisify(execFile);
const API_KEY = 'llave-de-prueba-guias';
/** The guides with requests, by docs path. */
const GUIDES = [
  'primeros-pasos.mdx',
  'autenticacion.md',
  'guias/firma.md',
  'guias/verificacion.md',
  'guias/flujo-completo.mdx',
  'webhooks.mdx',
  'workflows/introduccion.md',
  'herramientas/servidor-de-pruebas.mdx',
];
const workDir = mkdtempSync(path.join(tmpdir(), 'guias-'));
after(() => rmSync(workDir, {recursive: true, force: true}));

/** The body of each ```bash block of a Markdown page, in order. */
function bashBlocks(markdown: string): string[] {
  return [...markdown.matchAll(/^```(?:bash|sh|shell)[^\n]*\n([\s\S]*?)^```/gm)].map((match) => match[1]);
}

const ASSIGNMENT = /^\s*(?:export\s+)?[A-Z_][A-Z0-9_]*=/;

/** A block the test runs: it calls the API, or it only sets variables the next blocks read. */
function runnable(block: string): boolean {
  const lines = block.split('\n').filter((line) => line.trim() && !line.trim().startsWith('#'));
  return /\bcurl\s/.test(block) || (lines.length > 0 && lines.every((line) => ASSIGNMENT.test(line)));
}

/** The reader sets API_BASE_URL and API_KEY for their own account: the test's values stand. */
function withoutReaderSettings(block: string): string {
  return block
    .split('\n')
    .filter((line) => !/^\s*(?:export\s+)?(?:API_BASE_URL|API_KEY)=/.test(line))
    .join('\n');
}

/**
 * `curl` as the guide calls it, through /usr/bin/curl, stopping at the first status outside 2xx. The body goes to
 * stdout as curl prints it (a guide may read it: `PERSON_ID=$(curl … | jq -r '.result.id')`), the call's mark to
 * stderr.
 */
const PRELUDE = `set -eo pipefail
salida_guia=$(mktemp)
curl() {
  local estado
  estado=$(${curlPath} "$@" --silent --show-error --max-time 30 --output "$salida_guia" --write-out '%{http_code}') || {
    echo "curl no pudo completar la llamada: $*" >&2; exit 1; }
  case "$estado" in
    2??) echo "LLAMADA $estado" >&2; cat "$salida_guia" ;;
    *) echo "La llamada respondió $estado: $*" >&2; head -c 1500 "$salida_guia" >&2; echo >&2; exit 1 ;;
  esac
}
`;

/** The files a block uploads (`-F "template=@contrato.pdf;type=…"`), made from the portal's sample files. */
function createUploads(script: string): void {
  for (const [, file, extension] of script.matchAll(/=@([\w.-]+\.(\w+))/g)) {
    const sample = path.join(repoRoot, 'static', 'muestras', `muestra.${extension}`);
    try {
      copyFileSync(sample, path.join(workDir, file));
    } catch {
      writeFileSync(path.join(workDir, file), 'contenido de prueba\n');
    }
  }
}

describe('guías: cada petición que muestran responde 2xx en el servidor de pruebas', () => {
  const mock = mockForSuite({state: true});
  const figures: string[] = [];
  after(() => {
    if (figures.length > 0) console.log(`guías: llamadas con respuesta 2xx por guía: ${figures.join(', ')}`);
  });

  // The guides' 2xx only proves something if the mock would refuse what the contract refuses: a call
  // without the key, a body without its required fields, an INE model EFGH without cic.
  test('el servidor de pruebas rechaza lo que el contrato rechaza', async () => {
    const {url: mockUrl} = mock();
    const person = {national_id: 'HEGJ850101HDFRRN00', name: 'Juan', first_lastname: 'Hernández', second_lastname: 'García'};
    const post = (url: string, body: unknown, headers: Record<string, string>) =>
      fetch(`${mockUrl}${url}`, {method: 'POST', headers: {'Content-Type': 'application/json', ...headers}, body: JSON.stringify(body)});
    assert.equal((await post('/onboarding/people', person, {})).status, 401, 'una llamada sin llave');
    assert.equal((await post('/onboarding/people', {}, {'Rem-Apikey': API_KEY})).status, 422, 'un cuerpo sin sus campos obligatorios');
    const ine = '/verification/test/validate?webhook=https%3A%2F%2Ftu-backend.example.com%2Fwebhooks%2Fine';
    assert.equal((await post(ine, {type: 'EFGH', ocr: '1234567890123'}, {'x-api-key': API_KEY})).status, 422, 'INE EFGH sin cic');
  });

  for (const guide of GUIDES) {
    test(`docs/${guide}`, async () => {
      const {url: mockUrl} = mock();
      const blocks = bashBlocks(readFileSync(path.join(repoRoot, 'docs', guide), 'utf8'));
      const kept = blocks.filter(runnable);
      assert.ok(
        kept.some((block) => /\bcurl\s/.test(block)),
        `${guide} no tiene llamadas con curl`,
      );
      const script = PRELUDE + kept.map(withoutReaderSettings).join('\n');
      createUploads(script);
      const file = path.join(workDir, `${guide.replace(/\W+/g, '-')}.sh`);
      writeFileSync(file, script);
      try {
        const {stderr} = await run('/bin/bash', [file], {cwd: workDir, env: {...process.env, API_BASE_URL: mockUrl, API_KEY}});
        const calls = stderr.split('\n').filter((line) => line.startsWith('LLAMADA 2')).length;
        assert.ok(calls > 0, `${guide}: ninguna llamada se ejecutó`);
        figures.push(`${guide} ${calls} (${blocks.length - kept.length} bloques de herramientas omitidos)`);
      } catch (error) {
        const {stderr = '', message} = error as {stderr?: string; message: string};
        assert.fail(`${guide}: una llamada de la guía no cumple el contrato:\n${stderr || message}`);
      }
    });
  }
});
