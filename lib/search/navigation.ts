import {services} from '../../config/services';

/**
 * Redoc pages read the anchor when they load, so a hit on an API page is opened with a full page
 * load; guides and blog posts keep the single-page navigation.
 */
export function needsFullPageLoad(url: string): boolean {
  const pathname = url.split('#')[0].replace(/\/$/, '');
  return services.some((service) => service.route === pathname);
}

export const searchPageUrl = (query: string) => `/buscar?q=${encodeURIComponent(query.trim())}`;
