// Swizzled (ejected) because configuration cannot add links to the 404 page: a lost reader gets
// a search box, and a way back to the guides and to each API reference.
import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import {services} from '@site/config/services';
import styles from './styles.module.css';

export default function NotFoundContent({className}: Props): React.JSX.Element {
  const searchPage = useBaseUrl('/buscar');
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <div className="row">
        <div className="col col--8 col--offset-2">
          <Heading as="h1" className="hero__title">
            Página no encontrada
          </Heading>
          <p>No encontramos la página que buscas. Tal vez cambió de dirección o el enlace tiene un error.</p>
          {/* A plain form: it opens /buscar?q=… with or without JavaScript, and adds none to this page. */}
          <form className={styles.search} action={searchPage} method="get" role="search" aria-label="Buscar en la documentación">
            <label htmlFor="buscar-404">Busca lo que necesitas</label>
            <div className={styles.searchRow}>
              <input id="buscar-404" name="q" type="search" placeholder="Por ejemplo: crear persona, webhooks, 422" />
              <button type="submit" className="button button--primary">
                Buscar
              </button>
            </div>
          </form>
          <p>
            Empieza por la <Link to="/docs/">documentación</Link>, revisa los <Link to="/docs/primeros-pasos">primeros pasos</Link> o abre
            la referencia de una API:
          </p>
          <ul className={styles.apis}>
            {services.map((service) => (
              <li key={service.id}>
                <Link to={service.route}>{service.label}</Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </main>
  );
}
