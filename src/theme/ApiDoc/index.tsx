// Ejected from docusaurus-theme-redoc (its ApiDoc is just Layout + Redoc) because the download bar must
// sit inside the Layout, between the navbar and Redoc; a wrapper could only render it outside the page.
import React from 'react';
import {useLocation} from '@docusaurus/router';
import Layout, {type Props as LayoutProps} from '@theme/Layout';
import Redoc from '@theme/Redoc';
import ApiDownloads from '@site/src/components/ApiDownloads';
import {services} from '@site/config/services';

interface Props {
  specProps: React.ComponentProps<typeof Redoc>;
  layoutProps?: Omit<LayoutProps, 'children'>;
}

export default function ApiDoc({layoutProps, specProps}: Props): React.JSX.Element {
  const {pathname} = useLocation();
  const service = services.find((candidate) => candidate.route === pathname.replace(/\/$/, ''));
  const info = (specProps as {spec?: {info?: {title?: string; description?: string}}}).spec?.info;
  return (
    <Layout title={info?.title ?? 'API'} description={info?.description} {...layoutProps}>
      {/* The API page's main landmark, like the docs pages have (Layout itself renders none). */}
      <main>
        {service && <ApiDownloads serviceId={service.id} />}
        <Redoc {...specProps} />
      </main>
    </Layout>
  );
}
