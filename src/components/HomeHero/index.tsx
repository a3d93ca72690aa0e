import React from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import styles from './styles.module.css';

export default function HomeHero(): React.JSX.Element {
  const {siteConfig} = useDocusaurusContext();
  return (
    <header className={styles.hero}>
      <div className="container">
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
    </header>
  );
}
