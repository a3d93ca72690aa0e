/**
 * `npm run changelog` and `npm run release:contract` in a temporary copy of the repository: an edited
 * spec prints its changes, breaking first, and whether the draft note explains them; a release takes
 * the draft as its note, and refuses a draft that leaves a breaking change out or a release with
 * nothing new; a malformed release fails with the file, the field and the reason, in Spanish and
 * without a stack trace.
 */
import assert from 'node:assert/strict';
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
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
  test('prints the unreleased changes of an edited spec, grouped by API, breaking first, and whether the draft explains them', () => {
    const copy = tempCopy();
    try {
      const before = runChangelog(copy);
      assert.equal(before.status, 0, before.output);
      // Main is the latest release, or it differs with its draft note (the spec test asks for one).
      assert.match(before.output, /Sin cambios en el contrato respecto a la versión «[^»]+»|changelog\/borrador\.md explica estos cambios\./);

      const file = 'openapi/people/components/schemas/CreateBankDataInput.yaml';
      copy.edit(file, '    pattern: ^\\d{18}$\n', '');
      copy.edit(file, '  bank:\n    type: string\n    maxLength: 255', '  bank:\n    type: string\n    maxLength: 100');
      const {status, output} = runChangelog(copy);
      assert.equal(status, 0, output);
      assert.match(output, /^Cambios sin publicar respecto a la versión «[^»]+» \(\d{4}-\d{2}-\d{2}\): \d+ rompen? compatibilidad/m);
      // People's block: breaking changes first, then the others.
      const people = /^People \([\s\S]*?(?=^\S|$(?![\s\S]))/m.exec(output)?.[0] ?? '';
      const breaking = people.indexOf('  Rompe compatibilidad:');
      const compatible = people.indexOf('  Compatible:');
      assert.ok(breaking > 0 && compatible > breaking, people.slice(0, 2000));
      assert.match(output, /Cambió la longitud máxima de `bank` en el cuerpo de la petición: de 255 a 100\. Motivo: /);
      assert.match(output, /Se eliminó el patrón `\^\\d\{18\}\$` de `clabe` en el cuerpo de la petición\./);
      // The draft does not name the operation that now breaks.
      assert.match(output, /(Falta la nota de la próxima versión: escríbela en changelog\/borrador\.md|no nombra People POST \/person-bank-data \(createBankData\))/);
    } finally {
      copy.dispose();
    }
  });

  test('release:contract turns the draft into the release note; afterwards nothing is unreleased', () => {
    const copy = tempCopy();
    try {
      copy.edit('openapi/people/components/schemas/CreateBankDataInput.yaml', '  bank:\n    type: string\n    maxLength: 255', '  bank:\n    type: string\n    maxLength: 100');
      const release = (title: string) =>
        copy.run(process.execPath, ['--import', 'tsx', 'scripts/release-contract.ts', '--title', title, '--date', '2099-01-01']);
      const draft = path.join(copy.dir, 'changelog', 'borrador.md');
      const existing = existsSync(draft) ? readFileSync(draft, 'utf8') : '';
      // A draft that does not name the operation that breaks is refused, and stays.
      writeFileSync(draft, `${existing || 'Una versión de prueba.'}\n\nCambia People.\n`);
      const refused = release('Versión de prueba');
      assert.equal(refused.status, 1, refused.output);
      assert.match(refused.output, /borrador\.md: no explica todo lo que cambia: .*no nombra People POST \/person-bank-data \(createBankData\)/);
      assert.ok(existsSync(draft));
      writeFileSync(draft, `${existing || 'Una versión de prueba.'}\n\nEn People, \`POST /person-bank-data\` acepta como mucho 100 caracteres en \`bank\`.\n`);
      const made = release('Versión de prueba');
      assert.equal(made.status, 0, made.output);
      const folder = path.join(copy.dir, 'changelog', 'releases', '2099-01-01-version-de-prueba');
      assert.match(readFileSync(path.join(folder, 'nota.md'), 'utf8'), /`POST \/person-bank-data` acepta como mucho 100 caracteres/);
      assert.deepEqual(JSON.parse(readFileSync(path.join(folder, 'release.json'), 'utf8')), {title: 'Versión de prueba', date: '2099-01-01'});
      assert.ok(!existsSync(draft), 'the draft became the note');
      const after = runChangelog(copy);
      assert.match(after.output, /Sin cambios en el contrato respecto a la versión «Versión de prueba» \(2099-01-01\)\./);
      // Another release with nothing new is refused.
      writeFileSync(draft, 'Nada nuevo.\n');
      const empty = release('Otra');
      assert.equal(empty.status, 1, empty.output);
      assert.match(empty.output, /no hay cambios en el contrato respecto a la versión «Versión de prueba»/);
      assert.doesNotMatch(refused.output + empty.output, /\n\s+at /);
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
