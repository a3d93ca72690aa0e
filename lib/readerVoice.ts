/**
 * Phrases that address the product spec's authors instead of the reader (issue 27): an integrator has never seen
 * that document, so a page that says what "the product's specification" leaves open tells them nothing they can
 * rely on. Where the product is silent, a page says what the reader can rely on, or nothing.
 */
export const AUTHOR_PHRASES: RegExp[] = [/especificaci[oó]n del producto/i, /\bel contrato no\b/i, /\bla especificaci[oó]n no\b/i];

/** Each phrase of AUTHOR_PHRASES found in a text, with the line it is on (1-based). */
export function authorPhrases(text: string): {line: number; phrase: string}[] {
  const found: {line: number; phrase: string}[] = [];
  text.split('\n').forEach((line, index) => {
    for (const pattern of AUTHOR_PHRASES) {
      const match = pattern.exec(line);
      if (match) found.push({line: index + 1, phrase: match[0]});
    }
  });
  return found;
}
