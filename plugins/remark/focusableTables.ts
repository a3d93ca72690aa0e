import type {Root, Element} from 'hast';

/**
 * Rehype plugin: Markdown tables scroll sideways on narrow screens, so each one is made focusable
 * (and named as a region) for keyboard users, as WCAG's scrollable-region rule asks.
 */
export default function rehypeFocusableTables() {
  return (tree: Root): void => {
    const visit = (node: Root | Element): void => {
      for (const child of node.children) {
        if (child.type !== 'element') continue;
        if (child.tagName === 'table') {
          child.properties = {...child.properties, tabIndex: 0};
        }
        visit(child);
      }
    };
    visit(tree);
  };
}
