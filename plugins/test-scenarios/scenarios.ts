/**
 * The test scenarios of every operation: each documented response (status and, when it has them,
 * each named example) with the cURL that asks the local mock for it through the `Prefer` header.
 */
import {localMockOrigin, preferHeader} from '../../config/localMock';
import {serviceArtifacts, type ApiService} from '../../config/services';
import {listOperations} from '../../lib/openapi/operations';
import {resolveRef} from '../../lib/openapi/refs';
import {sortByTagOrder} from '../../lib/openapi/tagOrder';
import type {OpenApiDocument, SpecNode} from '../../lib/openapi/types';
import {buildSampleRequest} from '../api-reference/codeSamples';
import {curlSample} from '../api-reference/codeSamples/curl';
import {inlineMarkdownToHtml, inlineMarkdownToText} from '../api-reference/viewModel/markdown';
import {mediaExamples} from '../error-catalogue/catalogue';

/** The local mock answers every API under the paths of API_BASE_URL, on one origin. */
export const mockOrigin = () => localMockOrigin();
export {preferHeader};

export interface Scenario {
  status: number;
  /** Name of the response example; absent when the response documents none by name. */
  example?: string;
  /** What the scenario represents: the example's summary, else the response's description, as plain text. */
  represents: string;
  /** The same, its inline Markdown (`code`) rendered to HTML at build time. */
  representsHtml: string;
  /** The `Prefer` header value that selects it. */
  prefer: string;
  curl: string;
}

export interface OperationScenarios {
  operationId: string;
  /** The operation's first tag: the pages group operations under it, as the reference does. */
  tag: string;
  method: string;
  path: string;
  summary: string;
  route: string;
  scenarios: Scenario[];
}

const represents = (markdown: string) => ({represents: inlineMarkdownToText(markdown), representsHtml: inlineMarkdownToHtml(markdown)});

/** Every operation's scenarios, grouped by tag in the reference's order (each tag's operations in document order). */
export function collectScenarios(service: ApiService, spec: OpenApiDocument): OperationScenarios[] {
  const artifacts = serviceArtifacts(service);
  const operations = listOperations(spec).map(({method, path, operation}) => {
    const pathItem = resolveRef(spec, spec.paths[path]);
    const request = buildSampleRequest(spec, method, path, operation, pathItem);
    const curlFor = (prefer: string) =>
      curlSample({...request, headers: [...request.headers, ['Prefer', prefer]]}, {baseUrl: mockOrigin()});
    const scenarios = Object.entries<SpecNode>(operation.responses ?? {})
      .filter(([status]) => /^\d{3}$/.test(status))
      .flatMap(([status, raw]) => {
        const response = resolveRef(spec, raw) ?? {};
        const media = Object.values<SpecNode>(response.content ?? {})[0];
        const named = mediaExamples(spec, media).filter((example) => example.name !== undefined);
        const code = Number(status);
        const description = String(response.description ?? '').trim();
        if (named.length === 0) {
          const prefer = preferHeader(code);
          return [{status: code, ...represents(description), prefer, curl: curlFor(prefer)}];
        }
        return named.map((example) => {
          const prefer = preferHeader(code, example.name);
          return {status: code, example: example.name, ...represents(example.summary ?? description), prefer, curl: curlFor(prefer)};
        });
      })
      .sort((a, b) => a.status - b.status);
    return {
      operationId: operation.operationId,
      tag: operation.tags?.[0] ?? 'Otras operaciones',
      method: method.toUpperCase(),
      path,
      summary: operation.summary ?? operation.operationId,
      route: artifacts.operationRoute(operation.operationId),
      scenarios,
    };
  });
  return sortByTagOrder(spec, operations, (operation) => operation.tag);
}
