import React, {useId, useState, type KeyboardEvent} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {services} from '../../../../config/services';
import {NavbarSecondaryMenuFiller, useWindowSize} from '@docusaurus/theme-common';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import type {NavGroupView, SidebarItemView, SidebarView} from '../../viewModel/types';
import HydrateOnDesktop from '../../../../lib/ui/HydrateOnDesktop';
import MethodBadge from '../MethodBadge';
import styles from '../styles.module.css';

interface Props {
  sidebar: SidebarView;
  /** Route of the page shown, highlighted with aria-current. */
  activeRoute: string;
}

/** Space follows a link too, as on the guides' sidebar buttons (a link only answers Enter natively). */
function activateOnSpace(event: KeyboardEvent<HTMLElement>): void {
  const target = event.target as HTMLElement;
  if (event.key === ' ' && target.tagName === 'A') {
    event.preventDefault();
    target.click();
  }
}

/**
 * A tag and, while it is open, its operations. A closed group renders no entries: the largest API has
 * 132, and every page hydrates them twice on a phone (the side navigation and the mobile menu).
 */
function Group({group, activeRoute, onNavigate}: {group: NavGroupView<SidebarItemView>; activeRoute: string; onNavigate?: () => void}) {
  const containsActive = group.items.some((item) => item.route === activeRoute);
  const [expanded, setExpanded] = useState(containsActive);
  const listId = `nav-${group.anchor}`;
  return (
    <li className={styles.navGroup}>
      <button
        type="button"
        className={styles.navGroupToggle}
        aria-expanded={expanded}
        aria-controls={expanded ? listId : undefined}
        onClick={() => setExpanded(!expanded)}>
        {group.tag}
      </button>
      {expanded && (
        <ul id={listId} className={styles.navList}>
          {group.items.map((item) => {
            const active = item.route === activeRoute;
            return (
              <li key={item.route}>
                <Link
                  to={item.route}
                  className={clsx(styles.navLink, active && styles.navLinkActive)}
                  aria-current={active ? 'page' : undefined}
                  onClick={onNavigate}>
                  <MethodBadge method={item.method} className={styles.navMethod} />
                  <span className={clsx(item.deprecated && styles.deprecated)}>{item.summary}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </li>
  );
}

function NavigationList({sidebar, activeRoute, onNavigate}: Props & {onNavigate?: () => void}) {
  const entryActive = activeRoute === sidebar.entryRoute;
  return (
    <ul className={styles.navRoot} onKeyDown={activateOnSpace}>
      <li>
        <Link
          to={sidebar.entryRoute}
          className={clsx(styles.navLink, styles.navEntry, entryActive && styles.navLinkActive)}
          aria-current={entryActive ? 'page' : undefined}
          onClick={onNavigate}>
          Introducción
        </Link>
      </li>
      {sidebar.groups.map((group) => (
        <Group key={group.anchor} group={group} activeRoute={activeRoute} onNavigate={onNavigate} />
      ))}
    </ul>
  );
}

/** The eight APIs of config/services.ts: choosing one opens its entry page. */
function ApiSwitcher({serviceId, onNavigate}: {serviceId: string; onNavigate?: () => void}) {
  const id = useId();
  const history = useHistory();
  return (
    <div className={styles.apiSwitcher}>
      <label htmlFor={id}>API</label>
      <select
        id={id}
        value={serviceId}
        onChange={(event) => {
          const service = services.find((candidate) => candidate.id === event.target.value);
          if (!service) return;
          onNavigate?.();
          history.push(service.route);
        }}>
        {services.map((service) => (
          <option key={service.id} value={service.id}>
            {service.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The API's navigation inside the navbar's mobile menu, as the guides' sidebar does on a phone. */
function MobileNavigation(props: Props) {
  const mobileSidebar = useNavbarMobileSidebar();
  return (
    <nav aria-label={`Operaciones de la ${props.sidebar.title}`} className={styles.mobileNav}>
      <ApiSwitcher serviceId={props.sidebar.serviceId} onNavigate={() => mobileSidebar.toggle()} />
      <NavigationList {...props} onNavigate={() => mobileSidebar.toggle()} />
    </nav>
  );
}

/**
 * The API's side navigation: tags as collapsible groups (the one holding the current page open),
 * each operation by its summary with its method. 300 px and sticky on wide screens; on a phone it
 * moves into the navbar's mobile menu.
 */
export default function ApiSidebar(props: Props): React.JSX.Element {
  const isMobile = useWindowSize() === 'mobile';
  return (
    <>
      {isMobile && <NavbarSecondaryMenuFiller component={MobileNavigation} props={props} />}
      {/* The side navigation: hidden by CSS on a phone, which removes it without hydrating it. */}
      {!isMobile && (
        <HydrateOnDesktop>
          <aside className={styles.sidebar}>
            <nav aria-label={`Operaciones de la ${props.sidebar.title}`} className={styles.sidebarNav}>
              <ApiSwitcher serviceId={props.sidebar.serviceId} />
              <NavigationList {...props} />
            </nav>
          </aside>
        </HydrateOnDesktop>
      )}
    </>
  );
}
