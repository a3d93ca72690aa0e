/**
 * Reading a built Postman collection the way the tests need it: its requests (folders flattened), the
 * operation each one calls and the status its test asserts. One reader for the Postman and surfaces tests.
 */
import {endpointKey} from '../../lib/openapi/endpoints';

export interface PostmanItem {
  name?: string;
  item?: PostmanItem[];
  request?: {method?: string; url?: {path?: string[]; query?: {key: string}[]; variable?: {key: string}[]}};
  event?: {listen: string; script?: {exec?: string[]}}[];
}

/** Every request of a collection, its folders flattened. */
export function requestsOf(items: PostmanItem[]): PostmanItem[] {
  return items.flatMap((entry) => (entry.item ? requestsOf(entry.item) : [entry]));
}

/** `GET /documents/{}/sign` for a request to `{{API_BASE_URL}}/signt/documents/:id/sign`, the API's base path removed. */
export function requestKey(request: PostmanItem['request'], basePath: string): string {
  const requestPath = `/${(request?.url?.path ?? []).join('/')}`.replace(/\/:([^/]+)/g, '/{$1}');
  const operationPath = requestPath.startsWith(`${basePath}/`) ? requestPath.slice(basePath.length) : requestPath;
  return endpointKey(request?.method ?? '', operationPath);
}

/** The status a request's test script asserts (`pm.response.to.have.status(201)`), if it asserts one. */
export function assertedStatus(item: PostmanItem): number | undefined {
  const script = (item.event ?? [])
    .filter((event) => event.listen === 'test')
    .flatMap((event) => event.script?.exec ?? [])
    .join('\n');
  const match = /pm\.response\.to\.have\.status\((\d{3})\)/.exec(script);
  return match ? Number(match[1]) : undefined;
}
