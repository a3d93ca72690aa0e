import React from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import CodeBlock from '@theme/CodeBlock';
// Written at build time by plugins/api-reference (firstCall.ts) from People's createPerson: its cURL
// sample and its documented 201 example, so the page shows a real call without fetching a spec.
import firstCall from '@generated/api-reference/first-call.json';
import styles from './styles.module.css';

export default function HomeHero(): React.JSX.Element {
  const {siteConfig} = useDocusaurusContext();
  return (
    <header className={styles.hero}>
      <div className={`container ${styles.layout}`}>
        <div>
          <h1 className={styles.title}>{siteConfig.title}</h1>
          <p className={styles.lead}>
            Verifica la identidad de tus clientes, arma su expediente KYC, guíalos por un onboarding digital y firma sus documentos con
            constancia NOM 151, todo con APIs REST.
          </p>
          <div className={styles.actions}>
            <Link className="button button--primary button--lg" to="/docs/primeros-pasos">
              Primeros pasos
            </Link>
            <Link className="button button--secondary button--lg" to="/docs/api-reference">
              Referencia de las APIs
            </Link>
          </div>
        </div>
        <figure className={styles.firstCall} aria-labelledby="primera-llamada">
          <figcaption id="primera-llamada" className={styles.caption}>
            Tu primera llamada: <Link to={firstCall.route}>{firstCall.summary}</Link>{' '}
            <code>
              {firstCall.method} {firstCall.path}
            </code>
          </figcaption>
          <p className={styles.codeLabel}>Petición</p>
          <CodeBlock language={firstCall.request.language}>{firstCall.request.code}</CodeBlock>
          <p className={styles.codeLabel}>Respuesta {firstCall.response.status}</p>
          <CodeBlock language={firstCall.response.language}>{firstCall.response.code}</CodeBlock>
        </figure>
      </div>
    </header>
  );
}
