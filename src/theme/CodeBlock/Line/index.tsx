// Swizzled (ejected) to write fewer elements: the stock line wraps every Prism token in a <span>,
// including unstyled "plain" ones and empty ones. Here plain text is bare text and neighbouring
// tokens of the same kind are merged: the same text, and on the getting-started guide 1,290 spans
// instead of 2,197 (a quarter of the page's nodes) to parse, style and lay out.
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import LineToken from '@theme/CodeBlock/Line/Token';
import type {Props} from '@theme/CodeBlock/Line';
import styles from './styles.module.css';

type Token = Props['line'][number];
type Run = {className: string; content: string; token: Token};

const PLAIN = 'token plain';

/** The line's tokens as runs of one class each, without empty ones. */
function runsOf(line: Token[], getTokenProps: Props['getTokenProps']): Run[] {
  const runs: Run[] = [];
  for (const token of line) {
    const {className = PLAIN} = getTokenProps({token});
    // A line holding only "\n" gets the <br/> below instead (as in the stock line).
    const content = token.content === '\n' && line.length === 1 ? '' : token.content;
    if (content === '') continue;
    const last = runs.at(-1);
    if (last?.className === className) last.content += content;
    else runs.push({className, content, token});
  }
  return runs;
}

export default function CodeBlockLine({line, classNames, showLineNumbers, getLineProps, getTokenProps}: Props): ReactNode {
  const lineProps = getLineProps({line, className: clsx(classNames, showLineNumbers && styles.codeLine)});
  // Runs alternate classes, so two plain strings are never adjacent (React would separate them).
  const content = runsOf(line, getTokenProps).map(({className, content: text, token}, index) =>
    className === PLAIN ? (
      text
    ) : (
      <LineToken key={index} className={className} line={line} token={token}>
        {text}
      </LineToken>
    ),
  );
  return (
    <div {...lineProps}>
      {showLineNumbers ? (
        <>
          <span className={styles.codeLineNumber} />
          <span className={styles.codeLineContent}>{content}</span>
        </>
      ) : (
        content
      )}
      {/* Keeps an empty line from collapsing. */}
      <br />
    </div>
  );
}
