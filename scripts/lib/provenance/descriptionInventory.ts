/**
 * Lists the sentences of the hand-written specs' descriptions that promise behaviour (issue 27), each named by the
 * file a person edits, the JSON pointer of the description and the sentence. Descriptions of schemas, parameters,
 * responses and operations are read, and the summary and description of each named example; example values,
 * defaults, enums and consts are data, not prose.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import {BEHAVIOUR_KINDS, behaviourKinds, splitSentences, type BehaviourKind, type ResponseClass} from './behaviourPatterns';
import {escapeSegment, specSourceFiles} from './ruleInventory';

export interface BehaviourSentence {
  /** Path relative to `openapi/` (`people/components/schemas/Person.yaml`). */
  file: string;
  /** JSON pointer of the description (or summary) string inside the file. */
  pointer: string;
  /** The first kind it promises (`nulo`, `estado`, `almacenamiento`, `efecto`, `causa`); all of them in `kinds`. */
  kind: BehaviourKind;
  kinds: BehaviourKind[];
  sentence: string;
}

export interface ProseText {
  file: string;
  pointer: string;
  text: string;
}

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => !!value && typeof value === 'object' && !Array.isArray(value);

const DATA_KEYS = new Set(['example', 'default', 'const', 'enum']);
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'dependentSchemas']);

/** Every description (and named example's summary) of one parsed spec file. */
export function proseOfFile(file: string, document: unknown): ProseText[] {
  const found: ProseText[] = [];
  const walk = (node: unknown, at: string, parentKey: string): void => {
    if (Array.isArray(node)) {
      node.forEach((child, i) => walk(child, `${at}/${i}`, ''));
      return;
    }
    if (!isNode(node)) return;
    for (const [key, value] of Object.entries(node)) {
      const childAt = `${at}/${escapeSegment(key)}`;
      if (SCHEMA_MAPS.has(parentKey)) {
        walk(value, childAt, '');
      } else if (key === 'description' && typeof value === 'string') {
        found.push({file, pointer: childAt, text: value});
      } else if (key === 'examples') {
        // A schema's `examples` list is data; a media type's `examples` map holds Example Objects.
        if (!isNode(value)) continue;
        for (const [name, example] of Object.entries(value)) {
          if (!isNode(example)) continue;
          for (const field of ['summary', 'description'])
            if (typeof example[field] === 'string')
              found.push({file, pointer: `${childAt}/${escapeSegment(name)}/${field}`, text: example[field] as string});
        }
      } else if (!DATA_KEYS.has(key)) {
        walk(value, childAt, key);
      }
    }
  };
  walk(document, '', '');
  return found;
}

/** Every description under `openapi/` except the record files. */
export function listProse(openapiDir: string): ProseText[] {
  return specSourceFiles(openapiDir).flatMap((file) => proseOfFile(file, parse(readFileSync(path.join(openapiDir, file), 'utf8'))));
}

/**
 * The sentences that promise behaviour, in file and pointer order. `statusesOf` names the statuses a shared response
 * file is declared under (SpecGraph.responseStatuses), so a 5xx response's sentences are read as causes.
 */
export function behaviourSentences(prose: ProseText[], statusesOf: (file: string) => string[] = () => []): BehaviourSentence[] {
  return prose.flatMap(({file, pointer, text}) =>
    splitSentences(text).flatMap((sentence) => {
      const kinds = behaviourKinds(sentence, responseClass(file, pointer, statusesOf));
      return kinds.length ? [{file, pointer, kind: kinds[0], kinds, sentence}] : [];
    }),
  );
}

const OWN_TEXT = /^(?:\/description|\/content\/[^/]+\/examples\/[^/]+\/(?:summary|description))$/;

/**
 * Whether a text describes a 4xx/5xx response (inline or a shared component response): its description, or the
 * summary or description of one of its examples, which name the same cause.
 */
export function isErrorResponse(file: string, pointer: string): boolean {
  return responseClass(file, pointer) !== 'ninguna';
}

/** Which response a text describes: none, a 4xx (`error`) or a 5xx (`servidor`, from the statuses it is used under). */
export function responseClass(file: string, pointer: string, statusesOf: (file: string) => string[] = () => []): ResponseClass {
  const inline = /\/responses\/([45])(?:\d\d|XX)(\/.*)$/.exec(pointer);
  if (inline && OWN_TEXT.test(inline[2])) return inline[1] === '5' ? 'servidor' : 'error';
  if (!/\/components\/responses\//.test(`/${file}`) || !OWN_TEXT.test(pointer)) return 'ninguna';
  const statuses = statusesOf(file);
  if (statuses.some((status) => status.startsWith('5'))) return 'servidor';
  return 'error';
}

/** Counts by kind (primary kind), every kind listed. */
export function countSentencesByKind(sentences: BehaviourSentence[]): Record<BehaviourKind, number> {
  const counts = Object.fromEntries(BEHAVIOUR_KINDS.map((kind) => [kind, 0])) as Record<BehaviourKind, number>;
  for (const sentence of sentences) counts[sentence.kind] += 1;
  return counts;
}
