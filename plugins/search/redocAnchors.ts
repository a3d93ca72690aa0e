/**
 * Reads the anchors Redoc actually rendered in a built API page, so search links use Redoc's own
 * ids (`tag/<Tag>/operation/<operationId>`, or `operation/<operationId>` for untagged operations)
 * instead of re-implementing its slug rules.
 */
import {load} from 'cheerio';

export function redocOperationAnchors(html: string): Map<string, string> {
  const $ = load(html);
  const anchors = new Map<string, string>();
  $('[id*="operation/"][data-section-id]').each((_, element) => {
    const id = $(element).attr('id')!;
    const operationId = id.slice(id.lastIndexOf('operation/') + 'operation/'.length);
    if (!anchors.has(operationId)) anchors.set(operationId, id);
  });
  return anchors;
}
