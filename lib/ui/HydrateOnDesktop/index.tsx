import React, {useState, type ComponentType, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {hasPhoneLayout} from '../breakpoint';
import styles from './styles.module.css';

/** The same object on every render: a new one would make React write the element's HTML again. */
const SERVER_HTML_KEPT = {__html: ''};

/**
 * A part of the server's desktop layout that a phone hides with CSS and removes right after hydration (the
 * docs sidebar, the side table of contents, the API navigation). On a phone, the page's first render
 * adopts the server's HTML of it as it is, without creating a component for any of its elements: hydrating
 * it only to remove it cost a phone's start-up a few hundred components and the work of unmounting them.
 * React leaves an element's children alone while hydrating it when it has `dangerouslySetInnerHTML`, and
 * writes that HTML again only if the object changes. Everywhere else (a desktop, a render after
 * hydration: a client-side navigation, a phone turned to a desktop's width) it renders its children.
 */
export default function HydrateOnDesktop({children}: {children: ReactNode}): React.JSX.Element {
  const isBrowser = useIsBrowser();
  // Decided once, by the render that hydrates the page (useIsBrowser is false only then in the browser).
  const [adoptsServerHtml] = useState(() => typeof window !== 'undefined' && !isBrowser && hasPhoneLayout());
  return adoptsServerHtml ? (
    <div className={styles.contents} dangerouslySetInnerHTML={SERVER_HTML_KEPT} suppressHydrationWarning />
  ) : (
    <div className={styles.contents}>{children}</div>
  );
}

/**
 * A theme component wrapped in HydrateOnDesktop, for the `@theme-original` wrappers of the stock desktop-only
 * parts (src/theme/DocSidebar/Desktop, DocItem/TOC/Desktop, BlogSidebar/Desktop).
 */
export function hydratedOnDesktop<Props extends object>(Original: ComponentType<Props>): ComponentType<Props> {
  return function HydratedOnDesktop(props: Props) {
    return (
      <HydrateOnDesktop>
        <Original {...props} />
      </HydrateOnDesktop>
    );
  };
}
