// Wrapped so that a phone, which hides the side table of contents and removes it right after hydration, adopts its
// server HTML instead of hydrating it (lib/ui/HydrateOnDesktop); the original renders unchanged inside.
import DocItemTocDesktop from '@theme-original/DocItem/TOC/Desktop';
import {hydratedOnDesktop} from '@site/lib/ui/HydrateOnDesktop';

export default hydratedOnDesktop(DocItemTocDesktop);
