// Swizzled (ejected) because configuration cannot move Prism out of the main bundle: the stock
// component imports prism-react-renderer, which put Prism and every grammar (~130 KB) in the
// JavaScript of every page, and tokenized every code block again in the browser while the page
// hydrated. Here the browser adopts the highlighted HTML the server sent and loads Prism only for a
// block it has no HTML for: after a client-side navigation, or in another Prism theme.
import React, {Suspense, useState} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {usePrismTheme} from '@docusaurus/theme-common';
import CodeFrame from './Frame';
import HighlightedCode from './HighlightedOnDemand';
import {highlightKey} from './highlightKey';

/** The highlighted lines of this block as the server rendered them, if they are in the page. */
function serverRenderedLines(key: string): string | undefined {
  if (!ExecutionEnvironment.canUseDOM) return undefined;
  return document.querySelector(`pre[data-code-block="${CSS.escape(key)}"] > code`)?.innerHTML;
}

/** Unhighlighted lines, shown for the moment Prism takes to load after a client-side navigation. */
function PlainCode({className, blockKey}: {className?: string; blockKey: string}): React.JSX.Element {
  const {metadata} = useCodeBlockContext();
  return (
    <CodeFrame className={className} blockKey={blockKey}>
      {metadata.code}
    </CodeFrame>
  );
}

export default function CodeBlockContent({className}: {className?: string}): React.JSX.Element {
  const {metadata} = useCodeBlockContext();
  const key = highlightKey(metadata, usePrismTheme());
  // One object for the block's life: React 19 sets innerHTML again whenever this prop's identity
  // changes, so a fresh {__html} per render re-parsed the block each time its frame re-rendered
  // (the word-wrap button appearing, a tab switch): 250 ms on a throttled phone for one guide.
  const [adopted] = useState(() => {
    const lines = serverRenderedLines(key);
    return {key, innerHtml: lines === undefined ? undefined : {__html: lines}};
  });
  if (adopted.key === key && adopted.innerHtml !== undefined) {
    // While hydrating, React keeps the server's DOM for dangerouslySetInnerHTML: nothing is re-tokenized.
    return <CodeFrame className={className} blockKey={key} dangerouslySetInnerHTML={adopted.innerHtml} />;
  }
  // No Suspense boundary on the server: React streams a large finished boundary out of line with an
  // inline script, which the CSP blocks. There HighlightedCode is the component itself, not lazy.
  if (!ExecutionEnvironment.canUseDOM) return <HighlightedCode className={className} blockKey={key} />;
  return (
    <Suspense fallback={<PlainCode className={className} blockKey={key} />}>
      <HighlightedCode className={className} blockKey={key} />
    </Suspense>
  );
}
