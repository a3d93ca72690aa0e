import {Marked} from 'marked';
import {slugify} from './slug';

export {slugify};

/**
 * Spec descriptions are Markdown written by the team. Headings get ids (so the entry page's intro can
 * be linked) and start one level below the page's own (`##` stays h2 under the page's h1, deeper
 * descriptions are shifted by `headingOffset`).
 */
function markedWith(headingOffset: number, headingIds: string[] | undefined): Marked {
  return new Marked({
    gfm: true,
    renderer: {
      heading({tokens, depth}) {
        const text = this.parser.parseInline(tokens);
        const level = Math.min(6, Math.max(2, depth + headingOffset));
        const id = slugify(text);
        headingIds?.push(id);
        return `<h${level} id="${id}">${text}</h${level}>\n`;
      },
    },
  });
}

const plain = markedWith(0, undefined);

/** Block Markdown to HTML; `undefined` for an empty description. */
export function markdownToHtml(markdown: unknown, options: {headingOffset?: number; headingIds?: string[]} = {}): string | undefined {
  if (typeof markdown !== 'string' || markdown.trim() === '') return undefined;
  const renderer = options.headingOffset || options.headingIds ? markedWith(options.headingOffset ?? 0, options.headingIds) : plain;
  return (renderer.parse(markdown.trim(), {async: false}) as string).trim();
}

/** Markdown to plain text for meta descriptions: markup dropped, whitespace folded, cut at a word. */
export function markdownToPlainText(markdown: unknown, maxLength = 160): string {
  if (typeof markdown !== 'string') return '';
  const html = plain.parse(markdown, {async: false}) as string;
  const text = html
    .replace(/<\/(p|li|h\d|pre|blockquote|tr|td|th)>|<br\s*\/?>/g, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

const inline = new Marked({gfm: true});

/**
 * One line of Markdown (`code`, *emphasis*, links) to inline HTML: the catalogue's explanations and
 * the scenarios' descriptions are written that way and must not show their backticks.
 */
export function inlineMarkdownToHtml(markdown: string): string {
  const html = (inline.parseInline(markdown.trim(), {async: false}) as string).trim();
  // A code span the text leaves open (a summary cut after its opening backtick) is not code: its
  // stray backtick is dropped rather than shown.
  return html
    .split(/(<code>[\s\S]*?<\/code>)/)
    .map((part) => (part.startsWith('<code>') ? part : part.replace(/`/g, '')))
    .join('');
}

/** The same line as plain text, for a search entry or an `<option>` (which cannot hold markup). */
export function inlineMarkdownToText(markdown: string): string {
  return markdownToPlainText(markdown, Number.POSITIVE_INFINITY).replace(/`/g, '');
}
