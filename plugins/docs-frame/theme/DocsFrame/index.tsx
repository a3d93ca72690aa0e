/**
 * The docs page frame for pages generated outside the docs plugin (the error catalogue, the
 * scenarios pages): the theme's own docs layout with the `docs` sidebar, the table of contents
 * (desktop column, collapsible on a phone), "Copiar como Markdown" and the guides' typography, so
 * they look and navigate like every other docs page.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Layout from '@theme/Layout';
import DocRootLayout from '@theme/DocRoot/Layout';
import TOC from '@theme/TOC';
import TOCCollapsible from '@theme/TOCCollapsible';
import {HtmlClassNameProvider, ThemeClassNames, useWindowSize} from '@docusaurus/theme-common';
import {DocsSidebarProvider} from '@docusaurus/plugin-content-docs/client';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';
import type {TOCItem} from '@docusaurus/mdx-loader';
import CopyMarkdownButton from '../../../../lib/ui/CopyMarkdownButton';
import HydrateOnDesktop from '../../../../lib/ui/HydrateOnDesktop';
import styles from './styles.module.css';

export interface DocsFrameProps {
  title: string;
  description: string;
  sidebar: PropSidebarItem[];
  /** The page's table of contents: its h2 (and chosen h3), in order. */
  toc: TOCItem[];
  /** Path of the page's Markdown twin (`/docs/errores.md`). */
  markdownPath: string;
  /** Classes for the Markdown container (the page's running-text styles). */
  className?: string;
  children: ReactNode;
}

export default function DocsFrame({
  title,
  description,
  sidebar,
  toc,
  markdownPath,
  className,
  children,
}: DocsFrameProps): React.JSX.Element {
  const windowSize = useWindowSize();
  // The table of contents links each heading by its id: the build's anchor check must know them.
  const brokenLinks = useBrokenLinks();
  for (const item of toc) brokenLinks.collectAnchor(item.id);
  const showToc = toc.length > 0;
  return (
    <HtmlClassNameProvider className={clsx(ThemeClassNames.wrapper.docsPages, ThemeClassNames.page.docsDocPage)}>
      <Layout title={title} description={description}>
        <DocsSidebarProvider name="docs" items={sidebar}>
          <DocRootLayout>
            <div className="row">
              <div className={clsx('col', showToc && styles.docItemCol)}>
                <article className={styles.container}>
                  {/* Server-rendered, as the theme's DocItem does, and hidden by CSS on a desktop: added only
                      after hydration, it pushed the page down on a phone (a layout shift of 0.045). */}
                  {showToc && <TOCCollapsible toc={toc} className={clsx(ThemeClassNames.docs.docTocMobile, styles.tocMobile)} />}
                  <CopyMarkdownButton markdownPath={markdownPath} />
                  {/* The headings are the container's own children, so they take the guides' scale (Infima's `.markdown > h2`). */}
                  <div className={clsx(ThemeClassNames.docs.docMarkdown, 'markdown', styles.content, className)}>{children}</div>
                </article>
              </div>
              {showToc && (windowSize === 'desktop' || windowSize === 'ssr') && (
                <div className="col col--3">
                  <HydrateOnDesktop>
                    <TOC toc={toc} className={ThemeClassNames.docs.docTocDesktop} />
                  </HydrateOnDesktop>
                </div>
              )}
            </div>
          </DocRootLayout>
        </DocsSidebarProvider>
      </Layout>
    </HtmlClassNameProvider>
  );
}
