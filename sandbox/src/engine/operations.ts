/** The operations of a spec, found by method and path (`/people/{id}` matches `/people/9b2f…`). */
import {resolve} from './refs';
import type {SpecDocument, SpecNode} from './types';

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

export interface Operation {
  method: string;
  /** The spec's path template. */
  path: string;
  operationId?: string;
  summary?: string;
  operation: SpecNode;
  pathItem: SpecNode;
}

interface PathMatcher {
  template: string;
  pattern: RegExp;
  names: string[];
  literalLength: number;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function matcherOf(template: string): PathMatcher {
  const names: string[] = [];
  const source = template
    .split(/(\{[^}]+\})/)
    .map((piece) => {
      const name = /^\{([^}]+)\}$/.exec(piece)?.[1];
      if (name) {
        names.push(name);
        return '([^/]+)';
      }
      return escape(piece);
    })
    .join('');
  return {template, pattern: new RegExp(`^${source}/?$`), names, literalLength: template.replace(/\{[^}]+\}/g, '').length};
}

export class OperationIndex {
  private readonly matchers: PathMatcher[];

  constructor(private readonly spec: SpecDocument) {
    // Literal paths win over templates (`/people/search-by-ids` before `/people/{id}`).
    this.matchers = Object.keys(spec.paths ?? {})
      .map(matcherOf)
      .sort((a, b) => a.names.length - b.names.length || b.literalLength - a.literalLength);
  }

  /** The path template a concrete path matches, with its parameters; undefined if none. */
  match(pathname: string): {template: string; params: Record<string, string>} | undefined {
    for (const matcher of this.matchers) {
      const found = matcher.pattern.exec(pathname);
      if (!found) continue;
      const params: Record<string, string> = {};
      matcher.names.forEach((name, index) => {
        try {
          params[name] = decodeURIComponent(found[index + 1]);
        } catch {
          params[name] = found[index + 1];
        }
      });
      return {template: matcher.template, params};
    }
    return undefined;
  }

  pathItem(template: string): SpecNode {
    return resolve(this.spec, this.spec.paths?.[template]) ?? {};
  }

  methods(template: string): string[] {
    const item = this.pathItem(template);
    return HTTP_METHODS.filter((method) => item[method]);
  }

  operation(template: string, method: string): Operation | undefined {
    const pathItem = this.pathItem(template);
    const operation = pathItem[method.toLowerCase()];
    if (!operation) return undefined;
    return {
      method: method.toLowerCase(),
      path: template,
      operationId: operation.operationId,
      summary: operation.summary,
      operation,
      pathItem,
    };
  }

  all(): Operation[] {
    return Object.keys(this.spec.paths ?? {}).flatMap((template) =>
      this.methods(template).map((method) => this.operation(template, method)!),
    );
  }
}
