import React from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import type {OperationScenarios} from '../scenarios';
import styles from './styles.module.css';

interface ApiScenarios {
  id: string;
  label: string;
  operations: OperationScenarios[];
}

export default function ScenariosApiPage({api}: {api: ApiScenarios}) {
  return (
    <Layout
      title={`Escenarios de prueba: API de ${api.label}`}
      description={`Cada respuesta documentada de la API de ${api.label}, con el cURL que la pide al servidor de pruebas.`}>
      <main className={`container margin-vert--lg ${styles.page}`}>
        <p>
          <Link to="/docs/herramientas/escenarios-de-prueba">Escenarios de prueba</Link>
        </p>
        <h1>Escenarios de prueba: API de {api.label}</h1>
        <p>
          Arranca el servidor de pruebas (<code>identia-sandbox mock</code>, ver{' '}
          <Link to="/docs/herramientas/servidor-de-pruebas">Servidor de pruebas</Link>) y define <code>API_KEY</code> con cualquier valor;
          cada cURL pide al servidor un resultado con el encabezado <code>Prefer</code>. En la consola <strong>Probar</strong> de cada
          operación, el servidor simulado en tu navegador responde los mismos escenarios. Los mensajes de error se explican en el{' '}
          <Link to="/docs/errores">catálogo de errores</Link>.
        </p>
        {api.operations.map((operation) => (
          <section key={operation.operationId} id={operation.operationId} className={styles.operation}>
            <h2 className={styles.operationTitle}>
              {operation.summary}{' '}
              <Link to={operation.route}>
                <code>
                  {operation.method} {operation.path}
                </code>
              </Link>
            </h2>
            <table>
              <caption className={styles.visuallyHidden}>Escenarios de {operation.summary}</caption>
              <thead>
                <tr>
                  <th scope="col">Estado</th>
                  <th scope="col">Ejemplo</th>
                  <th scope="col">Qué representa</th>
                  <th scope="col">Petición</th>
                </tr>
              </thead>
              <tbody>
                {operation.scenarios.map((scenario) => (
                  <tr key={scenario.prefer} data-status={scenario.status}>
                    <td>{scenario.status}</td>
                    <td>{scenario.example ? <code>{scenario.example}</code> : '—'}</td>
                    <td>{scenario.represents}</td>
                    <td>
                      <details>
                        <summary>
                          <code>Prefer: {scenario.prefer}</code>
                        </summary>
                        <pre className={styles.curl} tabIndex={0}>
                          <code>{scenario.curl}</code>
                        </pre>
                      </details>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        ))}
      </main>
    </Layout>
  );
}
