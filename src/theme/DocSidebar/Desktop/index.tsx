// Wrapped so that a phone, which hides the docs sidebar and removes it right after hydration, adopts its
// server HTML instead of hydrating it (lib/ui/HydrateOnDesktop); the original renders unchanged inside.
import React from 'react';
import DocSidebarDesktop from '@theme-original/DocSidebar/Desktop';
import type DocSidebarDesktopType from '@theme/DocSidebar/Desktop';
import type {WrapperProps} from '@docusaurus/types';
import HydrateOnDesktop from '@site/lib/ui/HydrateOnDesktop';

type Props = WrapperProps<typeof DocSidebarDesktopType>;

export default function DocSidebarDesktopWrapper(props: Props): React.JSX.Element {
  return (
    <HydrateOnDesktop>
      <DocSidebarDesktop {...props} />
    </HydrateOnDesktop>
  );
}
