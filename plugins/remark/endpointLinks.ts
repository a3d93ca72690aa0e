import type {Element, ElementContent, Root} from 'hast';
import {operationRouteOf} from '../../lib/openapi/operationRoutes';

type Parent = Root | Element | {type: string; children: ElementContent[]};

const SKIPPED = new Set(['a', 'pre', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

const textOf = (node: Element): string =>
  node.children.map((child) => (child.type === 'text' ? child.value : child.type === 'element' ? textOf(child) : '')).join('');

/**
 * Rehype plugin: an endpoint a guide names as inline code (`POST /curp`, `GET /people/{id}`) links to its operation
 * page, from the one registry of operation paths (lib/openapi/operationRoutes.ts). Before, the long guides named
 * them as plain code and a reader searched the reference for each. Code inside a link, a code block or a heading
 * is left alone (a link inside a link, or inside the heading's own anchor, is invalid HTML), and so is an endpoint
 * the registry does not know.
 */
export default function rehypeEndpointLinks() {
  return (tree: Root): void => {
    const visit = (node: Parent): void => {
      node.children.forEach((child, index) => {
        if (child.type !== 'element' && !('children' in child && Array.isArray(child.children))) return;
        if (child.type === 'element' && SKIPPED.has(child.tagName)) return;
        if (child.type === 'element' && child.tagName === 'code') {
          const target = operationRouteOf(textOf(child));
          if (target) node.children[index] = {type: 'element', tagName: 'a', properties: {href: target.route}, children: [child]};
          return;
        }
        visit(child as Parent);
      });
    };
    visit(tree);
  };
}
