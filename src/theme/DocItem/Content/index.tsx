// Wrapped because no configuration adds a control to every docs page: the "Copiar como Markdown" bar
// goes above the page content, which the original component renders unchanged.
import React from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import CopyMarkdownButton from '@site/lib/ui/CopyMarkdownButton';
import {markdownTwinPath} from '@site/lib/twinPath';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): React.JSX.Element {
  const {metadata} = useDoc();
  return (
    <>
      <CopyMarkdownButton markdownPath={markdownTwinPath(metadata.permalink)} />
      <Content {...props} />
    </>
  );
}
