// Wrapped so that a phone, which hides the side table of contents and removes it right after hydration, adopts its
// server HTML instead of hydrating it (lib/ui/HydrateOnDesktop); the original renders unchanged inside.
import React from 'react';
import DocItemTOCDesktop from '@theme-original/DocItem/TOC/Desktop';
import type DocItemTOCDesktopType from '@theme/DocItem/TOC/Desktop';
import type {WrapperProps} from '@docusaurus/types';
import HydrateOnDesktop from '@site/lib/ui/HydrateOnDesktop';

type Props = WrapperProps<typeof DocItemTOCDesktopType>;

export default function DocItemTOCDesktopWrapper(props: Props): React.JSX.Element {
  return (
    <HydrateOnDesktop>
      <DocItemTOCDesktop {...props} />
    </HydrateOnDesktop>
  );
}
