/**
 * Examples that look like the real thing (issue 51, item 5):
 * - every host an example names, in a URL or an e-mail address, is reserved for examples (lib/openapi/exampleHosts.ts):
 *   in every source file of openapi/, in the published specs (code samples included), in each operation's Markdown
 *   twin (the text of `/openapi/<id>.md` and llms-full.txt) and in the Postman collections' requests and responses;
 * - every multipart body has an example naming a file of the kind the part takes (`contrato.pdf`, `ine_frente.jpg`,
 *   `certificado-fiel.cer`), with its required parts filled, and the code samples send those files with the type
 *   their extension names.
 */
import assert from 'node:assert/strict';
import {mkdtempSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';
import {services} from '../../config/services';
import {siteSettings} from '../../config/site';
import {realLookingHosts} from '../../lib/openapi/exampleHosts';
import {documentedOperations} from '../../lib/openapi/operations';
import {repoRoot} from '../../lib/paths';
import {resolveRef} from '../../lib/openapi/refs';
import type {OpenApiDocument, SpecNode} from '../../lib/openapi/types';
import {operationViewMarkdown} from '../../plugins/ai-docs/operationViewMarkdown';
import {postmanCollection} from '../../plugins/ai-docs/postmanCollection';
import {listAdmits, multipartParts, typeOfFileName} from '../../plugins/api-reference/codeSamples/request';
import {publishSpec} from '../../plugins/api-reference/publishSpec';
import {serviceView} from '../../plugins/api-reference/viewModel/service';

const downloadsDir = mkdtempSync(path.join(os.tmpdir(), 'example-hosts-'));
const published = new Map<string, OpenApiDocument>();

before(async () => {
  for (const service of services) published.set(service.id, await publishSpec(service, downloadsDir, siteSettings.apiBaseUrl));
});
after(() => rmSync(downloadsDir, {recursive: true, force: true}));

/** The spec's source files: every YAML under openapi/ but the provenance records, which quote the product spec. */
function sourceFiles(): string[] {
  const root = path.join(repoRoot, 'openapi');
  return readdirSync(root, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.yaml') && path.basename(file) !== 'provenance.yaml')
    .map((file) => path.join(root, file));
}

const found = (where: string, text: string) => realLookingHosts(text).map((host) => `${where}: ${host}`);

describe('ningún dominio que parezca real en los ejemplos', () => {
  test('los archivos de openapi/', () => {
    const files = sourceFiles();
    assert.ok(files.length > 500, `se leyeron muy pocos archivos (${files.length})`);
    assert.deepEqual(
      files.flatMap((file) => found(path.relative(repoRoot, file), readFileSync(file, 'utf8'))),
      [],
    );
  });

  test('las especificaciones publicadas (con sus ejemplos de código), los gemelos Markdown y Postman', async () => {
    const problems: string[] = [];
    for (const service of services) {
      const spec = published.get(service.id)!;
      problems.push(...found(`${service.id}.json`, JSON.stringify(spec)));
      for (const view of serviceView(service, spec).operations)
        problems.push(...found(`gemelo ${service.id} ${view.operationId}`, operationViewMarkdown(view, 2).join('\n')));
      const collection = (await postmanCollection(spec)) as unknown as {item: unknown[]};
      problems.push(...found(`Postman ${service.id}`, JSON.stringify(collection.item)));
    }
    assert.deepEqual(problems, []);
  });
});

describe('los ejemplos de carga envían archivos del tipo que toma la operación', () => {
  test('cada cuerpo multipart tiene ejemplo, con sus partes obligatorias y archivos con nombre del tipo de la parte', () => {
    const problems: string[] = [];
    let bodies = 0;
    for (const service of services) {
      const spec = published.get(service.id)!;
      const views = new Map(serviceView(service, spec).operations.map((view) => [view.operationId, view]));
      for (const {operation} of documentedOperations(spec)) {
        const media = resolveRef<SpecNode>(spec, resolveRef(spec, operation.requestBody)?.content?.['multipart/form-data']);
        if (!media) continue;
        bodies += 1;
        const label = `${service.id} ${operation.operationId}`;
        const example = (media.example ?? Object.values<SpecNode>(media.examples ?? {})[0]?.value) as Record<string, unknown> | undefined;
        if (!example) {
          problems.push(`${label}: el cuerpo multipart no tiene ejemplo`);
          continue;
        }
        const parts = multipartParts(spec, media);
        const curl = views
          .get(operation.operationId)
          ?.requestBody?.contents.find((content) => content.form)
          ?.form?.curlLines.join('\n');
        for (const part of parts) {
          const value = example[part.name];
          if (part.required && value === undefined) problems.push(`${label}: el ejemplo no llena la parte obligatoria ${part.name}`);
          if (!part.file || value === undefined) continue;
          for (const fileName of Array.isArray(value) ? value : [value]) {
            const type = typeof fileName === 'string' ? typeOfFileName(fileName) : undefined;
            if (!type) problems.push(`${label} ${part.name}: «${String(fileName)}» no es un nombre de archivo con una extensión conocida`);
            else if (part.contentTypes && !listAdmits(part.contentTypes, type))
              problems.push(`${label} ${part.name}: ${String(fileName)} (${type}) no es de los tipos que acepta (${part.contentTypes})`);
          }
          const sent = Array.isArray(value) ? value[0] : value;
          if (!curl?.includes(`${part.name}=@${String(sent)};type=${typeOfFileName(String(sent))}`))
            problems.push(`${label} ${part.name}: el cURL no envía ${String(sent)} con su tipo`);
        }
        // A body whose only file is one alternative of a value (a text or an image) may send the text.
        if (parts.some((part) => part.file) && !parts.some((part) => part.file && example[part.name] !== undefined))
          problems.push(`${label}: el ejemplo no envía ningún archivo`);
      }
    }
    assert.ok(bodies >= 30, `se revisaron muy pocos cuerpos multipart (${bodies})`);
    assert.deepEqual(problems, []);
  });
});
