/**
 * Cuts a snippet around the first matched word of an entry's text and marks every matched word,
 * comparing words through the index's own term processing (so "firmas" marks "Firma").
 */
import {processTerm} from './tokenize';

export interface SnippetPart {
  text: string;
  marked: boolean;
}

/** Words with their inner `-`, `_`, `/`, `{}` and `.` kept, as identifiers are indexed. */
const wordPattern = /([\p{L}\p{N}_{}/]+(?:[-.][\p{L}\p{N}_{}/]+)*)/u;

const matches = (word: string, terms: Set<string>) =>
  (processTerm(word) ?? []).some((term) => terms.has(term)) || terms.has(word.toLowerCase());

/** `text` split into plain and marked parts. */
export function markMatches(text: string, terms: Set<string>): SnippetPart[] {
  const parts: SnippetPart[] = [];
  for (const [index, piece] of text.split(wordPattern).entries()) {
    if (!piece) continue;
    // `split` with a capture group puts the words at odd positions.
    const marked = index % 2 === 1 && matches(piece, terms);
    const last = parts.at(-1);
    if (last && !last.marked && !marked) last.text += piece;
    else parts.push({text: piece, marked});
  }
  return parts;
}

/** About `length` characters of `text` starting a little before its first matched word. */
export function snippetOf(text: string, terms: Set<string>, length = 220): SnippetPart[] {
  const words = text.split(wordPattern);
  let offset = 0;
  let firstMatch = -1;
  for (const [index, piece] of words.entries()) {
    if (index % 2 === 1 && matches(piece, terms)) {
      firstMatch = offset;
      break;
    }
    offset += piece.length;
  }
  const lead = 60;
  let start = firstMatch > lead ? text.lastIndexOf(' ', firstMatch - lead) + 1 : 0;
  if (start < 0) start = 0;
  let end = Math.min(text.length, start + length);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > start) end = space;
  }
  const cut = `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
  return markMatches(cut, terms);
}
