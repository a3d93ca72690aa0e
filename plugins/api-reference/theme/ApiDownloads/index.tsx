import React from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {DOWNLOADS_ROUTE} from '../../../downloads/page';
import {findService, serviceArtifacts} from '../../../../config/services';
import styles from './styles.module.css';

/** `/openapi/people.postman.json` → `people.postman.json`, the name the browser saves it under. */
const fileName = (sitePath: string) => sitePath.slice(sitePath.lastIndexOf('/') + 1);

interface Props {
  serviceId: string;
}

/**
 * The download bar of an API page: its bundled OpenAPI spec in YAML and JSON and its Postman
 * collection. Plain anchors on purpose: they are files, not routes, so Docusaurus' Link must not
 * treat them as pages.
 */
export default function ApiDownloads({serviceId}: Props): React.JSX.Element | null {
  const service = findService(serviceId);
  const downloads = serviceArtifacts(serviceId);
  const yaml = useBaseUrl(downloads.yaml);
  const json = useBaseUrl(downloads.json);
  const postman = useBaseUrl(downloads.postman);
  if (!service) return null;
  const files = [
    {href: yaml, label: 'OpenAPI (YAML)', file: fileName(downloads.yaml)},
    {href: json, label: 'OpenAPI (JSON)', file: fileName(downloads.json)},
    {href: postman, label: 'Colección de Postman', file: fileName(downloads.postman)},
  ];
  return (
    <nav className={styles.bar} aria-label={`Descargas de la API de ${service.label}`}>
      <span className={styles.title}>Descargar:</span>
      <ul className={styles.list}>
        {files.map((file) => (
          <li key={file.href}>
            <a className={styles.link} href={file.href} download={file.file}>
              {file.label}
            </a>
          </li>
        ))}
      </ul>
      {/* Every file with its version, date and size (plugins/downloads). */}
      <Link className={styles.all} to={DOWNLOADS_ROUTE}>
        Todas las descargas, con versión y fecha
      </Link>
    </nav>
  );
}
