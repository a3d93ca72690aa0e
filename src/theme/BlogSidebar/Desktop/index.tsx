// Wrapped so that a phone, which hides the blog's sidebar and removes it right after hydration, adopts its
// server HTML instead of hydrating it (lib/ui/HydrateOnDesktop); the original renders unchanged inside.
import BlogSidebarDesktop from '@theme-original/BlogSidebar/Desktop';
import {hydratedOnDesktop} from '@site/lib/ui/HydrateOnDesktop';

export default hydratedOnDesktop(BlogSidebarDesktop);
