import type {ReactNode} from 'react';
import type {SnippetPart} from '../../../../sandbox/src/search/snippet';
import {documentApis, searchKindLabels, type SearchResultDocument} from '../../../../sandbox/src/search/types';
import styles from './styles.module.css';

/**
 * Title, kind, API and context of one search hit, shared by the navbar box and the search page;
 * `titleParts` is the title with the matched words marked. It comes from the search engine's lazy
 * module, so that this component, in the navbar of every page, does not pull the stemmer in.
 */
export default function SearchHitSummary({document, titleParts}: {document: SearchResultDocument; titleParts?: SnippetPart[]}): ReactNode {
  const details = [document.method && document.path ? `${document.method} ${document.path}` : undefined, document.context]
    .filter(Boolean)
    .join(' · ');
  const title = titleParts
    ? titleParts.map((part, index) => (part.marked ? <mark key={index}>{part.text}</mark> : part.text))
    : document.title;
  return (
    <span className={styles.hit}>
      <span className={styles.title}>{title}</span>
      <span className={styles.meta}>
        <span className={styles.kind}>{searchKindLabels[document.kind]}</span>
        {document.api && (
          <span className={styles.api}>
            {documentApis(document).length > 1 ? 'APIs' : 'API'} {document.api}
          </span>
        )}
        {details && <span className={styles.details}>{details}</span>}
      </span>
    </span>
  );
}
