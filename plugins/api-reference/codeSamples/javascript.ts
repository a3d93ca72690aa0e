import type {SampleRequest} from './request';

const quote = (text: string): string => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;

/** A template literal: the reader's base URL from the environment, then the rest as written. */
function baseUrlTemplate(envVar: string, rest: string): string {
  const escaped = rest.replace(/[\\`]/g, (character) => `\\${character}`).replace(/\$\{/g, '\\${');
  return `\`\${process.env.${envVar}}${escaped}\``;
}

function indent(text: string, spaces: number): string {
  return text.replace(/\n/g, `\n${' '.repeat(spaces)}`);
}

/** Node 18+ (global fetch, FormData and Blob); an ES module so `await` works at the top level. */
export function javascriptSample(request: SampleRequest): string {
  const imports: string[] = [];
  const before: string[] = [];
  const headers: string[] = [];
  if (request.credential) {
    const {header, prefix, envVar} = request.credential;
    headers.push(`${quote(header)}: ${prefix ? `${quote(prefix)} + ` : ''}process.env.${envVar}`);
  }
  for (const [name, value] of request.headers) headers.push(`${quote(name)}: ${quote(value)}`);
  let body = '';
  if (request.body?.kind === 'json') {
    headers.push(`'Content-Type': 'application/json'`);
    body = `  body: JSON.stringify(${indent(JSON.stringify(request.body.value, null, 2), 2)}),\n`;
  } else if (request.body?.kind === 'multipart') {
    before.push('const form = new FormData();');
    for (const field of request.body.fields) {
      if (field.kind === 'text') before.push(`form.append(${quote(field.name)}, ${quote(field.value)});`);
      else {
        before.push(
          `form.append(${quote(field.name)}, new Blob([await readFile(${quote(field.path)})], {type: ${quote(field.contentType)}}), ${quote(field.path)});`,
        );
      }
    }
    if (request.body.fields.some((field) => field.kind === 'file')) imports.push('readFile');
    // fetch writes the multipart Content-Type with its boundary itself.
    body = '  body: form,\n';
  }
  const after: string[] = [];
  switch (request.response.kind) {
    case 'json':
      after.push('console.log(response.status, await response.json());');
      break;
    case 'text':
      after.push('console.log(response.status, await response.text());');
      break;
    case 'empty':
      after.push('console.log(response.status);');
      break;
    case 'file':
      imports.push('writeFile');
      after.push(
        `await writeFile(${quote(request.response.path)}, Buffer.from(await response.arrayBuffer()));`,
        `console.log(response.status, ${quote(`guardado en ${request.response.path}`)});`,
      );
      break;
  }
  const lines: string[] = [];
  if (imports.length > 0) lines.push(`import {${imports.join(', ')}} from 'node:fs/promises';`, '');
  if (before.length > 0) lines.push(...before, '');
  lines.push(
    `const response = await fetch(${baseUrlTemplate(request.base.envVar, request.base.relativeUrl)}, {\n` +
      `  method: ${quote(request.method)},\n` +
      `  headers: {\n${headers.map((header) => `    ${header},\n`).join('')}  },\n` +
      body +
      '});',
  );
  lines.push(...after);
  return lines.join('\n');
}
