/**
 * `buscar`: the portal's own search (the index and ranking of /buscar, sandbox/src/search) over the
 * index the build wrote, in the same order, each hit with where to read it.
 */
import * as z from 'zod/v4';
import {createSearchEngine, type SearchEngine} from '../../search/engine';
import {snippetOf} from '../../search/snippet';
import {searchKindLabels} from '../../search/types';
import {defineTool, portalUrl, type McpContext} from '../context';

export const DEFAULT_SEARCH_LIMIT = 10;

const input = z
  .object({
    consulta: z
      .string()
      .min(1)
      .max(300)
      .describe(
        'Lo que buscas, como en el buscador del portal: palabras en español («crear persona»), un identificador (`createPerson`, `Rem-Apikey`), una ruta (`POST /people`) o un mensaje de error.',
      ),
    limite: z
      .number()
      .int()
      .min(1)
      .max(50)
      .optional()
      .describe(`Cuántos resultados devolver, de 1 a 50 (${DEFAULT_SEARCH_LIMIT} si lo omites).`),
  })
  .strict();

const engines = new WeakMap<object, SearchEngine>();

/** The search engine on the packed index, created on the first search (the index takes a moment to load). */
export function searchEngine(context: McpContext): SearchEngine {
  const data = context.data.search();
  let engine = engines.get(data);
  if (!engine) {
    engine = createSearchEngine(data.index);
    engines.set(data, engine);
  }
  return engine;
}

export const buscar = defineTool({
  name: 'buscar',
  title: 'Buscar en el portal',
  description:
    'Busca en las guías, las operaciones, los esquemas y los mensajes de error de las ocho APIs de Identia con el índice y el orden del buscador del portal (/buscar). Cada resultado trae su título, tipo, API, método y ruta, y su URL; las operaciones traen además cómo leerlas con «leer_operacion», y las demás páginas con «leer_pagina».',
  input,
  example: {consulta: 'crear persona', limite: 5},
  annotations: {readOnlyHint: true, idempotentHint: true, openWorldHint: false},
  run({consulta, limite = DEFAULT_SEARCH_LIMIT}, context) {
    const hits = searchEngine(context).search(consulta);
    if (hits.length === 0)
      return `Sin resultados para «${consulta}». Prueba con otras palabras: el nombre de la operación («crear persona»), su operationId (\`createPerson\`), su ruta (\`/people/{id}\`) o el mensaje de error tal como llegó.`;
    const {texts} = context.data.search();
    const {apis} = context.data.index;
    const operations = new Map(apis.flatMap((api) => api.operations.map((operation) => [operation.route, {api, operation}] as const)));
    const shown = hits.slice(0, limite);
    const lines = [
      `# Resultados de «${consulta}»`,
      '',
      `${hits.length} ${hits.length === 1 ? 'resultado' : 'resultados'}${hits.length > shown.length ? `; se muestran los ${shown.length} primeros` : ''}, en el orden del buscador del portal.`,
      '',
    ];
    shown.forEach(({document, terms}, position) => {
      const request = document.method && document.path ? ` · \`${document.method} ${document.path}\`` : '';
      lines.push(
        `${position + 1}. **${document.title}** · ${searchKindLabels[document.kind]}${document.api ? ` · ${document.api}` : ''}${request}`,
      );
      lines.push(`   ${portalUrl(context, document.url)}`);
      const found = operations.get(document.url);
      if (found) lines.push(`   Léela con leer_operacion: ${JSON.stringify({operacion: found.operation.operationId, api: found.api.id})}`);
      else {
        if (document.kind === 'error') lines.push('   Explícalo con explicar_error y el mensaje.');
        lines.push(`   Léela con leer_pagina: ${JSON.stringify({pagina: document.url})}`);
      }
      const text = texts[document.id];
      if (text) {
        const snippet = snippetOf(text, new Set(terms), 180)
          .map((part) => (part.marked ? `**${part.text}**` : part.text))
          .join('')
          .replace(/\s+/g, ' ')
          .trim();
        if (snippet) lines.push(`   > ${snippet}`);
      }
    });
    return lines.join('\n');
  },
});
