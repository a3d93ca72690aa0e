import {services} from '../../config/services';

/**
 * An API entry page reads the anchor when it loads (old Redoc anchors lead to an operation's page),
 * so a hit on one is opened with a full page load; guides and blog posts keep the single-page navigation.
 */
export function needsFullPageLoad(url: string): boolean {
  const pathname = url.split('#')[0].replace(/\/$/, '');
  return services.some((service) => service.route === pathname);
}

/** The page with every hit of a query; plugins/search adds its route. */
export const SEARCH_PAGE_ROUTE = '/buscar';

export const searchPageUrl = (query: string) => `${SEARCH_PAGE_ROUTE}?q=${encodeURIComponent(query.trim())}`;
