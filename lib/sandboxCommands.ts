/**
 * The commands the portal prints for the @identia/sandbox package: where the portal serves its tarball,
 * how to run it without installing it (`npx`) or to install it (`npm install -g`), and the webhook
 * tester's command for one webhook. The pages (lib/ui/SandboxInstall, the webhook pages), their Markdown
 * twins, the try-it console and the tests all build them here, so what a reader copies is what the tests
 * run against the package's CLI.
 */
import sandboxPackage from '../sandbox/package.json';

export const SANDBOX_VERSION: string = sandboxPackage.version;
/** The package's command (`bin` of sandbox/package.json). */
export const SANDBOX_PROGRAM = 'identia-sandbox';
/** Where the portal serves the tarball, under its base URL. */
export const SANDBOX_DOWNLOADS = '/descargas';

/** `identia-sandbox-1.0.0.tgz`: the name `npm pack` gives the scoped package. */
export const sandboxTarballName = (version: string = SANDBOX_VERSION) => `identia-sandbox-${version}.tgz`;
export const sandboxTarballPath = (version: string = SANDBOX_VERSION) => `${SANDBOX_DOWNLOADS}/${sandboxTarballName(version)}`;

/** The test identities (sandbox/src/engine/testIdentities.ts) as JSON, written by the build beside the tarball. */
export const TEST_IDENTITIES_PATH = `${SANDBOX_DOWNLOADS}/identidades-de-prueba.json`;

/** Written beside the tarball when the build packs it (after the pages are rendered): the downloads page reads its size here. */
export const SANDBOX_MANIFEST_PATH = `${SANDBOX_DOWNLOADS}/identia-sandbox.json`;
export interface SandboxTarballManifest {
  name: string;
  version: string;
  /** Site path of the tarball: `/descargas/identia-sandbox-1.0.0.tgz`. */
  file: string;
  bytes: number;
  /** The tarball's SHA-256, in hexadecimal. */
  sha256: string;
}

/** The tarball's URL on the portal served at `portalUrl` (its origin and base URL: `https://docs.example.com/`). */
export function sandboxTarballUrl(portalUrl: string, version: string = SANDBOX_VERSION): string {
  return `${portalUrl.replace(/\/+$/, '')}${sandboxTarballPath(version)}`;
}

export interface SandboxCommands {
  /** Runs the package once, without installing it (`--yes` answers npx's install question, so it also runs in a script). */
  npx: string;
  /** Installs the `identia-sandbox` command. */
  install: string;
  /** The installed command. */
  run: string;
}

/** The commands that run `args` (`mock`, `webhooks list`…) with the tarball at `tarballUrl`. */
export function sandboxCommands(tarballUrl: string, args = 'mock'): SandboxCommands {
  return {
    npx: `npx --yes --package=${tarballUrl} ${SANDBOX_PROGRAM} ${args}`,
    install: `npm install -g ${tarballUrl}`,
    run: `${SANDBOX_PROGRAM} ${args}`,
  };
}

/** The words around the commands, the same on a page and in its Markdown twin. */
export const sandboxInstallText = {
  npx: 'Sin instalar nada (Node.js 20 o posterior):',
  install: 'O instálalo una vez y usa el comando `identia-sandbox`:',
} as const;

/** The receiver the guides' minimal examples start (`/docs/webhooks`, «Prueba tu receptor sin esperar un aviso real»). */
export const EXAMPLE_RECEIVER_URL = 'http://127.0.0.1:8080/webhooks';
/** Where the webhooks guide explains the tester and gives a minimal receiver. */
export const WEBHOOK_TESTER_GUIDE = '/docs/webhooks#prueba-tu-receptor-sin-esperar-un-aviso-real';

/** The sentence before a webhook page's command, on the page and in its twin (`code` in backticks). */
export const WEBHOOK_TESTER_TEXT =
  'Envía el ejemplo de este webhook a tu servidor, sin esperar un aviso real, con el probador de webhooks del paquete `@identia/sandbox`; cambia la URL de `--to` por la de tu receptor.';

/** The tester's command that sends the documented example of one API's webhook to a receiver. */
export function webhookSendCommand(api: string, webhook: string, receiverUrl: string = EXAMPLE_RECEIVER_URL): string {
  return `${SANDBOX_PROGRAM} webhooks send ${api} ${webhook} --to ${receiverUrl}`;
}

const fenced = (command: string) => ['```bash', command, '```'];

/** The Markdown of lib/ui/SandboxInstall for a twin: the portal's address is its canonical URL there. */
export function sandboxInstallMarkdown(portalUrl: string, args = 'mock'): string[] {
  const commands = sandboxCommands(sandboxTarballUrl(portalUrl), args);
  return [
    sandboxInstallText.npx,
    '',
    ...fenced(commands.npx),
    '',
    sandboxInstallText.install,
    '',
    ...fenced(`${commands.install}\n${commands.run}`),
  ];
}

/** JSON indented by two spaces, with each list of plain values on one line, as MCP clients' guides write `args`. */
function jsonWithInlineLists(value: unknown, indent = ''): string {
  const plain = (item: unknown) => item === null || typeof item !== 'object';
  if (plain(value)) return JSON.stringify(value);
  if (Array.isArray(value) && value.every(plain)) return `[${value.map((item) => JSON.stringify(item)).join(', ')}]`;
  const inner = `${indent}  `;
  const lines = Array.isArray(value)
    ? value.map((item) => inner + jsonWithInlineLists(item, inner))
    : Object.entries(value as object).map(([key, item]) => `${inner}${JSON.stringify(key)}: ${jsonWithInlineLists(item, inner)}`);
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  return lines.length ? `${open}\n${lines.join(',\n')}\n${indent}${close}` : `${open}${close}`;
}

/** The `mcpServers` entry that starts the package's MCP server with npx, from the tarball at `tarballUrl`. */
export function mcpNpxConfig(tarballUrl: string): string {
  return jsonWithInlineLists({mcpServers: {identia: {command: 'npx', args: ['--yes', `--package=${tarballUrl}`, SANDBOX_PROGRAM, 'mcp']}}});
}

/** The Markdown of lib/ui/McpNpxConfig for a twin. */
export const mcpNpxConfigMarkdown = (portalUrl: string): string[] => ['```json', mcpNpxConfig(sandboxTarballUrl(portalUrl)), '```'];
