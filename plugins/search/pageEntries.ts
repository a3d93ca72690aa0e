/**
 * Turns a built guide page into search entries: one for the text before the first
 * heading and one per h2/h3 section, each pointing at the heading's anchor.
 */
import {load} from 'cheerio';
import type {SearchDocument} from '../../sandbox/src/search/types';

export type PageEntry = Omit<SearchDocument, 'id'>;

const maxSectionText = 4000;

const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Elements inside a line of text: their content runs on with the words around them. */
const inlineTags = new Set(
  'a abbr b bdi bdo cite code data del dfn em i ins kbd mark q s samp small span strong sub sup time u var wbr'.split(' '),
);

export function pageEntries(html: string, permalink: string, kind: 'guide' = 'guide'): PageEntry[] {
  const $ = load(html);
  const article = $('article').first();
  const pageTitle = squeeze(article.find('h1').first().text() || $('title').text());
  const body = article.find('.markdown').first();
  if (!pageTitle || body.length === 0) throw new Error(`[search] ${permalink}: no se encontró el artículo.`);
  // Link icons, copy buttons and the h1 are chrome, not content.
  body.find('.hash-link, button, header, svg, script, style').remove();
  // Keeps words of adjacent paragraphs, list items, cells and code lines apart once markup is gone.
  // Inline elements get no space: `<code>person_id</code>,` stays "person_id," in the snippet, and
  // the tokens of a code line stay one line (`$PEOPLE_URL/people`, not "$PEOPLE_URL /people").
  body.find('br').replaceWith(' ');
  body.find('*').each((_, element) => {
    if (!inlineTags.has(element.tagName.toLowerCase())) $(element).append(' ');
  });

  // The front matter's keywords and description say what the whole page is about: they belong to
  // the page's own entry, so "liveness" finds the biometrics guide before any schema.
  const keywords = ($('meta[name="keywords"]').attr('content') ?? '').split(',').map(squeeze).filter(Boolean);
  const description = squeeze($('meta[name="description"]').attr('content') ?? '');
  const pageEntry = (text: string): PageEntry => ({
    kind,
    title: pageTitle,
    url: permalink,
    ...(keywords.length > 0 ? {keywords: keywords.join(' '), topics: keywords.join(',')} : {}),
    text: squeeze(`${description} ${text}`),
  });

  const entries: PageEntry[] = [];
  let current: PageEntry = pageEntry('');
  const flush = () => {
    current.text = squeeze(current.text).slice(0, maxSectionText);
    if (current.identifiers) current.identifiers = current.identifiers.replaceAll('\u0000', '\n').slice(0, maxSectionText);
    if (current.text || current.url !== permalink) entries.push(current);
  };
  body.children().each((_, element) => {
    const node = $(element);
    const id = node.attr('id');
    if (/^h[23]$/i.test(element.tagName) && id) {
      flush();
      current = {kind, title: squeeze(node.text()), url: `${permalink}#${id}`, context: pageTitle, text: ''};
    } else {
      current.text += ` ${node.text()}`;
      // Inline code names headers, fields, paths and messages: searched like identifiers, so a
      // pasted message finds the section that explains it. Code blocks stay body text.
      const inlineCode = node.find('code').filter((_, code) => $(code).parents('pre').length === 0);
      const names = inlineCode
        .map((_, code) => squeeze($(code).text()))
        .get()
        .filter(Boolean);
      // Once each: a header repeated in every example is no more about that section.
      const known = new Set((current.identifiers ?? '').split('\u0000'));
      const added = names.filter((name) => !known.has(name));
      if (added.length > 0) current.identifiers = [...known, ...added].filter(Boolean).join('\u0000');
    }
  });
  flush();
  if (!entries.some((entry) => entry.url === permalink)) entries.unshift(pageEntry(''));
  return entries;
}
