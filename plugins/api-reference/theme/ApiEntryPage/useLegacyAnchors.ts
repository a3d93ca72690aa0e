import {useEffect} from 'react';
import {useHistory} from '@docusaurus/router';
import {serviceArtifacts} from '@site/config/services';
import type {EntryPageView} from '../../viewModel/types';
import {slugify} from '../../viewModel/slug';

/**
 * Where an old Redoc anchor of this page leads: `#operation/<id>` or `#tag/<Tag>/operation/<id>` to
 * the operation's own page, `#tag/<Tag>` to the tag's section, `#section/<Name>` to the intro
 * heading of that name. Unknown anchors stay on this page.
 */
export function legacyAnchorTarget(hash: string, entry: EntryPageView): {route: string} | {anchor: string} | undefined {
  const anchor = decodeURIComponent(hash.replace(/^#/, ''));
  const operation = /(?:^|\/)operation\/([^/]+)$/.exec(anchor);
  if (operation) {
    const operationId = operation[1]!;
    const known = entry.groups.some((group) => group.items.some((item) => item.operationId === operationId));
    return known ? {route: serviceArtifacts(entry.serviceId).operationRoute(operationId)} : undefined;
  }
  const tag = /^tag\/([^/]+)$/.exec(anchor);
  if (tag) {
    const group = entry.groups.find((candidate) => slugify(candidate.tag) === slugify(tag[1]!));
    return group ? {anchor: group.anchor} : undefined;
  }
  const section = /^section\/([^/]+)$/.exec(anchor);
  if (section) {
    const id = slugify(section[1]!);
    return entry.sectionIds.includes(id) ? {anchor: id} : undefined;
  }
  return undefined;
}

/** Follows the old anchors once the entry page is shown (links in guides, bookmarks, other sites). */
export function useLegacyAnchors(entry: EntryPageView): void {
  const history = useHistory();
  useEffect(() => {
    const target = legacyAnchorTarget(window.location.hash, entry);
    if (!target) return;
    if ('route' in target) history.replace(target.route);
    else {
      history.replace({hash: `#${target.anchor}`});
      document.getElementById(target.anchor)?.scrollIntoView();
    }
    // Only the anchor the page was opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
