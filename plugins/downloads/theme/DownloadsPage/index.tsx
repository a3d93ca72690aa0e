import React from 'react';
import Link from '@docusaurus/Link';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';
import DocsFrame from '../../../docs-frame/theme/DocsFrame';
import SandboxInstall from '../../../../lib/ui/SandboxInstall';
import {inlineCode} from '../../../../lib/ui/inlineCode';
import type {DownloadFile, DownloadGroup} from '../../catalogue';
import {bytesText, sizeText} from '../../format';
import {DOWNLOADS_COLUMNS_NOTE, DOWNLOADS_DESCRIPTION, DOWNLOADS_ROUTE, DOWNLOADS_TITLE} from '../../page';
import styles from './styles.module.css';

const COLUMNS = ['Archivo', 'Contenido', 'Formato', 'Versión', 'Fecha', 'Tamaño'];

/** A file that states no version is told apart by its content's fingerprint. */
function VersionlessFingerprint({sha256}: {sha256: string}) {
  return (
    <>
      huella SHA-256 <code>{sha256}</code>
    </>
  );
}

type PackedSize = {state: 'leyendo'} | {state: 'listo'; bytes: number} | {state: 'falta'};

/**
 * The size of a file the build packs after the pages are rendered (the sandbox tarball), read from the
 * manifest written beside it.
 */
function SizeFromManifest({manifest}: {manifest: string}) {
  const {withBaseUrl} = useBaseUrlUtils();
  const [size, setSize] = React.useState<PackedSize>({state: 'leyendo'});
  React.useEffect(() => {
    let current = true;
    fetch(withBaseUrl(manifest))
      .then((response) =>
        response.ok ? (response.json() as Promise<{bytes?: unknown}>) : Promise.reject(new Error(String(response.status))),
      )
      .then(({bytes}) => {
        if (!current) return;
        setSize(typeof bytes === 'number' ? {state: 'listo', bytes} : {state: 'falta'});
      })
      .catch(() => current && setSize({state: 'falta'}));
    return () => {
      current = false;
    };
  }, [manifest, withBaseUrl]);
  if (size.state === 'listo')
    return (
      <data value={size.bytes} title={bytesText(size.bytes)}>
        {sizeText(size.bytes)}
      </data>
    );
  return <span aria-live="polite">{size.state === 'leyendo' ? 'Midiendo…' : 'Se mide al empaquetarlo (npm run build)'}</span>;
}

function FileSize({file}: {file: DownloadFile}) {
  if (file.bytes === undefined) return file.sizeFrom ? <SizeFromManifest manifest={file.sizeFrom} /> : null;
  return <data value={file.bytes}>{file.sizeText}</data>;
}

function FileTable({group, number}: {group: DownloadGroup; number: number}) {
  const {withBaseUrl} = useBaseUrlUtils();
  return (
    // The guides' table wrapper (plugins/remark/focusableTables.ts): it scrolls on a phone, so it is focusable and named.
    <div className="table-scroll" tabIndex={0} role="region" aria-label={`Tabla ${number}: ${COLUMNS.join(', ')}`}>
      <table>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column}>{column}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {group.files.map((file) => (
            <tr key={file.path} data-download={file.path}>
              <td className={styles.nowrap}>
                {/* A plain anchor: a file, not a route the client router should take. */}
                <a href={withBaseUrl(file.path)} download={file.name}>
                  {file.name}
                </a>
              </td>
              <td>{file.subject}</td>
              <td>{file.format}</td>
              <td>{file.version ?? <VersionlessFingerprint sha256={file.sha256 ?? ''} />}</td>
              <td className={styles.nowrap}>
                <time dateTime={file.date}>{file.dateText}</time>
              </td>
              <td className={styles.size}>
                <FileSize file={file} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** /docs/herramientas/descargas: every file the portal publishes, as the build wrote it. */
export default function DownloadsPage({groups, sidebar}: {groups: DownloadGroup[]; sidebar: PropSidebarItem[]}): React.JSX.Element {
  return (
    <DocsFrame
      title={DOWNLOADS_TITLE}
      description={DOWNLOADS_DESCRIPTION}
      sidebar={sidebar}
      toc={groups.map((group) => ({value: group.title, id: group.id, level: 2}))}
      markdownPath={`${DOWNLOADS_ROUTE}.md`}
      className={styles.page}>
      <>
        <h1>{DOWNLOADS_TITLE}</h1>
        <p>{DOWNLOADS_DESCRIPTION}</p>
        <p>
          {DOWNLOADS_COLUMNS_NOTE} Para probar sin cuenta también puedes usar <strong>Probar</strong> en cualquier operación de la
          referencia, en tu navegador; el <Link to="/docs/herramientas/servidor-de-pruebas">servidor de pruebas</Link> explica las dos
          formas.
        </p>
        {groups.map((group, index) => (
          <section key={group.id} aria-labelledby={group.id}>
            <h2 id={group.id}>{group.title}</h2>
            <p>{inlineCode(group.description)}</p>
            {group.id === 'servidor-de-pruebas' && <SandboxInstall />}
            <FileTable group={group} number={index + 1} />
          </section>
        ))}
      </>
    </DocsFrame>
  );
}
