import type {PrismTheme} from 'prism-react-renderer';
import type {CodeBlockMetadata} from '@docusaurus/theme-common/internal';

/**
 * Names a block's highlighted HTML by everything that determines it (Prism theme, language, code,
 * line numbers, highlighted lines), identically on the server and in the browser, which finds the
 * server's HTML for a block by it.
 */
export function highlightKey({language, code, lineNumbersStart, lineClassNames}: CodeBlockMetadata, theme: PrismTheme): string {
  return cyrb53([JSON.stringify(theme), language, lineNumbersStart ?? '', JSON.stringify(lineClassNames), code].join('\n')).toString(36);
}

/** cyrb53: a fast 53-bit string hash (public domain); collisions on one page are out of the question. */
function cyrb53(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}
