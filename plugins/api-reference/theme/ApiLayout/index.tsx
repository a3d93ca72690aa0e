import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import type {SidebarView} from '../../viewModel/types';
import ApiSidebar from '../ApiSidebar';
import styles from '../styles.module.css';

interface Props {
  title: string;
  description: string;
  sidebar: SidebarView;
  activeRoute: string;
  children: ReactNode;
}

/** The frame of every reference page: the site's layout, the API's side navigation and the page's main landmark. */
export default function ApiLayout({title, description, sidebar, activeRoute, children}: Props): React.JSX.Element {
  return (
    <Layout title={title} description={description}>
      <div className={styles.page}>
        <ApiSidebar sidebar={sidebar} activeRoute={activeRoute} />
        <main className={styles.main}>{children}</main>
      </div>
    </Layout>
  );
}
