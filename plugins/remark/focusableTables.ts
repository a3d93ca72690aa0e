import type {Element, ElementContent, Root} from 'hast';

/** The text of a hast node, to name a table by its column headers. */
function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element') return node.children.map(textOf).join('');
  return '';
}

function columnHeaders(table: Element): string[] {
  const headers: string[] = [];
  const visit = (node: Element) => {
    for (const child of node.children) {
      if (child.type !== 'element') continue;
      if (child.tagName === 'th') headers.push(textOf(child).trim());
      else if (headers.length === 0 || child.tagName !== 'tbody') visit(child);
    }
  };
  visit(table);
  return headers.filter(Boolean);
}

/**
 * Rehype plugin: every Markdown table sits in a wrapper that scrolls sideways when the table
 * cannot fit (src/css/custom.css draws shadows at the edge that hides columns). The wrapper is
 * the scrolling region, so it is the one that is focusable and named, as WCAG's scrollable-region
 * rule asks, by its place in the page and its column headers.
 */
export default function rehypeFocusableTables() {
  return (tree: Root): void => {
    // Numbered in page order: two tables with the same columns still get distinct region names.
    let tableCount = 0;
    const visit = (node: Root | Element): void => {
      node.children.forEach((child, index) => {
        if (child.type !== 'element') return;
        if (child.tagName === 'table') {
          const headers = columnHeaders(child);
          tableCount += 1;
          node.children[index] = {
            type: 'element',
            tagName: 'div',
            properties: {
              className: ['table-scroll'],
              tabIndex: 0,
              role: 'region',
              ariaLabel: `Tabla ${tableCount}${headers.length > 0 ? `: ${headers.join(', ')}` : ''}`,
            },
            children: [child],
          };
          return;
        }
        visit(child);
      });
    };
    visit(tree);
  };
}
