/**
 * Turns a built guide or blog page into search entries: one for the text before the first
 * heading and one per h2/h3 section, each pointing at the heading's anchor.
 */
import {load} from 'cheerio';
import type {SearchDocument} from '../../src/search/types';

export type PageEntry = Omit<SearchDocument, 'id'>;

const maxSectionText = 4000;

const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim();

export function pageEntries(html: string, permalink: string, kind: 'guide' | 'blog'): PageEntry[] {
  const $ = load(html);
  const article = $('article').first();
  const pageTitle = squeeze(article.find('h1').first().text() || $('title').text());
  const body = article.find('.markdown').first();
  if (!pageTitle || body.length === 0) throw new Error(`[search] ${permalink}: no se encontró el artículo.`);
  // Link icons, copy buttons and the h1 are chrome, not content.
  body.find('.hash-link, button, header, svg, script, style').remove();
  // Keeps words of adjacent paragraphs, list items and code lines apart once markup is gone.
  body.find('*').each((_, element) => {
    $(element).append(' ');
  });

  const entries: PageEntry[] = [];
  let current: PageEntry = {kind, title: pageTitle, url: permalink, text: ''};
  const flush = () => {
    current.text = squeeze(current.text).slice(0, maxSectionText);
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
    }
  });
  flush();
  if (!entries.some((entry) => entry.url === permalink)) {
    entries.unshift({kind, title: pageTitle, url: permalink, text: ''});
  }
  return entries;
}
