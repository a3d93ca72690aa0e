import React from 'react';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';
import DocsFrame from '../../docs-frame/theme/DocsFrame';
import SandboxInstall from '../../../lib/ui/SandboxInstall';
import {SCENARIOS_TRY_TEXT} from '../text';
import styles from './styles.module.css';

interface ApiSummary {
  id: string;
  label: string;
  route: string;
  scenarioCount: number;
  errorCount: number;
}

export default function ScenariosIndexPage({apis, sidebar}: {apis: ApiSummary[]; sidebar: PropSidebarItem[]}) {
  return (
    <DocsFrame
      title="Escenarios de prueba"
      description="Cómo pedir al servidor de pruebas cada respuesta documentada de cada operación, con un cURL listo."
      sidebar={sidebar}
      toc={[{value: 'Escenarios por API', id: 'escenarios-por-api', level: 2}]}
      markdownPath="/docs/herramientas/escenarios-de-prueba.md"
      className={styles.page}>
      <>
        <h1>Escenarios de prueba</h1>
        <p>{SCENARIOS_TRY_TEXT}</p>
        <SandboxInstall brief />
        <p>
          El <Link to="/docs/herramientas/servidor-de-pruebas">servidor de pruebas</Link> contesta por omisión la respuesta de éxito de cada
          operación. Para probar cómo reacciona tu código ante otro resultado (un 404, un error de validación, un 500), pídeselo con el
          encabezado <code>Prefer</code>:
        </p>
        <CodeBlock language="shell">{`curl --request GET \\
  --url 'http://127.0.0.1:4010/onboarding/people/9b2f4c1e-7a3d-4e8b-9c61-2f5d8a0e4b17' \\
  --header "Rem-Apikey: $API_KEY" \\
  --header 'Prefer: code=404'`}</CodeBlock>
        <ul>
          <li>
            <code>Prefer: code=404</code> pide el estado 404 con su ejemplo documentado.
          </li>
          <li>
            <code>Prefer: code=400, example=nombre</code> elige además uno de los ejemplos con nombre de esa respuesta.
          </li>
        </ul>
        <p>
          El servidor sigue validando tu petición: si le falta la llave o un campo obligatorio, contesta ese error aunque pidas otro. Cada
          escenario de estas páginas lleva una petición válida. Qué significa cada mensaje y qué hacer con él está en el{' '}
          <Link to="/docs/errores">catálogo de errores</Link>.
        </p>
        <h2 id="escenarios-por-api">Escenarios por API</h2>
        <ul>
          {apis.map((api) => (
            <li key={api.id}>
              <Link to={api.route}>API de {api.label}</Link>: {api.scenarioCount} escenarios, {api.errorCount} de error.
            </li>
          ))}
        </ul>
      </>
    </DocsFrame>
  );
}
