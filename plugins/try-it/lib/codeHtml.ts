/**
 * The console's response body as HTML with the site's token classes (`token property`, `token string`…,
 * coloured by the stylesheet plugins/code-highlighting generates from the Prism theme). Why not Prism:
 * loading its chunk (every grammar the site highlights) and tokenizing a response were the long tasks
 * after «Enviar» on a phone; JSON needs five token kinds, one regular expression finds them all.
 */
const escapes: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;'};

export const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (character) => escapes[character]!);

const token = (kind: string, text: string) => `<span class="token ${kind}">${escapeHtml(text)}</span>`;

// A string (a property when a colon follows), a literal, a number, or punctuation; anything else is kept as it is.
const JSON_TOKENS = /("(?:[^"\\\n]|\\.)*")(\s*:)?|\b(true|false)\b|\b(null)\b|(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)|([{}[\],:])/g;

/** JSON text (pretty-printed or not) as highlighted HTML, every character of it kept and escaped. */
export function jsonHtml(text: string): string {
  let html = '';
  let last = 0;
  for (let match = JSON_TOKENS.exec(text); match; match = JSON_TOKENS.exec(text)) {
    html += escapeHtml(text.slice(last, match.index));
    const [whole, string, colon, boolean, nullLiteral, number, punctuation] = match;
    if (string !== undefined) {
      html += colon === undefined ? token('string', string) : token('property', string) + token('operator', colon);
    } else if (boolean !== undefined) html += token('boolean', boolean);
    else if (nullLiteral !== undefined) html += token('null keyword', nullLiteral);
    else if (number !== undefined) html += token('number', number);
    else html += token('punctuation', punctuation ?? whole);
    last = match.index + whole.length;
  }
  JSON_TOKENS.lastIndex = 0;
  return html + escapeHtml(text.slice(last));
}
