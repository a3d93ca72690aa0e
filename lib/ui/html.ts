/**
 * HTML text for fragments a component writes as one string (long lists rendered with
 * `dangerouslySetInnerHTML`, where a React element per node costs hydration time on a phone).
 */

/** Text or an attribute value, escaped for HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
