/**
 * Reads the Markdown guides and pulls out what tests check: fenced code blocks (language, body)
 * and the API paths a page names inside inline code and code blocks.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

export interface DocFile {
  file: string;
  source: string;
}

export function readDocs(docsDir: string): DocFile[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return walk(full);
      return /\.mdx?$/.test(entry.name) ? [full] : [];
    });
  return walk(docsDir).map((file) => ({file, source: readFileSync(file, 'utf8')}));
}

export interface CodeBlock {
  language: string;
  body: string;
  line: number;
}

const FENCE = /^(\s*)(`{3,}|~{3,})([^\n`]*)\n([\s\S]*?)\n\1\2[ \t]*$/gm;

export function codeBlocks(source: string): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  for (const match of source.matchAll(FENCE)) {
    const info = match[3].trim();
    blocks.push({
      language: info.split(/\s+/)[0] ?? '',
      body: match[4],
      line: source.slice(0, match.index).split('\n').length,
    });
  }
  return blocks;
}

export interface PathMention {
  method?: string;
  path: string;
  line: number;
}

const PATH_CHARS = String.raw`[A-Za-z0-9_{}$:.*-]`;
const METHOD_PATH = new RegExp(String.raw`\b(GET|POST|PUT|DELETE|PATCH) (/(?:${PATH_CHARS}+/?)*)`, 'g');
// A path appended to a base-URL variable in code: $PEOPLE_URL/people, ${SIGNT_URL}/documents, BASE_URL + "/rfc"
const AFTER_BASE = new RegExp(String.raw`(?:_URL|baseUrl)\}?["'\`]?\s*(?:\+\s*["'\`])?(/(?:${PATH_CHARS}+/?)+)`, 'g');
const INLINE_CODE = /(?<!`)`([^`\n]+)`(?!`)/g;

function lineOf(source: string, index: number): number {
  return source.slice(0, index).split('\n').length;
}

/** Every API path mention of a page, with the HTTP method when the page gives one. */
export function pathMentions(source: string): PathMention[] {
  const mentions: PathMention[] = [];
  const withoutBlocks = source.replace(FENCE, (block) => block.replace(/[^\n]/g, ' '));
  for (const match of withoutBlocks.matchAll(INLINE_CODE)) {
    const span = match[1].trim();
    const line = lineOf(withoutBlocks, match.index ?? 0);
    const methodMatch = /^(GET|POST|PUT|DELETE|PATCH) (\/\S*)$/.exec(span);
    if (methodMatch) mentions.push({method: methodMatch[1], path: methodMatch[2], line});
    else if (/^\/[A-Za-z0-9_{}:.*/-]+$/.test(span)) mentions.push({path: span, line});
    else if (/^\{baseUrl\}\/\S+$/.test(span)) mentions.push({path: span.slice('{baseUrl}'.length), line});
  }
  for (const block of codeBlocks(source)) {
    for (const match of block.body.matchAll(METHOD_PATH)) {
      mentions.push({method: match[1], path: match[2], line: block.line});
    }
    for (const match of block.body.matchAll(AFTER_BASE)) mentions.push({path: match[1], line: block.line});
  }
  return mentions;
}
