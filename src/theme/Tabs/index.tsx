// Swizzled (ejected) because the stock Tabs remount their whole content right after hydration
// (key={isBrowser}, for a defaultValue computed in the browser, which no page here uses). On a
// guide with seven tab groups that remount rebuilt every code sample in one long task on the main
// thread. This version keeps the same markup, classes and keyboard behaviour; the tab chosen
// before (query string or stored group) is still applied by useTabsContextValue's layout effect.
import React, {useRef, type KeyboardEvent} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {
  TabsProvider,
  sanitizeTabsChildren,
  useScrollPositionBlocker,
  useTabs,
  useTabsContextValue,
} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/Tabs';
import styles from './styles.module.css';

/** Keys that move the focus along the tab list, as in the WAI-ARIA tabs pattern. */
function focusTarget(key: string, index: number, count: number): number | undefined {
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

function TabList({className}: {className?: string}): React.JSX.Element {
  const {selectedValue, selectValue, tabValues, block} = useTabs();
  const tabs = useRef<(HTMLLIElement | null)[]>([]);
  const {blockElementScrollPositionUntilNextRender} = useScrollPositionBlocker();

  const choose = (tab: HTMLLIElement, value: string) => {
    if (value === selectedValue) return;
    // Tabs of the same group elsewhere on the page change height too; keep this one where it is.
    blockElementScrollPositionUntilNextRender(tab);
    selectValue(value);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>, index: number, value: string) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(event.currentTarget, value);
      return;
    }
    const target = focusTarget(event.key, index, tabValues.length);
    if (target === undefined) return;
    event.preventDefault();
    tabs.current[target]?.focus();
  };

  return (
    <ul role="tablist" aria-orientation="horizontal" className={clsx('tabs', {'tabs--block': block}, className)}>
      {tabValues.map(({value, label, attributes}, index) => (
        <li
          key={value}
          role="tab"
          tabIndex={selectedValue === value ? 0 : -1}
          aria-selected={selectedValue === value}
          ref={(element) => {
            tabs.current[index] = element;
          }}
          onKeyDown={(event) => onKeyDown(event, index, value)}
          onClick={(event) => choose(event.currentTarget, value)}
          {...attributes}
          className={clsx('tabs__item', styles.tab, attributes?.className as string | undefined, {
            'tabs__item--active': selectedValue === value,
          })}>
          {label ?? value}
        </li>
      ))}
    </ul>
  );
}

export default function Tabs(props: Props): React.JSX.Element {
  const value = useTabsContextValue(props);
  return (
    <TabsProvider value={value}>
      <div className={clsx(ThemeClassNames.tabs.container, 'tabs-container', styles.tabsContainer)}>
        {/* As in the stock component, className goes on the tab list. */}
        <TabList className={props.className} />
        <div className="margin-top--md">{sanitizeTabsChildren(props.children)}</div>
      </div>
    </TabsProvider>
  );
}
