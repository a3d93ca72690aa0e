// Swizzled (ejected) because the stock CodeBlock remounts every block right after hydration
// (key={isBrowser}) so that a dark-mode Prism theme replaces the server's light one. This site has
// a single colour mode, so that remount only cost main-thread time; CodeBlock/Content still
// renders a block with the current Prism theme whenever it differs from the server's.
import React, {isValidElement, type ReactNode} from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';

/** Plain-string children when possible, so the copy button copies them. */
function stringifiedChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({children, ...props}: Props): React.JSX.Element {
  const content = stringifiedChildren(children);
  return typeof content === 'string' ? (
    <StringContent {...props}>{content}</StringContent>
  ) : (
    <ElementContent {...props}>{content}</ElementContent>
  );
}
