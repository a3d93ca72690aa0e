// Swizzled (ejected) because the stock layout leaves a post's table of contents outside every
// landmark (axe: region), so screen-reader users jumping by landmarks never reach it. Here it is a
// named navigation landmark; the layout is otherwise the stock one.
import React from 'react';
import clsx from 'clsx';
import Layout from '@theme/Layout';
import BlogSidebar from '@theme/BlogSidebar';
import type {Props} from '@theme/BlogLayout';

export default function BlogLayout({sidebar, toc, children, ...layoutProps}: Props): React.JSX.Element {
  const hasSidebar = Boolean(sidebar && sidebar.items.length > 0);
  return (
    <Layout {...layoutProps}>
      <div className="container margin-vert--lg">
        <div className="row">
          <BlogSidebar sidebar={sidebar} />
          <main className={clsx('col', {'col--7': hasSidebar, 'col--9 col--offset-1': !hasSidebar})}>{children}</main>
          {toc && (
            <nav className="col col--2" aria-label="En esta entrada">
              {toc}
            </nav>
          )}
        </div>
      </div>
    </Layout>
  );
}
