import type {Element, ElementContent, Root} from 'hast';

function isTaskItem(node: Element): boolean {
  const className = node.properties?.className;
  return node.tagName === 'li' && Array.isArray(className) && className.includes('task-list-item');
}

function isCheckbox(node: ElementContent | undefined): node is Element {
  return node?.type === 'element' && node.tagName === 'input' && node.properties?.type === 'checkbox';
}

/**
 * Rehype plugin: the checkboxes of a Markdown checklist (`- [ ] …`) come without an accessible name,
 * which screen readers announce as a bare "checkbox". Each item's text (up to a nested list) is
 * wrapped with its checkbox in a <label>, which names it.
 */
export default function rehypeLabelledTaskLists() {
  return (tree: Root): void => {
    const visit = (node: Root | Element): void => {
      for (const child of node.children) {
        if (child.type !== 'element') continue;
        if (isTaskItem(child)) labelItem(child);
        visit(child);
      }
    };
    visit(tree);
  };
}

function labelItem(item: Element): void {
  // A loose list puts the checkbox inside the item's first paragraph.
  const holder = item.children[0]?.type === 'element' && item.children[0].tagName === 'p' ? item.children[0] : item;
  const checkboxIndex = holder.children.findIndex((child) => child.type !== 'text' || child.value.trim() !== '');
  if (!isCheckbox(holder.children[checkboxIndex])) return;
  const nestedListIndex = holder.children.findIndex(
    (child) => child.type === 'element' && (child.tagName === 'ul' || child.tagName === 'ol'),
  );
  const end = nestedListIndex === -1 ? holder.children.length : nestedListIndex;
  const labelled = holder.children.slice(checkboxIndex, end);
  const label: Element = {type: 'element', tagName: 'label', properties: {}, children: labelled};
  holder.children.splice(checkboxIndex, labelled.length, label);
}
