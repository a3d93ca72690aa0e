/**
 * `npm run changelog` in a temporary copy of the repository: unchanged specs print that nothing
 * changed; an edited spec prints its changes, breaking first; a malformed release fails with the
 * file, the field and the reason, in Spanish and without a stack trace.
 */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {runDocusaurusBuild, tempCopy} from './tempCopy';

const runChangelog = (copy: ReturnType<typeof tempCopy>) => copy.run(process.execPath, ['--import', 'tsx', 'scripts/changelog.ts']);

describe('una versión del contrato mal formada', () => {
  test('hace fallar el build con el archivo, el campo y el motivo', () => {
    const copy = tempCopy();
    try {
      copy.edit('changelog/releases/2026-11-25-contrato-inicial/people.json', '"openapi": "3.1.0"', '"openapi": 3');
      const {status, output} = runDocusaurusBuild(copy);
      assert.notEqual(status, 0, output);
      assert.match(
        output,
        /changelog\/releases\/2026-11-25-contrato-inicial\/people\.json: el campo «openapi» debe ser la versión de OpenAPI \(3\.x\)/,
      );
    } finally {
      copy.dispose();
    }
  });
});

describe('npm run changelog', () => {
  test('prints the unreleased changes of an edited spec, grouped by API, breaking first', () => {
    const copy = tempCopy();
    try {
      // Main already differs from the first release, so the copy first releases its own contract.
      const release = copy.run(process.execPath, [
        '--import',
        'tsx',
        'scripts/release-contract.ts',
        '--name',
        'Versión de prueba',
        '--summary',
        'El contrato de la copia.',
        '--date',
        '2099-01-01',
      ]);
      assert.equal(release.status, 0, release.output);
      const before = runChangelog(copy);
      assert.equal(before.status, 0, before.output);
      assert.match(before.output, /Sin cambios en el contrato respecto a la versión «Versión de prueba» \(2099-01-01\)\./);

      const file = 'openapi/people/components/schemas/CreateBankDataInput.yaml';
      copy.edit(file, '    pattern: ^\\d{18}$\n', '');
      copy.edit(file, '  bank:\n    type: string\n    maxLength: 255', '  bank:\n    type: string\n    maxLength: 100');
      const {status, output} = runChangelog(copy);
      assert.equal(status, 0, output);
      assert.match(output, /^Cambios sin publicar respecto a la versión «Versión de prueba» \(2099-01-01\): \d+ rompen? compatibilidad/m);
      assert.match(output, /^People \(/m);
      const breaking = output.indexOf('Rompen compatibilidad:');
      const compatible = output.indexOf('Compatibles:');
      assert.ok(breaking > 0 && compatible > breaking, output);
      assert.match(output, /Cambió la longitud máxima de `bank` en el cuerpo de la petición: de 255 a 100\. Motivo: /);
      assert.match(output, /Se eliminó el patrón `\^\\d\{18\}\$` de `clabe` en el cuerpo de la petición\./);
    } finally {
      copy.dispose();
    }
  });

  test('a malformed release fails with the file, the field and the reason, without a stack trace', () => {
    const copy = tempCopy();
    try {
      copy.edit('changelog/releases/2026-11-25-contrato-inicial/release.json', '"date": "2026-11-25"', '"date": "25 de noviembre"');
      const {status, output} = runChangelog(copy);
      assert.equal(status, 1, output);
      assert.match(
        output,
        /changelog\/releases\/2026-11-25-contrato-inicial\/release\.json: el campo «date» debe ser una fecha AAAA-MM-DD válida, no «25 de noviembre»\./,
      );
      assert.doesNotMatch(output, /\n\s+at /);
    } finally {
      copy.dispose();
    }
  });
});
