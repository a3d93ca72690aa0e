import {useMemo} from 'react';

// The two other names theme-common's secondary-menu modules take from its reactUtils, from its public API.
export {ReactContextError, usePrevious} from '@docusaurus/theme-common';

/**
 * theme-common's `useShallowMemoObject`: the same object while its entries are equal, whatever their
 * order. Upstream sorts the keys with `localeCompare`, and the first `localeCompare` of a page builds
 * an ICU collator: 50 ms in one task on a phone at CPU 4×, paid when a page first fills the mobile
 * menu. Keys are property names, so comparing code units gives an order just as stable.
 */
export function useShallowMemoObject<T extends object>(object: T): T {
  const entries = Object.entries(object).sort(([first], [second]) => (first < second ? -1 : first > second ? 1 : 0));
  // The entries are the dependencies: a new object with equal entries keeps the memoised one.
  return useMemo(() => object, entries.flat());
}
