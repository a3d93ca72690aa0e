// Swizzled (ejected) because configuration cannot add links to the 404 page: a lost reader gets
// a way back to the guides and to each API reference.
import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import {services} from '@site/config/services';
import styles from './styles.module.css';

export default function NotFoundContent({className}: Props): React.JSX.Element {
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <div className="row">
        <div className="col col--8 col--offset-2">
          <Heading as="h1" className="hero__title">
            Página no encontrada
          </Heading>
          <p>No encontramos la página que buscas. Tal vez cambió de dirección o el enlace tiene un error.</p>
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
