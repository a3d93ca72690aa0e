/**
 * Splits a description's HTML for the operation page, which folds a long one under its lead. A module of
 * its own, without imports: the page's client bundle carries it, and must not carry the Markdown parser.
 */

/** A rest this short is read at a glance: folding it would cost a click for a line. */
const FOLD_FROM_CHARACTERS = 160;

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Where a paragraph's first sentence ends: a full stop followed by a space and a capital, outside any tag
 * and any inline code (`<code>a. B</code>` is not a sentence end); -1 when it is the only sentence.
 */
function firstSentenceEnd(paragraph: string): number {
  let depth = 0;
  for (let index = 0; index < paragraph.length; index++) {
    if (paragraph.startsWith('<code', index)) depth++;
    else if (paragraph.startsWith('</code>', index)) depth--;
    else if (depth === 0 && paragraph[index] === '.' && /^\.\s+[A-ZÁÉÍÓÚÑ¿¡]/.test(paragraph.slice(index, index + 3))) return index + 1;
  }
  return -1;
}

/**
 * A long description as its lead and the rest, so an operation page can fold the rest and the contract
 * starts within the first screen (issue 51). The lead is the first paragraph; with `bySentence`, a single
 * paragraph's first sentence; with `longLead`, a longer first paragraph's first sentence. Only a rest longer than a line or two is split off; otherwise `rest` is absent.
 */
export function splitLead(
  html: string,
  {bySentence = false, longLead = Infinity}: {bySentence?: boolean; longLead?: number} = {},
): {lead: string; rest?: string} {
  if (!html.startsWith('<p>')) return {lead: html};
  const end = html.indexOf('</p>') + '</p>'.length;
  let lead = html.slice(0, end);
  let rest = html.slice(end).trim();
  // A single paragraph (with `bySentence`), or a first paragraph longer than `longLead` characters, is cut
  // after its first sentence.
  if ((!rest && bySentence) || textOf(lead).length > longLead) {
    const inner = lead.slice('<p>'.length, -'</p>'.length);
    const cut = firstSentenceEnd(inner);
    if (cut >= 0) {
      lead = `<p>${inner.slice(0, cut)}</p>`;
      rest = `<p>${inner.slice(cut).trim()}</p>\n${rest}`.trim();
    }
  }
  if (textOf(rest).length < FOLD_FROM_CHARACTERS) return {lead: html};
  return {lead, rest};
}
