import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {findService} from '../../config/services';
import {docToMarkdown} from '../../plugins/ai-docs/docToMarkdown';
import {documentedOperations} from '../../lib/openapi/operations';
import {demoteHeadings, openapiToMarkdown, operationToMarkdown} from '../../plugins/ai-docs/openapiToMarkdown';
import {llmsTxt} from '../../plugins/ai-docs/llmsTxt';
import {markdownTwinPath} from '../../lib/twinPath';

const keepLinks = (target: string) => target;

describe('gemelos en Markdown', () => {
  test('la ruta del gemelo es la de la página más .md, con index.md para una carpeta', () => {
    assert.equal(markdownTwinPath('/docs/autenticacion'), '/docs/autenticacion.md');
    assert.equal(markdownTwinPath('/docs/'), '/docs/index.md');
    assert.equal(markdownTwinPath('/docs/workflows/sdks/flutter'), '/docs/workflows/sdks/flutter.md');
  });

  test('el front matter se vuelve título y resumen; los imports de MDX desaparecen', () => {
    const markdown = docToMarkdown({
      title: 'Primeros pasos',
      description: 'Tu primera llamada.',
      source:
        "---\ntitle: Primeros pasos\ndescription: x\n---\n\nimport Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\nTexto.\n",
      rewriteLink: keepLinks,
    });
    assert.equal(markdown, '# Primeros pasos\n\n> Tu primera llamada.\n\nTexto.\n');
  });

  test('cada pestaña se vuelve una sección con su etiqueta, un nivel debajo del encabezado anterior', () => {
    const source = [
      '## 2. Haz tu primera llamada',
      '',
      '<Tabs groupId="lenguaje">',
      '<TabItem value="curl" label="curl" default>',
      '',
      '```bash',
      'curl "$URL"',
      '```',
      '',
      '</TabItem>',
      "<TabItem value='node' label='Node.js'>",
      '',
      '```js',
      "import fs from 'node:fs';",
      '```',
      '',
      '</TabItem>',
      '</Tabs>',
    ].join('\n');
    const markdown = docToMarkdown({title: 'T', source, rewriteLink: keepLinks});
    assert.match(markdown, /^### curl$/m);
    assert.match(markdown, /^### Node\.js$/m);
    assert.match(markdown, /^import fs from 'node:fs';$/m, 'un import dentro de un bloque de código es código, no MDX');
    assert.doesNotMatch(markdown, /Tab/);
  });

  test('los avisos se vuelven citas con su tipo en español y su título', () => {
    const source = ':::warning[La llave solo vive en tu servidor]\nNo la compartas.\n:::\n\n:::tip\nUn consejo.\n:::\n';
    const markdown = docToMarkdown({title: 'T', source, rewriteLink: keepLinks});
    assert.match(markdown, /^> \*\*Advertencia: La llave solo vive en tu servidor\*\*\n>\n> No la compartas\.$/m);
    assert.match(markdown, /^> \*\*Consejo\*\*\n>\n> Un consejo\.$/m);
    assert.doesNotMatch(markdown, /:::/);
  });

  test('un componente solo en su línea (interactivo, sin forma en Markdown) no llega al gemelo', () => {
    const source =
      "import CaptureCheck from '@site/src/components/CaptureCheck';\n\nToca el botón.\n\n<CaptureCheck />\n\n```jsx\n<CaptureCheck />\n```\n";
    const markdown = docToMarkdown({title: 'T', source, rewriteLink: keepLinks});
    assert.equal(markdown, '# T\n\nToca el botón.\n\n```jsx\n<CaptureCheck />\n```\n');
  });

  test('los enlaces pasan por el reescritor, salvo dentro de código en línea', () => {
    const markdown = docToMarkdown({
      title: 'T',
      source: 'Ver [Autenticación](./autenticacion.md#llave) y `[x](./y.md)`.\n',
      rewriteLink: (target) => target.replace('./autenticacion.md', '/docs/autenticacion.md'),
    });
    assert.match(markdown, /\[Autenticación\]\(\/docs\/autenticacion\.md#llave\) y `\[x\]\(\.\/y\.md\)`/);
  });
});

const lexiSpec = () => ({
  openapi: '3.1.0',
  info: {title: 'API de Lexi', version: '1.0.0'},
  servers: [{url: 'https://api.example/lexi'}],
  security: [{RemApikey: []}],
  tags: [{name: 'Acuerdos', description: 'Búsqueda de acuerdos.'}],
  components: {securitySchemes: {RemApikey: {type: 'apiKey', in: 'header', name: 'Rem-Apikey'}}},
  paths: {
    '/search/agreements': {
      post: {
        tags: ['Acuerdos'],
        operationId: 'searchAgreements',
        summary: 'Buscar acuerdos',
        description: 'Busca acuerdos judiciales por nombre.',
        parameters: [{name: 'page', in: 'query', schema: {type: 'integer'}, description: 'Página.'}],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {type: 'object', required: ['query'], properties: {query: {type: 'string', description: 'Nombre.'}}},
              example: {query: 'Juan'},
            },
          },
        },
        responses: {'200': {description: 'Acuerdos encontrados.', content: {'application/json': {example: {success: true}}}}},
      },
    },
  },
  webhooks: {
    agreementFound: {
      post: {operationId: 'agreementFound', summary: 'Recibir acuerdo encontrado', responses: {'200': {description: 'Recibido.'}}},
    },
  },
});

describe('APIs en Markdown', () => {
  test('cada operación y cada webhook tiene su gemelo, encabezado por su resumen y con su página', () => {
    const service = findService('lexi')!;
    const spec = lexiSpec();
    const operations = documentedOperations(spec);
    assert.deepEqual(
      operations.map((operation) => [operation.method, operation.pathOrName, operation.isWebhook]),
      [
        ['post', '/search/agreements', false],
        ['post', 'agreementFound', true],
      ],
    );
    const markdown = operationToMarkdown(service, spec, operations[0]!);
    assert.ok(markdown.startsWith('# Buscar acuerdos\n'), markdown.slice(0, 60));
    assert.match(markdown, /\[\/docs\/api\/lexi\/search-agreements\]\(\/docs\/api\/lexi\/search-agreements\)/);
    assert.match(markdown, /^\*\*Servidores:\*\* `https:\/\/api\.example\/lexi`$/m);
    assert.match(markdown, /^`POST \/search\/agreements`$/m);
    assert.match(markdown, /^\| `query` \| `string` \| sí \| {2}\| Nombre\. \|$/m);
    assert.doesNotMatch(markdown, /^### Buscar acuerdos/m);
    const webhook = operationToMarkdown(service, spec, operations[1]!);
    assert.match(webhook, /^> Webhook que envía la API de Lexi/m);
  });

  test('/llms.txt enlaza cada operación por su gemelo, con enlaces relativos a su propia URL', () => {
    const service = findService('lexi')!;
    const text = llmsTxt({
      title: 'Portal',
      summary: 'Resumen.',
      basePath: '',
      guides: [
        {
          title: 'Autenticación',
          description: 'Llaves.',
          permalink: '/docs/autenticacion',
          markdownPath: '/docs/autenticacion.md',
          markdown: '',
        },
      ],
      apis: [
        {
          service,
          servers: ['https://api.example/lexi'],
          markdown: '',
          operations: [{title: 'Buscar acuerdos', request: 'POST /search/agreements', markdownPath: '/docs/api/lexi/search-agreements.md'}],
          errors: {authStatuses: ['401', '403'], authMessages: new Map(), messageFields: new Map()},
        },
      ],
    });
    assert.match(text, /^- \[Autenticación\]\(docs\/autenticacion\.md\): Llaves\.$/m);
    assert.match(text, /^## API de Lexi$/m);
    assert.match(text, /^- \[Buscar acuerdos\]\(docs\/api\/lexi\/search-agreements\.md\): `POST \/search\/agreements`$/m);
    assert.doesNotMatch(text, /\]\((?:\/|https?:)/, 'un enlace que no es relativo a /llms.txt');
  });

  test('los encabezados de una descripción bajan al nivel pedido', () => {
    assert.equal(demoteHeadings('## Errores\ntexto\n```\n# comentario\n```', 4), '#### Errores\ntexto\n```\n# comentario\n```');
  });

  test('cada operación trae método, ruta, resumen, parámetros y ejemplos', () => {
    const service = findService('lexi')!;
    const markdown = openapiToMarkdown(service, {
      openapi: '3.1.0',
      info: {title: 'API de Lexi', version: '1.0.0'},
      servers: [{url: 'https://api.example/lexi'}],
      security: [{RemApikey: []}],
      tags: [{name: 'Acuerdos', description: 'Búsqueda de acuerdos.'}],
      components: {securitySchemes: {RemApikey: {type: 'apiKey', in: 'header', name: 'Rem-Apikey'}}},
      paths: {
        '/search/agreements': {
          post: {
            tags: ['Acuerdos'],
            summary: 'Buscar acuerdos',
            description: 'Busca acuerdos judiciales por nombre.',
            parameters: [{name: 'page', in: 'query', schema: {type: 'integer'}, description: 'Página.'}],
            requestBody: {
              required: true,
              content: {
                'application/json': {
                  schema: {type: 'object', required: ['query'], properties: {query: {type: 'string', description: 'Nombre.'}}},
                  example: {query: 'Juan'},
                },
              },
            },
            responses: {'200': {description: 'Acuerdos encontrados.', content: {'application/json': {example: {success: true}}}}},
          },
        },
      },
    });
    assert.match(markdown, /^# API de Lexi$/m);
    assert.match(markdown, /^- `https:\/\/api\.example\/lexi`$/m);
    assert.match(markdown, /^## Acuerdos$/m);
    assert.match(markdown, /^### Buscar acuerdos\n\n`POST \/search\/agreements`$/m);
    assert.match(markdown, /^\*\*Autenticación:\*\* Encabezado `Rem-Apikey: <tu llave>`$/m);
    assert.match(markdown, /^#### Parámetros de consulta$/m);
    assert.match(markdown, /^\| `page` \| `integer` \| no \| {2}\| Página\. \|$/m);
    assert.match(markdown, /^\| `query` \| `string` \| sí \| {2}\| Nombre\. \|$/m);
    assert.match(
      markdown,
      /Tipo de contenido: `application\/json`[\s\S]*\*\*Ejemplo de petición\*\*\n\n```json\n\{\n {2}"query": "Juan"\n\}\n```/,
    );
    assert.match(markdown, /\*\*Ejemplo de respuesta `200`\*\*\n\n```json\n\{\n {2}"success": true\n\}\n```/);
  });
});

describe('gemelos desde el modelo de la página', () => {
  test('allOf con required arriba, oneOf con los campos de cada opción y los ejemplos de código', () => {
    const service = findService('signt')!;
    const spec = {
      openapi: '3.1.0',
      info: {title: 'Signt', version: '1'},
      servers: [{url: 'https://api.example/signt'}],
      paths: {
        '/signers': {
          post: {
            operationId: 'createSigner',
            summary: 'Crear firmante',
            requestBody: {
              required: true,
              content: {
                'application/json': {
                  schema: {
                    allOf: [
                      {
                        type: 'object',
                        properties: {
                          name: {type: 'string', maxLength: 255, description: 'Nombre; máximo 255 caracteres en la firma.'},
                          email: {type: 'string', format: 'email'},
                          country: {type: 'string', minLength: 2, maxLength: 2, enum: ['MX', 'US']},
                        },
                      },
                    ],
                    required: ['name', 'email'],
                  },
                },
              },
            },
            responses: {'201': {description: 'Creado.'}, '422': {description: 'Inválido.'}},
            'x-codeSamples': [{lang: 'shell', label: 'cURL', source: 'curl --url "$API_BASE_URL/signt/signers"'}],
          },
        },
        '/validate': {
          post: {
            operationId: 'validateIne',
            summary: 'Validar INE',
            requestBody: {
              required: true,
              content: {
                'application/json': {
                  schema: {
                    oneOf: [
                      {
                        title: 'Con CIC',
                        type: 'object',
                        required: ['type', 'cic'],
                        properties: {type: {type: 'string'}, cic: {type: 'string'}},
                      },
                      {title: 'Modelo C', type: 'object', required: ['type'], properties: {type: {type: 'string'}, cic: {type: 'string'}}},
                    ],
                  },
                },
              },
            },
            responses: {'200': {description: 'Aceptada.'}},
          },
        },
      },
    };
    const [signer, ine] = documentedOperations(spec as never);
    const signerTwin = operationToMarkdown(service, spec as never, signer!);
    // The rules in a column of their own, so a description that mentions a limit is never read as one.
    assert.match(signerTwin, /^\| Campo \| Tipo \| Obligatorio \| Reglas \| Descripción \|$/m);
    assert.match(signerTwin, /^\| `name` \| `string` \| sí \| máximo 255 caracteres \| Nombre; máximo 255 caracteres en la firma\. \|$/m);
    assert.match(signerTwin, /^\| `email` \| `string` \| sí \| formato `email` \| {2}\|$/m);
    assert.match(signerTwin, /^\| `country` \| `string` \| no \| exactamente 2 caracteres; Valores: `"MX"`, `"US"` \| {2}\|$/m);
    assert.match(signerTwin, /^- `201`: Creado\.$/m);
    assert.match(signerTwin, /^- `422`: Inválido\.$/m);
    assert.match(signerTwin, /^## Ejemplos de código$/m);
    assert.match(signerTwin, /\*\*cURL\*\*\n\n```bash\ncurl --url/);
    const ineTwin = operationToMarkdown(service, spec as never, ine!);
    assert.match(
      ineTwin,
      /\*\*Opción: Con CIC\*\*[\s\S]*\| `cic` \| `string` \| sí \|[\s\S]*\*\*Opción: Modelo C\*\*[\s\S]*\| `cic` \| `string` \| no \|/,
    );
  });
});

describe('colección de Postman', () => {
  const tinySpec = () => ({
    openapi: '3.1.0',
    info: {title: 'API de prueba', version: '1.0.0'},
    servers: [{url: 'https://api.example.test'}],
    components: {securitySchemes: {apiKey: {type: 'apiKey', in: 'header', name: 'Rem-Apikey'}}},
    security: [{apiKey: []}],
    paths: {
      '/people': {
        get: {tags: ['Personas'], operationId: 'listPeople', summary: 'Listar personas', responses: {'200': {description: 'OK'}}},
        post: {tags: ['Personas'], operationId: 'createPerson', summary: 'Crear persona', responses: {'201': {description: 'Creada'}}},
      },
    },
  });

  test('la misma especificación da el mismo archivo en cada compilación, con ids únicos', async () => {
    const {postmanCollection} = await import('../../plugins/ai-docs/postmanCollection');
    const first = JSON.stringify(await postmanCollection(tinySpec() as never));
    const second = JSON.stringify(await postmanCollection(tinySpec() as never));
    assert.equal(first, second);
    const ids = [...first.matchAll(/"(?:id|_postman_id)":"([^"]+)"/g)].map((match) => match[1]);
    assert.ok(ids.length >= 3, `ids: ${ids.join(', ')}`);
    assert.equal(new Set(ids).size, ids.length, 'ids repetidos');
    for (const id of ids) assert.match(id, /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    assert.ok(first.includes('{{API_KEY}}'));
  });

  test('cada {{variable}} que envía una petición, la autenticación incluida, es una variable de la colección', async () => {
    const {postmanCollection} = await import('../../plugins/ai-docs/postmanCollection');
    const collection = await postmanCollection(tinySpec() as never);
    const defined = new Set((collection.variable ?? []).map((variable) => variable.key));
    const used = new Set([...JSON.stringify(collection).matchAll(/\{\{([^{}]+)\}\}/g)].map((match) => match[1]));
    assert.deepEqual(
      [...used].filter((name) => !defined.has(name)),
      [],
    );
    assert.deepEqual(collection.auth, {
      type: 'apikey',
      apikey: [
        {type: 'any', value: 'Rem-Apikey', key: 'key'},
        {type: 'any', value: '{{API_KEY}}', key: 'value'},
        {type: 'any', value: 'header', key: 'in'},
      ],
    });
  });
});
