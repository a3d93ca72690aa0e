import React, {useSyncExternalStore} from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {sandboxCommands, sandboxTarballUrl} from '../../sandboxCommands';
import CommandLine from '../CommandLine';

interface Props {
  /** What the package runs: `mock` (the default), `webhooks list`… */
  args?: string;
  /** `npx`: only the command that runs it without installing (the try-it console's hint, where room is short). */
  only?: 'npx';
  /**
   * One line (the npx command) and a link to the full block on the sandbox page: every page but the home, the
   * sandbox page and Descargas, so the same install paragraphs are not repeated on each guide (issue 51).
   */
  brief?: boolean;
}

/** Where the full install block is: the sandbox page's «Instalar el paquete». */
export const SANDBOX_INSTALL_ROUTE = '/docs/herramientas/servidor-de-pruebas#instalar-el-paquete';

const noSubscription = () => () => undefined;

/**
 * The portal this page is served from, as the browser sees it: the tarball is on the same host, whatever
 * SITE_URL says (a preview, a mirror, localhost). The server's HTML, written before any visitor, has the
 * canonical address; the browser puts its own in as it hydrates.
 */
export function usePortalUrl(): string {
  const {siteConfig} = useDocusaurusContext();
  const origin = useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => siteConfig.url,
  );
  return `${origin}${siteConfig.baseUrl}`;
}

/**
 * How to run the @identia/sandbox package from this portal: once with npx, or installed with npm. The
 * commands come from lib/sandboxCommands (the Markdown twins print the same ones).
 */
export default function SandboxInstall({args = 'mock', only, brief}: Props): React.JSX.Element {
  const commands = sandboxCommands(sandboxTarballUrl(usePortalUrl()), args);
  if (only === 'npx') return <CommandLine command={commands.npx} label={`Ejecutar identia-sandbox ${args} con npx`} />;
  if (brief)
    return (
      <div data-sandbox-install-brief>
        <CommandLine command={commands.npx} label={`Ejecutar identia-sandbox ${args} con npx`} />
        <p>
          Con Node.js 20 o posterior. <Link to={SANDBOX_INSTALL_ROUTE}>Instalarlo una vez y usar el comando identia-sandbox</Link>
        </p>
      </div>
    );
  return (
    <div data-sandbox-install>
      <p>Sin instalar nada (Node.js 20 o posterior):</p>
      <CommandLine command={commands.npx} label={`Ejecutar identia-sandbox ${args} con npx`} />
      <p>
        O instálalo una vez y usa el comando <code>identia-sandbox</code>:
      </p>
      <CommandLine command={`${commands.install}\n${commands.run}`} label={`Instalar el paquete y ejecutar identia-sandbox ${args}`} />
    </div>
  );
}
