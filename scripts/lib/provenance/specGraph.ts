/**
 * The hand-written specs as one graph of source files (issue 37): which operations each file reaches through its
 * `$ref`s, and what those operations declare (statuses, request bodies, parameters). The prose checker reads it to
 * compare a sentence with the contract it sits in, naming the file a person edits, never the bundle.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import {HTTP_METHODS} from '../../../lib/openapi/types';
import {escapeSegment, specSourceFiles} from './ruleInventory';

type Node = Record<string, unknown>;
export const isNode = (value: unknown): value is Node => !!value && typeof value === 'object' && !Array.isArray(value);

/** A node of a source file: the file relative to `openapi/`, the JSON pointer inside it and the node itself. */
export interface Located {
  file: string;
  pointer: string;
  node: unknown;
}

export interface SourceOperation {
  /** The API folder (`people`) — `_shared` files belong to no API of their own. */
  api: string;
  /** The path item file (`people/paths/people.yaml`) or the webhook file. */
  file: string;
  method: string;
  /** `/people`, or the webhook's name. */
  route: string;
  webhook: boolean;
  node: Node;
  /** Path-level parameters first, then the operation's own. */
  parameters: Located[];
  statuses: string[];
  tags: string[];
}

const unescapeSegment = (segment: string): string => segment.replace(/~1/g, '/').replace(/~0/g, '~');

/** The node a JSON pointer names inside a parsed document, or undefined. */
export function atPointer(document: unknown, pointer: string): unknown {
  if (pointer === '' || pointer === '/') return document;
  let node: unknown = document;
  for (const raw of pointer.slice(1).split('/')) {
    const segment = unescapeSegment(raw);
    if (Array.isArray(node)) node = node[Number(segment)];
    else if (isNode(node)) node = node[segment];
    else return undefined;
  }
  return node;
}

export class SpecGraph {
  readonly files = new Map<string, unknown>();
  readonly operations: SourceOperation[] = [];
  private readonly refsOfFile = new Map<string, Set<string>>();
  private readonly reach = new Map<SourceOperation, Set<string>>();

  constructor(readonly openapiDir: string) {
    for (const file of specSourceFiles(openapiDir)) this.files.set(file, parse(readFileSync(path.join(openapiDir, file), 'utf8')));
    for (const [file, document] of this.files) if (/^[^/]+\/openapi\.yaml$/.test(file)) this.collectOperations(file, document);
  }

  /** The target of a `$ref` written in `fromFile`: a relative file, a fragment, or both. */
  resolveRef(fromFile: string, ref: string): Located | undefined {
    const [target, fragment = ''] = ref.split('#');
    const file = target ? path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), target)) : fromFile;
    if (!this.files.has(file)) return undefined;
    const node = atPointer(this.files.get(file), fragment);
    return node === undefined ? undefined : {file, pointer: fragment, node};
  }

  /** Follows `$ref`s (at most 16 hops) to the node they name. */
  deref(located: Located): Located {
    let current = located;
    for (let hops = 0; hops < 16 && isNode(current.node) && typeof current.node.$ref === 'string'; hops += 1) {
      const next = this.resolveRef(current.file, current.node.$ref);
      if (!next) break;
      current = next;
    }
    return current;
  }

  private collectOperations(rootFile: string, root: unknown): void {
    const api = rootFile.split('/')[0];
    if (!isNode(root)) return;
    for (const [section, webhook] of [
      ['paths', false],
      ['webhooks', true],
    ] as const) {
      const items = isNode(root[section]) ? (root[section] as Node) : {};
      for (const [route, raw] of Object.entries(items)) {
        const item = this.deref({file: rootFile, pointer: `/${section}/${escapeSegment(route)}`, node: raw});
        if (!isNode(item.node)) continue;
        const pathItem = item.node;
        const shared = Array.isArray(pathItem.parameters)
          ? pathItem.parameters.map((parameter, i) =>
              this.deref({file: item.file, pointer: `${item.pointer}/parameters/${i}`, node: parameter}),
            )
          : [];
        for (const method of HTTP_METHODS) {
          const operation = pathItem[method];
          if (!isNode(operation)) continue;
          const own = Array.isArray(operation.parameters)
            ? operation.parameters.map((parameter, i) =>
                this.deref({file: item.file, pointer: `${item.pointer}/${method}/parameters/${i}`, node: parameter}),
              )
            : [];
          this.operations.push({
            api,
            file: item.file,
            method,
            route,
            webhook,
            node: operation,
            parameters: [...shared, ...own],
            statuses: Object.keys(isNode(operation.responses) ? operation.responses : {}),
            tags: Array.isArray(operation.tags) ? operation.tags.map(String) : [],
          });
        }
      }
    }
  }

  /** Files named by the `$ref`s inside one node of `file`. */
  private refsIn(file: string, node: unknown, into: Set<string>): void {
    if (Array.isArray(node)) node.forEach((child) => this.refsIn(file, child, into));
    else if (isNode(node)) {
      for (const [key, value] of Object.entries(node)) {
        if (key === '$ref' && typeof value === 'string') {
          const target = this.resolveRef(file, value);
          if (target) into.add(target.file);
        } else this.refsIn(file, value, into);
      }
    }
  }

  private fileRefs(file: string): Set<string> {
    let refs = this.refsOfFile.get(file);
    if (!refs) {
      refs = new Set();
      this.refsIn(file, this.files.get(file), refs);
      this.refsOfFile.set(file, refs);
    }
    return refs;
  }

  /** Every file an operation reaches through `$ref`s, transitively. */
  reachedBy(operation: SourceOperation): Set<string> {
    let reached = this.reach.get(operation);
    if (reached) return reached;
    reached = new Set();
    const start = new Set<string>();
    this.refsIn(operation.file, operation.node, start);
    for (const parameter of operation.parameters) if (parameter.file !== operation.file) start.add(parameter.file);
    const queue = [...start];
    while (queue.length) {
      const file = queue.pop()!;
      if (reached.has(file)) continue;
      reached.add(file);
      for (const next of this.fileRefs(file)) if (!reached.has(next)) queue.push(next);
    }
    this.reach.set(operation, reached);
    return reached;
  }

  /** The operations that reach a component file through their `$ref`s. */
  operationsReaching(file: string): SourceOperation[] {
    return this.operations.filter((operation) => this.reachedBy(operation).has(file));
  }

  /** The statuses each response file is declared under by some operation (`ServerError.yaml` → `500`). */
  responseStatuses(): Map<string, string[]> {
    const statuses = new Map<string, string[]>();
    for (const operation of this.operations) {
      const responses = isNode(operation.node.responses) ? operation.node.responses : {};
      for (const [status, raw] of Object.entries(responses)) {
        const target = this.deref({file: operation.file, pointer: `/${operation.method}/responses/${escapeSegment(status)}`, node: raw});
        if (target.file === operation.file) continue;
        statuses.set(target.file, [...new Set([...(statuses.get(target.file) ?? []), status])]);
      }
    }
    return statuses;
  }

  /** The operations of one API folder; for `_shared`, those of every API. */
  operationsOfApi(api: string): SourceOperation[] {
    return api === '_shared' ? this.operations : this.operations.filter((operation) => operation.api === api);
  }

  /** The request body of an operation, `$ref`s followed. */
  requestBodyOf(operation: SourceOperation): Located | undefined {
    // A path item file holds the path item itself, so the operation is at `/<method>`.
    return operation.node.requestBody === undefined
      ? undefined
      : this.deref({file: operation.file, pointer: `/${operation.method}/requestBody`, node: operation.node.requestBody});
  }

  /** The schemas of an operation's 2xx responses, one per media type. */
  responseSchemasOf(operation: SourceOperation): Located[] {
    const responses = isNode(operation.node.responses) ? operation.node.responses : {};
    return Object.entries(responses)
      .filter(([status]) => status.startsWith('2'))
      .flatMap(([status, raw]) => {
        const response = this.deref({file: operation.file, pointer: `/${operation.method}/responses/${escapeSegment(status)}`, node: raw});
        if (!isNode(response.node) || !isNode(response.node.content)) return [];
        return Object.entries(response.node.content).flatMap(([type, media]) =>
          isNode(media) && media.schema !== undefined
            ? [this.deref({file: response.file, pointer: `${response.pointer}/content/${escapeSegment(type)}/schema`, node: media.schema})]
            : [],
        );
      });
  }

  /** The schemas of an operation's request body, one per media type. */
  requestSchemasOf(operation: SourceOperation): Located[] {
    const body = this.requestBodyOf(operation);
    if (!body || !isNode(body.node) || !isNode(body.node.content)) return [];
    return Object.entries(body.node.content).flatMap(([type, media]) =>
      isNode(media) && media.schema !== undefined
        ? [this.deref({file: body.file, pointer: `${body.pointer}/content/${escapeSegment(type)}/schema`, node: media.schema})]
        : [],
    );
  }
}
