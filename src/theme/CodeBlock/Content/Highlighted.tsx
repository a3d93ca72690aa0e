import React from 'react';
import {Highlight, Prism, type PrismTheme} from 'prism-react-renderer';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import Line from '@theme/CodeBlock/Line';
import prismIncludeLanguages from '@theme/prism-include-languages';
import CodeFrame from './Frame';

// In the browser this module is the only code that needs Prism, so the extra languages register here.
prismIncludeLanguages(Prism);

/** Tokens get classes only: their colours are in the stylesheet plugins/code-highlighting generates. */
const classesOnly: PrismTheme = {plain: {}, styles: []};

/** A code block tokenized by Prism, as the stock CodeBlock/Content renders it. */
export default function HighlightedCode({className, blockKey}: {className?: string; blockKey: string}): React.JSX.Element {
  const {metadata} = useCodeBlockContext();
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  return (
    <Highlight theme={classesOnly} code={code} language={language}>
      {({tokens: lines, getLineProps, getTokenProps}) => (
        <CodeFrame className={className} blockKey={blockKey}>
          {lines.map((line, index) => (
            <Line
              key={index}
              line={line}
              getLineProps={getLineProps}
              getTokenProps={getTokenProps}
              classNames={lineClassNames[index]}
              showLineNumbers={lineNumbersStart !== undefined}
            />
          ))}
        </CodeFrame>
      )}
    </Highlight>
  );
}
