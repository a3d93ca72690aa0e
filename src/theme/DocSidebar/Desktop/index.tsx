// Wrapped so that a phone, which hides the docs sidebar and removes it right after hydration, adopts its
// server HTML instead of hydrating it (lib/ui/HydrateOnDesktop); the original renders unchanged inside.
import DocSidebarDesktop from '@theme-original/DocSidebar/Desktop';
import {hydratedOnDesktop} from '@site/lib/ui/HydrateOnDesktop';

export default hydratedOnDesktop(DocSidebarDesktop);
