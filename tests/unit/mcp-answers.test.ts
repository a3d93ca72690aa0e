/**
 * How the MCP server's tools answer, without the portal's data: a long answer is cut at a section
 * (never inside a code block) and says what was left out and where to read it; arguments that do
 * not fit a tool's schema get one Spanish line per problem and an input that works; every tool of the
 * registry has an exact schema (no unknown parameters) whose example passes it.
 */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import * as z from 'zod/v4';
import {ANSWER_LIMIT, fitAnswer, inputErrorMessage} from '../../sandbox/src/mcp/answers';
import type {McpContext} from '../../sandbox/src/mcp/context';
import type {McpData} from '../../sandbox/src/mcp/data';
import {callTool, describeTool} from '../../sandbox/src/mcp/server';
import {createTools} from '../../sandbox/src/mcp/tools';

const ids = ['workflows', 'signt', 'verification', 'vision', 'blacklists', 'people', 'visionary', 'lexi'];
/** A context without data: enough for schemas and input errors, which never read it. */
const context: McpContext = {
  models: ids.map((id) => ({id, label: id, spec: {}})),
  data: {} as McpData,
  version: '0.0.0',
};

describe('fitAnswer', () => {
  test('una respuesta que cabe llega entera', () => {
    assert.equal(fitAnswer('# Título\n\ntexto', 'resto'), '# Título\n\ntexto');
  });

  test('una respuesta larga se corta antes de una sección y dice cuáles faltan y dónde leerlas', () => {
    const section = (title: string) => `## ${title}\n\n${'palabra '.repeat(400)}\n`;
    const text = ['# Operación', '', ...['Uno', 'Dos', 'Tres', 'Cuatro', 'Cinco', 'Seis', 'Siete', 'Ocho', 'Nueve'].map(section)].join(
      '\n',
    );
    assert.ok(text.length > 20_000);
    const answer = fitAnswer(text, 'Lee el recurso identia://portal/x.md.', 20_000);
    assert.ok(answer.length <= 20_000, `${answer.length} caracteres`);
    const [shown, note] = answer.split('\n---\n');
    assert.match(shown!, /## Uno/);
    assert.match(shown!, /palabra\s*$/, 'el corte cae al final de una sección');
    assert.match(
      note!,
      /^Respuesta recortada: se muestran [\d,]+ de [\d,]+ caracteres\. Faltan las secciones «[^»]+»(, «[^»]+»)*\. Lee el recurso identia:\/\/portal\/x\.md\.$/,
    );
    assert.match(note!, /«Nueve»/);
  });

  test('nunca corta dentro de un bloque de código', () => {
    const text = `# Ejemplos\n\nIntro.\n\n\`\`\`json\n${'{"campo": 1},\n'.repeat(3000)}\`\`\`\n\n## Después\n\nfin`;
    const answer = fitAnswer(text, 'resto', ANSWER_LIMIT);
    const shown = answer.split('\n---\n')[0]!;
    assert.equal((shown.match(/^```/gm) ?? []).length % 2, 0, 'un bloque de código quedó abierto');
    assert.match(answer, /Faltan las secciones «Después»/);
  });
});

describe('errores de entrada', () => {
  const schema = z
    .object({consulta: z.string().min(1), limite: z.number().int().min(1).max(50).optional(), api: z.enum(['people', 'signt']).optional()})
    .strict();
  const errorFor = (args: unknown) => {
    const parsed = schema.safeParse(args);
    assert.equal(parsed.success, false);
    return inputErrorMessage('buscar', parsed.error!.issues, args, Object.keys(schema.shape), {consulta: 'crear persona'});
  };

  test('cada problema en una línea en español, con una entrada que funciona', () => {
    const message = errorFor({limite: 'diez', api: 'pagos', color: 'rojo'});
    assert.match(message, /^Argumentos no válidos para «buscar»:$/m);
    assert.match(message, /^- Falta «consulta», que es obligatorio: envía texto\.$/m);
    assert.match(message, /^- «limite» debe ser un número; se recibió el texto "diez"\.$/m);
    assert.match(message, /^- «api» debe ser uno de: "people", "signt"; se recibió el texto "pagos"\.$/m);
    assert.match(message, /^- «color» no es un parámetro de esta herramienta; sus parámetros son «consulta», «limite», «api»\.$/m);
    assert.match(message, /^Envía, por ejemplo: \{"consulta":"crear persona"\}$/m);
  });

  test('límites, vacíos y argumentos que no son un objeto', () => {
    assert.match(errorFor({consulta: 'x', limite: 500}), /«limite» debe ser como máximo 50; se recibió el número 500\./);
    assert.match(errorFor({consulta: 'x', limite: 2.5}), /«limite» debe ser un número entero/);
    assert.match(errorFor({consulta: ''}), /«consulta» no puede estar vacío\./);
    assert.match(errorFor('crear persona'), /Los argumentos deben ser un objeto JSON con «consulta», «limite», «api»\./);
  });
});

describe('registro de herramientas', () => {
  const tools = createTools(context);

  // The one list of the tools' names in the tests: the e2e files read them from the registry (createTools).
  test('las catorce herramientas, con descripción en español y esquema exacto', () => {
    assert.deepEqual(
      tools.map((tool) => tool.name),
      [
        'buscar',
        'leer_operacion',
        'leer_pagina',
        'explicar_error',
        'listar_escenarios',
        'llamar',
        'ver_estado',
        'borrar_estado',
        'ver_eventos',
        'preparar_resultado',
        'avanzar_resultado',
        'avanzar_reloj',
        'reenviar_evento',
        'enviar_webhook',
      ],
    );
    const parameters = Object.fromEntries(tools.map((tool) => [tool.name, describeTool(tool).inputSchema]));
    const shape = (name: string) => ({
      properties: Object.keys(parameters[name]!.properties ?? {}),
      required: parameters[name]!.required ?? [],
      additionalProperties: (parameters[name] as {additionalProperties?: unknown}).additionalProperties,
    });
    assert.deepEqual(shape('buscar'), {properties: ['consulta', 'limite'], required: ['consulta'], additionalProperties: false});
    assert.deepEqual(shape('leer_operacion'), {properties: ['operacion', 'api'], required: ['operacion'], additionalProperties: false});
    assert.deepEqual(shape('leer_pagina'), {properties: ['pagina'], required: ['pagina'], additionalProperties: false});
    assert.deepEqual(shape('explicar_error'), {properties: ['mensaje'], required: ['mensaje'], additionalProperties: false});
    assert.deepEqual(shape('listar_escenarios'), {properties: ['api', 'operacion'], required: ['api'], additionalProperties: false});
    assert.deepEqual(shape('llamar'), {
      properties: ['api', 'metodo', 'ruta', 'cuerpo', 'consulta', 'encabezados', 'escenario'],
      required: ['api', 'metodo', 'ruta'],
      additionalProperties: false,
    });
    assert.deepEqual(shape('ver_estado'), {properties: ['api'], required: [], additionalProperties: false});
    assert.deepEqual(shape('borrar_estado'), {properties: [], required: [], additionalProperties: false});
    assert.deepEqual(shape('ver_eventos'), {properties: ['desde', 'tipo'], required: [], additionalProperties: false});
    assert.deepEqual(shape('preparar_resultado'), {
      properties: ['tipo', 'id', 'resultado'],
      required: ['tipo', 'resultado'],
      additionalProperties: false,
    });
    assert.deepEqual(shape('avanzar_resultado'), {
      properties: ['tipo', 'id', 'resultado', 'paso'],
      required: ['tipo', 'id', 'resultado'],
      additionalProperties: false,
    });
    assert.deepEqual(shape('avanzar_reloj'), {properties: ['minutos'], required: ['minutos'], additionalProperties: false});
    assert.deepEqual(shape('reenviar_evento'), {properties: ['n'], required: ['n'], additionalProperties: false});
    assert.deepEqual(shape('enviar_webhook'), {
      properties: ['api', 'webhook', 'url', 'ejemplo'],
      required: ['api', 'webhook', 'url'],
      additionalProperties: false,
    });
    assert.deepEqual((parameters.llamar!.properties as Record<string, {enum?: string[]}>).api!.enum, ids);
    for (const tool of tools) {
      assert.match(tool.description, /[áéíóúñ]|\b(?:de|la|el|que)\b/, `${tool.name}: descripción en español`);
      assert.ok(tool.input.safeParse(tool.example).success, `${tool.name}: su ejemplo no cumple su esquema`);
    }
  });

  test('una entrada inválida en cualquier herramienta es una respuesta de error en español, no una excepción', async () => {
    for (const tool of tools) {
      const result = await callTool(tool, {desconocido: true}, context);
      assert.equal(result.isError, true, tool.name);
      const [content] = result.content as Array<{type: string; text: string}>;
      assert.match(content!.text, new RegExp(`^Argumentos no válidos para «${tool.name}»:`), tool.name);
      assert.match(content!.text, /«desconocido» no es un parámetro de esta herramienta/, tool.name);
      assert.match(content!.text, /Envía, por ejemplo: \{/, tool.name);
    }
  });
});

describe('leer_pagina', () => {
  const pages: Record<string, string> = {
    '/docs/webhooks':
      '# Webhooks\n\nIntro.\n\n## Regla del 2xx\n\nResponde `2xx`.\n\n```bash\n# no es un encabezado\n```\n\n### Detalle\n\nMás.\n\n## Idempotencia\n\nNo cuentes con un solo aviso.\n',
    '/docs/': '# Inicio\n',
  };
  const withData: McpContext = {
    ...context,
    data: {
      index: {
        version: 1,
        portal: 'https://docs.ejemplo.mx',
        specsDigest: '',
        documents: [],
        apis: [
          {
            id: 'people',
            label: 'People',
            operations: [
              {
                operationId: 'createPerson',
                kind: 'operation',
                method: 'POST',
                path: '/people',
                summary: 'Crear persona',
                route: '/docs/api/people/create-person',
                twin: '/docs/api/people/create-person.md',
              },
            ],
          },
        ],
      },
      pages: () => pages,
      twins: () => ({'/docs/api/people/create-person.md': '# Crear persona\n'}),
    } as unknown as McpData,
  };
  const tool = createTools(withData).find((candidate) => candidate.name === 'leer_pagina')!;
  const read = async (pagina: string) => {
    const result = await callTool(tool, {pagina}, withData);
    return {isError: result.isError === true, text: (result.content as Array<{text: string}>)[0]!.text};
  };

  test('por URL del portal, por ruta o por su .md: la página entera', async () => {
    for (const pagina of ['https://docs.ejemplo.mx/docs/webhooks', '/docs/webhooks', 'docs/webhooks.md', '/docs/webhooks?x=1']) {
      const {isError, text} = await read(pagina);
      assert.equal(isError, false, pagina);
      assert.equal(text, pages['/docs/webhooks'], pagina);
    }
    assert.equal((await read('/docs/')).text, '# Inicio\n');
  });

  test('con un ancla, solo esa sección (con sus subsecciones, sin confundir un comentario de código) y dónde está la página', async () => {
    const {text} = await read('https://docs.ejemplo.mx/docs/webhooks#regla-del-2xx');
    assert.match(text, /^## Regla del 2xx\n\nResponde `2xx`\./);
    assert.match(text, /### Detalle/);
    assert.doesNotMatch(text, /Idempotencia/);
    assert.match(text, /La página completa está en https:\/\/docs\.ejemplo\.mx\/docs\/webhooks\.md\.$/);
    // An anchor that is not a heading of the page gives the whole page.
    assert.equal((await read('/docs/webhooks#no-existe')).text, pages['/docs/webhooks']);
  });

  test('la ruta de una operación da su referencia, como leer_operacion', async () => {
    assert.equal((await read('/docs/api/people/create-person')).text, '# Crear persona\n');
  });

  test('una página que no existe: qué enviar y cuáles se parecen, en español', async () => {
    const {isError, text} = await read('/docs/webhook');
    assert.equal(isError, true);
    assert.match(text, /^No hay una página «\/docs\/webhook» en el portal\. Envía en «pagina» una URL o ruta que devuelva «buscar»/);
    assert.match(text, /se parecen: «\/docs\/webhooks»/);
  });
});
