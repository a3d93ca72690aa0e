import React from 'react';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

const paths = [
  {
    title: 'Dar de alta a una persona',
    to: '/docs/primeros-pasos',
    text: 'Tu llave de API, la URL base y tu primera llamada: crea el expediente de una persona y valida su identidad.',
  },
  {
    title: 'Firmar un documento',
    to: '/docs/guias/firma',
    text: 'Sube una plantilla PDF, agrega firmantes y obtén el documento firmado con su constancia NOM 151.',
  },
  {
    title: 'Lanzar un flujo alojado',
    to: '/docs/workflows/introduccion',
    text: 'Crea un workflow y envía a tu usuario a su public_url: captura de INE, selfie y firma sin construir pantallas.',
  },
  {
    title: 'Entender un error',
    to: '/docs/errores',
    text: 'Pega el mensaje que recibiste: qué significa, qué hacer y qué operaciones lo devuelven, en las ocho APIs.',
  },
] as const;

/** The main ways into the docs from the home page, one per task an integrator comes to do. */
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
