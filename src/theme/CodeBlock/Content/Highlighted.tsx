import React from 'react';
import {Highlight, Prism} from 'prism-react-renderer';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {usePrismTheme} from '@docusaurus/theme-common';
import Line from '@theme/CodeBlock/Line';
import prismIncludeLanguages from '@theme/prism-include-languages';
import CodeFrame from './Frame';

// In the browser this module is the only code that needs Prism, so the extra languages register here.
prismIncludeLanguages(Prism);

/** A code block tokenized by Prism, as the stock CodeBlock/Content renders it. */
export default function HighlightedCode({className}: {className?: string}): React.JSX.Element {
  const {metadata} = useCodeBlockContext();
  const prismTheme = usePrismTheme();
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  return (
    <Highlight theme={prismTheme} code={code} language={language}>
      {({tokens: lines, getLineProps, getTokenProps}) => (
        <CodeFrame className={className}>
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
