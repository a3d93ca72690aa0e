/**
 * HTML text for fragments a component writes as one string (long lists rendered with
 * `dangerouslySetInnerHTML`, where a React element per node costs hydration time on a phone).
 */

/** Text or an attribute value, escaped for HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Text whose `names` between backticks are code (how changelog sentences mark identifiers). */
export function codeSpansHtml(text: string): string {
  return text
    .split('`')
    .map((part, index) => (index % 2 === 1 ? `<code>${escapeHtml(part)}</code>` : escapeHtml(part)))
    .join('');
}
