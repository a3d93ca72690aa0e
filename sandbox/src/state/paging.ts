/**
 * The product's page sizes (product spec §9): «Page size: 20 by default in lists; 15 for bank, financial, catalog
 * and catalog-value lists; workflow list default 10, max 100.» A `per_page` the operation takes wins (the engine has
 * already checked its bounds against the contract).
 */
export const DEFAULT_PAGE_SIZE = 20;

const PAGE_SIZES: Record<string, Record<string, number>> = {
  people: {
    '/person-bank-data': 15,
    '/person-financial-data': 15,
    '/custom-catalogs': 15,
    '/custom-catalog-values': 15,
    '/catalogs/marital-statuses': 15,
    '/catalogs/nationalities': 15,
    '/catalogs/person-relations': 15,
    '/catalogs/states': 15,
  },
  workflows: {'/workflows': 10},
};

export const pageSize = (api: string, collection: string): number => PAGE_SIZES[api]?.[collection] ?? DEFAULT_PAGE_SIZE;
