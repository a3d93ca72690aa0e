import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import ApiSidebar from '../ApiSidebar';
import {useApiSidebar} from '../ApiSidebar/context';
import styles from '../styles.module.css';

interface Props {
  title: string;
  description: string;
  activeRoute: string;
  children: ReactNode;
}

/** The frame of every reference page: the site's layout, the API's side navigation and the page's main landmark. */
export default function ApiLayout({title, description, activeRoute, children}: Props): React.JSX.Element {
  const sidebar = useApiSidebar();
  return (
    <Layout title={title} description={description}>
      <div className={styles.page}>
        <ApiSidebar sidebar={sidebar} activeRoute={activeRoute} />
        <main className={styles.main}>{children}</main>
      </div>
    </Layout>
  );
}
