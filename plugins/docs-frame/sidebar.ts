/**
 * The `docs` sidebar as the theme's DocSidebar receives it (the docs plugin's "prop sidebar"),
 * built from the docs plugin's loaded content, so generated pages outside the docs plugin (the
 * error catalogue, the scenarios pages) show the same navigation as every guide.
 */
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';

interface SidebarSource {
  type: string;
  id?: string;
  label?: string;
  href?: string;
  collapsible?: boolean;
  collapsed?: boolean;
  className?: string;
  link?: {type: string; id?: string; permalink?: string};
  items?: SidebarSource[];
}

/** The `docs` sidebar of the docs plugin's first (only) version, with each doc as a link to its page. */
export function docsSidebarProp(content: DocsContent | undefined, sidebarName = 'docs'): PropSidebarItem[] {
  const version = content?.loadedVersions[0];
  if (!version) throw new Error('[docs-frame] falta el contenido del plugin de docs');
  const docs = new Map(version.docs.map((doc) => [doc.id, doc]));
  const docLink = (id: string, label?: string): PropSidebarItem => {
    const doc = docs.get(id);
    if (!doc) throw new Error(`[docs-frame] la barra lateral nombra el documento ${id}, que no existe`);
    return {
      type: 'link',
      label: label ?? (doc.frontMatter.sidebar_label as string | undefined) ?? doc.title,
      href: doc.permalink,
      docId: id,
      unlisted: false,
    };
  };
  const convert = (item: SidebarSource): PropSidebarItem[] => {
    if (item.type === 'doc' || item.type === 'ref') return [docLink(item.id!, item.label)];
    if (item.type === 'link') return [{type: 'link', label: item.label!, href: item.href!}];
    if (item.type === 'category') {
      const link = item.link?.type === 'doc' ? docs.get(item.link.id!)?.permalink : item.link?.permalink;
      return [
        {
          type: 'category',
          label: item.label!,
          collapsible: item.collapsible ?? true,
          collapsed: item.collapsed ?? true,
          items: (item.items ?? []).flatMap(convert),
          ...(link ? {href: link} : {}),
        },
      ];
    }
    return [];
  };
  return ((version.sidebars[sidebarName] ?? []) as SidebarSource[]).flatMap(convert);
}
