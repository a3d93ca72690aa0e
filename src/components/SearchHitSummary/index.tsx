import type {ReactNode} from 'react';
import {searchKindLabels, type SearchResultDocument} from '@site/src/search/types';
import styles from './styles.module.css';

/** Title, kind, API and context of one search hit, shared by the navbar box and the search page. */
export default function SearchHitSummary({document}: {document: SearchResultDocument}): ReactNode {
  const details = [document.method && document.path ? `${document.method} ${document.path}` : undefined, document.context]
    .filter(Boolean)
    .join(' · ');
  return (
    <span className={styles.hit}>
      <span className={styles.title}>{document.title}</span>
      <span className={styles.meta}>
        <span className={styles.kind}>{searchKindLabels[document.kind]}</span>
        {document.api && <span className={styles.api}>API {document.api}</span>}
        {details && <span className={styles.details}>{details}</span>}
      </span>
    </span>
  );
}
