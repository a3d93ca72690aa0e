import React from 'react';
import Link from '@docusaurus/Link';
import {services} from '@site/config/services';
import styles from './styles.module.css';

/** One card per documented API, straight from the service registry. */
export default function ApiCards(): React.JSX.Element {
  return (
    <ul className={styles.grid} aria-label="APIs documentadas">
      {services.map((service) => (
        <li key={service.id} className={styles.card}>
          <Link to={service.route} className={styles.link}>
            <span className={styles.label}>{service.label}</span>
            <span className={styles.description}>{service.description}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
