import React from 'react';
import Layout from '@theme/Layout';
import ApiCards from '@site/src/components/ApiCards';
import HomeHero from '@site/src/components/HomeHero';
import StartPaths from '@site/src/components/StartPaths';
import TryWithoutAccount from '@site/src/components/TryWithoutAccount';
import styles from './index.module.css';

export default function Home(): React.JSX.Element {
  return (
    <Layout
      title="Inicio"
      description="Documentación en español de las APIs de verificación de identidad, onboarding KYC, OCR de INE, biometría y firma de documentos con NOM 151.">
      <HomeHero />
      <main>
        <section className={styles.section} aria-labelledby="por-donde-empezar">
          <div className="container">
            <h2 id="por-donde-empezar">Por dónde empezar</h2>
            <StartPaths />
          </div>
        </section>
        <section className={styles.section} aria-labelledby="prueba-sin-cuenta">
          <div className="container">
            <h2 id="prueba-sin-cuenta">Prueba sin cuenta</h2>
            <TryWithoutAccount />
          </div>
        </section>
        <section className={styles.section} aria-labelledby="apis">
          <div className="container">
            <h2 id="apis">Las APIs</h2>
            <ApiCards />
          </div>
        </section>
      </main>
    </Layout>
  );
}
