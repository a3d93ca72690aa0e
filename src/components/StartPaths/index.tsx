import React from 'react';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

const paths = [
  {
    title: 'Primeros pasos',
    to: '/docs/primeros-pasos',
    text: 'Tu llave de API, la URL base y tu primera llamada: crea una persona, valida su identidad y lanza un workflow.',
  },
  {
    title: 'SDKs y web view',
    to: '/docs/workflows/sdks/web-view',
    text: 'Abre el flujo de onboarding dentro de tu app Android, iOS o Flutter con cámara y micrófono.',
  },
  {
    title: 'Errores',
    to: '/docs/workflows/detalles-de-errores',
    text: 'Qué significa cada estado y mensaje de error de un workflow y qué hacer en cada caso.',
  },
] as const;

/** The main ways into the docs from the home page. */
export default function StartPaths(): React.JSX.Element {
  return (
    <ul className={styles.list}>
      {paths.map((path) => (
        <li key={path.to} className={styles.item}>
          <Link to={path.to} className={styles.link}>
            <span className={styles.title}>{path.title} →</span>
            <span>{path.text}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
