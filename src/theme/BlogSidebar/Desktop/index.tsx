// Wrapped so that a phone, which hides the blog's sidebar and removes it right after hydration, adopts its
// server HTML instead of hydrating it (lib/ui/HydrateOnDesktop); the original renders unchanged inside.
import React from 'react';
import BlogSidebarDesktop from '@theme-original/BlogSidebar/Desktop';
import type BlogSidebarDesktopType from '@theme/BlogSidebar/Desktop';
import type {WrapperProps} from '@docusaurus/types';
import HydrateOnDesktop from '@site/lib/ui/HydrateOnDesktop';

type Props = WrapperProps<typeof BlogSidebarDesktopType>;

export default function BlogSidebarDesktopWrapper(props: Props): React.JSX.Element {
  return (
    <HydrateOnDesktop>
      <BlogSidebarDesktop {...props} />
    </HydrateOnDesktop>
  );
}
