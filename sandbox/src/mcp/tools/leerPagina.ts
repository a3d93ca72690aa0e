/**
 * `leer_pagina`: the Markdown twin of any page a `buscar` result points at (a guide, the error catalogue, an API's
 * overview, an operation), by the URL or the path `buscar` shows. With an anchor (`/docs/webhooks#idempotencia`)
 * it answers that section, and says where the whole page is.
 */
import * as z from 'zod/v4';
import {fitAnswer, ToolInputError} from '../answers';
import {defineTool, portalUrl, type McpContext} from '../context';

/** `https://portal/docs/webhooks#x`, `/docs/webhooks.md`, `docs/webhooks` → `{route: '/docs/webhooks', anchor: 'x'}`. */
export function pageAddress(asked: string, portal: string): {route: string; anchor?: string} {
  let text = asked.trim();
  const origin = portal.replace(/\/+$/, '');
  if (text.startsWith(origin)) text = text.slice(origin.length);
  else if (/^https?:\/\//i.test(text)) text = text.replace(/^https?:\/\/[^/]+/i, '');
  const [pathPart = '', anchor] = text.split('#', 2);
  const route = `/${pathPart.split('?')[0]!.replace(/^\/+/, '')}`.replace(/\/index\.md$/, '/').replace(/\.md$/, '');
  return {route: decodeURI(route), ...(anchor ? {anchor: decodeURIComponent(anchor)} : {})};
}

/** The id a heading gets on the page (github-slugger's rule, as Docusaurus): lower case, punctuation out, spaces to `-`. */
export const headingSlug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/`/g, '')
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

/** The section of `markdown` under the heading whose id is `anchor`, down to the next heading of its level or above. */
export function sectionOf(markdown: string, anchor: string): string | undefined {
  const lines = markdown.split('\n');
  let inFence = false;
  const headings: {index: number; level: number; slug: string}[] = [];
  lines.forEach((line, index) => {
    if (/^(```|~~~)/.test(line.trim())) inFence = !inFence;
    const heading = !inFence && /^(#{1,6}) (.+?)\s*#*$/.exec(line);
    if (heading) headings.push({index, level: heading[1]!.length, slug: headingSlug(heading[2]!)});
  });
  const start = headings.findIndex((heading) => heading.slug === anchor);
  if (start < 0) return undefined;
  const {index, level} = headings[start]!;
  const end = headings.slice(start + 1).find((heading) => heading.level <= level)?.index ?? lines.length;
  return lines.slice(index, end).join('\n').trim();
}

export const leerPagina = defineTool({
  name: 'leer_pagina',
  title: 'Leer una página del portal',
  description:
    'Devuelve en Markdown cualquier página que dé «buscar»: una guía, el catálogo de errores, la descripción de una API o la referencia de una operación, el mismo texto que publica el portal en `<página>.md`. Con un ancla (`/docs/webhooks#idempotencia`) devuelve solo esa sección.',
  input: z
    .object({
      pagina: z
        .string()
        .min(1)
        .max(500)
        .describe('La URL o la ruta de la página tal como la da «buscar» (`https://…/docs/webhooks#idempotencia`, `/docs/autenticacion`).'),
    })
    .strict(),
  example: {pagina: '/docs/autenticacion'},
  annotations: {readOnlyHint: true, idempotentHint: true, openWorldHint: false},
  run({pagina}, context: McpContext) {
    const {route, anchor} = pageAddress(pagina, context.data.index.portal);
    const operation = context.data.index.apis.flatMap((api) => api.operations).find((candidate) => candidate.route === route);
    const twinPath = operation ? operation.twin : route.endsWith('/') ? `${route}index.md` : `${route}.md`;
    const text = operation ? context.data.twins()[operation.twin] : context.data.pages()[route];
    if (text === undefined) {
      const last = route.split('/').filter(Boolean).pop() ?? '';
      const near = Object.keys(context.data.pages())
        .filter((candidate) => last && candidate.includes(last))
        .slice(0, 5);
      throw new ToolInputError(
        `No hay una página «${route}» en el portal. Envía en «pagina» una URL o ruta que devuelva «buscar» (por ejemplo «/docs/autenticacion»)${near.length ? `; se parecen: ${near.map((candidate) => `«${candidate}»`).join(', ')}` : ''}.`,
      );
    }
    const whole = `La página completa está en ${portalUrl(context, twinPath)}.`;
    if (anchor) {
      const section = sectionOf(text, anchor);
      if (section) return fitAnswer(`${section}\n\n${whole}`, whole);
    }
    return fitAnswer(text, whole);
  },
});
