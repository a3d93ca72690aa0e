/**
 * Reads the reference pages as the build wrote them (what a crawler, a reader without JavaScript and
 * React's hydration start from): the checks every operation page must pass as served, beside
 * the ones it passes in Chromium.
 */
import {load, type CheerioAPI} from 'cheerio';
import {englishInterfaceText} from './pageQuality';

/** A page as the server answers it: its status and its HTML, parsed. */
export async function fetchPage(url: string): Promise<{status: number; $: CheerioAPI}> {
  const response = await fetch(url);
  return {status: response.status, $: load(await response.text())};
}

/** Code and the API's own names stay as the API has them. */
const NOT_INTERFACE_TEXT = new Set(['pre', 'code', 'script', 'style', 'noscript', 'template']);
const LABELLING_ATTRIBUTES = ['aria-label', 'title', 'placeholder'];

interface MarkupNode {
  type: string;
  data?: string;
  name?: string;
  attribs?: Record<string, string>;
  children?: MarkupNode[];
}

/** Text and labelling attributes of the interface: one walk that skips code subtrees whole. */
function interfaceText(node: MarkupNode, texts: string[]): void {
  if (node.type === 'text') {
    texts.push(node.data ?? '');
    return;
  }
  if (node.name && NOT_INTERFACE_TEXT.has(node.name)) return;
  for (const name of LABELLING_ATTRIBUTES) if (node.attribs?.[name]) texts.push(node.attribs[name]);
  for (const child of node.children ?? []) interfaceText(child, texts);
}

/** English interface strings in the page's text and its labelling attributes, outside code. */
export function englishInMarkup($: CheerioAPI): string[] {
  const texts: string[] = [];
  for (const body of $('body').get()) interfaceText(body as unknown as MarkupNode, texts);
  const text = texts.join('\n');
  return englishInterfaceText.filter((phrase) => new RegExp(`\\b${phrase}\\b`).test(text));
}

/** Ids that appear twice, and references (`aria-*`, in-page links) to ids the page lacks. */
export function idProblems($: CheerioAPI): string[] {
  const problems: string[] = [];
  const ids = new Map<string, number>();
  $('[id]').each((_, element) => {
    const id = $(element).attr('id') as string;
    ids.set(id, (ids.get(id) ?? 0) + 1);
  });
  for (const [id, count] of ids) if (count > 1) problems.push(`id repetido «${id}» (${count} veces)`);
  for (const attribute of ['aria-labelledby', 'aria-describedby', 'aria-controls']) {
    $(`[${attribute}]`).each((_, element) => {
      for (const id of ($(element).attr(attribute) ?? '').split(/\s+/).filter(Boolean)) {
        if (!ids.has(id)) problems.push(`${attribute}="${id}" no existe en la página`);
      }
    });
  }
  $('a[href^="#"]').each((_, element) => {
    const fragment = decodeURIComponent(($(element).attr('href') ?? '').slice(1));
    if (fragment && !ids.has(fragment)) problems.push(`el enlace #${fragment} no lleva a ningún elemento`);
  });
  return problems;
}

/** Links and buttons without a name, images without alternative text. */
export function nameProblems($: CheerioAPI): string[] {
  const problems: string[] = [];
  const hasName = (element: Parameters<CheerioAPI>[0]) => {
    const node = $(element);
    return (
      node.text().trim() !== '' ||
      Boolean(node.attr('aria-label')?.trim()) ||
      Boolean(node.attr('aria-labelledby')?.trim()) ||
      Boolean(node.attr('title')?.trim()) ||
      node.find('img[alt]:not([alt=""]), svg[aria-label]').length > 0
    );
  };
  $('a[href], button').each((_, element) => {
    if (!hasName(element)) problems.push(`${element.tagName} sin nombre: ${$.html(element).slice(0, 120)}`);
  });
  $('img:not([alt])').each((_, element) => {
    problems.push(`imagen sin alt: ${$(element).attr('src')}`);
  });
  return problems;
}

/** Headings of the main content in order: one h1 first, and no level skipped going deeper (h2 → h4). */
export function headingProblems($: CheerioAPI): string[] {
  const levels = $('main')
    .find('h1, h2, h3, h4, h5, h6')
    .map((_, heading) => Number(heading.tagName.slice(1)))
    .get();
  const problems: string[] = [];
  if (levels[0] !== 1 || levels.filter((level) => level === 1).length !== 1)
    problems.push(`encabezados: se esperaba un solo h1 al principio (${levels.join(' ')})`);
  levels.forEach((level, index) => {
    if (index > 0 && level > levels[index - 1] + 1) problems.push(`encabezados: h${levels[index - 1]} seguido de h${level}`);
  });
  return problems;
}
