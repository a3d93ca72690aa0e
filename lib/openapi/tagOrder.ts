/**
 * The order in which an API's operations are grouped by tag. The reference's navigation and entry page
 * set it, and every other page that groups an API's operations (the scenarios pages and their twins)
 * reads it from here, so a reader finds the groups in the same order everywhere.
 */
import type {OpenApiDocument} from './types';

/** Tags in the order of `x-tagGroups`, then the spec's `tags`, then any other tag used; only tags in use. */
export function tagOrder(document: OpenApiDocument, usedTags: readonly string[]): string[] {
  const used = new Set(usedTags);
  const ordered = [
    ...(document['x-tagGroups'] ?? []).flatMap((group: {tags?: string[]}) => group.tags ?? []),
    ...(document.tags ?? []).map((tag: {name: string}) => tag.name),
    ...usedTags,
  ];
  return [...new Set<string>(ordered)].filter((tag) => used.has(tag));
}

/** `items` in tag order, each tag's items in their own order (a stable sort). */
export function sortByTagOrder<Item>(document: OpenApiDocument, items: readonly Item[], tagOf: (item: Item) => string): Item[] {
  const order = tagOrder(document, items.map(tagOf));
  return order.flatMap((tag) => items.filter((item) => tagOf(item) === tag));
}
