import React, {type ComponentProps} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {usePrismTheme} from '@docusaurus/theme-common';
import styles from './styles.module.css';

type CodeFrameProps = Omit<ComponentProps<'code'>, 'className' | 'style'> & {
  /** Extra class of the <pre>, from the CodeBlock layout. */
  className?: string;
  /** highlightKey of the block, by which the browser finds the server's HTML. */
  blockKey: string;
};

/**
 * The <pre><code> around a block's lines, with exactly the attributes prism-react-renderer gives
 * them, so the server HTML and every browser rendering (adopted, plain or highlighted) match.
 */
export default function CodeFrame({className, blockKey, ...codeProps}: CodeFrameProps): React.JSX.Element {
  const {metadata, wordWrap} = useCodeBlockContext();
  const prismTheme = usePrismTheme();
  return (
    <pre
      ref={wordWrap.codeBlockRef}
      data-code-block={blockKey}
      // Scrollable: keyboard users must be able to reach it (as with the stock component).
      tabIndex={0}
      className={clsx(className, `prism-code language-${metadata.language.toLowerCase()}`, styles.codeBlock, 'thin-scrollbar')}
      style={prismTheme.plain}>
      <code
        {...codeProps}
        className={clsx(styles.codeBlockLines, metadata.lineNumbersStart !== undefined && styles.codeBlockLinesWithNumbering)}
        style={{counterReset: metadata.lineNumbersStart === undefined ? undefined : `line-count ${metadata.lineNumbersStart - 1}`}}
      />
    </pre>
  );
}
