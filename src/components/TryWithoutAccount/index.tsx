import React from 'react';
import Link from '@docusaurus/Link';
import SandboxInstall from '@site/lib/ui/SandboxInstall';
// The call the hero shows (People's createPerson): its page is where «Probar» is one click away.
import firstCall from '@generated/api-reference/first-call.json';
import styles from './styles.module.css';

/** The two ways to try the APIs before having an account: «Probar» in the browser, or the sandbox package. */
export default function TryWithoutAccount(): React.JSX.Element {
  return (
    <div className={styles.ways}>
      <div className={styles.way}>
        <h3 className={styles.title}>En tu navegador</h3>
        <p>
          En cada operación de la referencia, <strong>Probar</strong> abre una consola que responde al momento con el servidor simulado: sin
          llave, sin instalar nada, con las respuestas y los errores que documenta la API.
        </p>
        <Link className="button button--primary" to={firstCall.route}>
          Probar «{firstCall.summary}»
        </Link>
      </div>
      <div className={styles.way}>
        <h3 className={styles.title}>En tu equipo</h3>
        <p>
          El paquete <code>@identia/sandbox</code> de este portal levanta el mismo servidor de pruebas en <code>http://127.0.0.1:4010</code>
          , con el probador de webhooks y los escenarios de prueba. Apunta tus ejemplos a él con{' '}
          <code>export API_BASE_URL=http://127.0.0.1:4010</code>.
        </p>
        <SandboxInstall />
        <p>
          <Link to="/docs/herramientas/servidor-de-pruebas">Cómo se usa el servidor de pruebas</Link>
        </p>
      </div>
    </div>
  );
}
