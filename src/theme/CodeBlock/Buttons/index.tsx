// Wrapped so that a block's buttons never move: the stock group is right-aligned and only as wide as its
// buttons, so when the word-wrap button appears after hydration (the code overflows) the copy button and the
// group's left edge jump sideways, a layout shift. Here the group always has room for both buttons and keeps
// the copy button at its right end; the original renders unchanged inside.
import React, {type ComponentProps} from 'react';
import clsx from 'clsx';
import CodeBlockButtons from '@theme-original/CodeBlock/Buttons';
import styles from './styles.module.css';

export default function SteadyCodeBlockButtons({className, ...props}: ComponentProps<typeof CodeBlockButtons>): React.JSX.Element {
  return <CodeBlockButtons {...props} className={clsx(className, styles.steadyButtons)} />;
}
