/**
 * The servers the console offers for one operation, what each one is called, and which one a console
 * opens on. The choice is the reader's: the console remembers the server last chosen (in
 * localStorage: a preference, not a secret) and never infers one from a stored key, since a visitor
 * without an account cannot reach the API's own servers. With nothing remembered it opens on the
 * simulated server, which answers in the page.
 */
import {LOCAL_MOCK_DEFAULT_PORT, localMockServerUrl, parseLocalMockPort} from '../../../config/localMock';
import type {KeyValueStore} from './credentials';
import {plainText, type OperationModel} from '../../../sandbox/src/contract/operation';

export type ServerKind = 'simulated' | 'local' | 'api';

export interface ServerOption {
  /** What the select and the memory hold: `simulado`, `local`, or `api:` and the server's description. */
  value: string;
  kind: ServerKind;
  label: string;
  /** Where the call goes (for the simulated server, the local package's address, which its cURL targets). */
  url: string;
}

export const SIMULATED_SERVER = 'simulado';
export const LOCAL_SERVER = 'local';
const API_PREFIX = 'api:';

export const SIMULATED_LABEL = 'Servidor simulado (en tu navegador)';
export const LOCAL_LABEL = 'Paquete identia-sandbox en tu equipo';

const CHOICE_KEY = 'probar:servidor';
const PORT_KEY = 'probar:puerto';

/**
 * Every server of the operation, in the order offered: the simulated one, the API's own servers as
 * their spec describes them (the test environment, and for Verification its production path too),
 * then the package on the reader's machine at `port`.
 */
export function serverOptions(model: OperationModel, port: number = LOCAL_MOCK_DEFAULT_PORT): ServerOption[] {
  const basePath = model.servers[0]?.basePath ?? '';
  const local = localMockServerUrl(basePath, port);
  return [
    {value: SIMULATED_SERVER, kind: 'simulated', label: SIMULATED_LABEL, url: local},
    ...model.servers.map((server, index): ServerOption => {
      const name = server.description ? plainText(server.description) : `Servidor ${index + 1}`;
      return {value: `${API_PREFIX}${name}`, kind: 'api', label: `${name} · ${server.url}`, url: server.url};
    }),
    {value: LOCAL_SERVER, kind: 'local', label: `${LOCAL_LABEL} · ${local}`, url: local},
  ];
}

/**
 * The option a console opens on: the remembered one when this operation offers it; an API server
 * remembered from another API (whose servers are named otherwise) maps to this API's first, its
 * test environment; anything else, the simulated server.
 */
export function initialServer(options: readonly ServerOption[], remembered: string | null | undefined): ServerOption {
  const simulated = options.find((option) => option.kind === 'simulated')!;
  if (!remembered) return simulated;
  const same = options.find((option) => option.value === remembered);
  if (same) return same;
  if (remembered.startsWith(API_PREFIX)) return options.find((option) => option.kind === 'api') ?? simulated;
  return simulated;
}

export function rememberedServer(store: KeyValueStore | undefined): string | null {
  return store?.getItem(CHOICE_KEY) ?? null;
}

export function rememberServer(store: KeyValueStore | undefined, value: string): void {
  store?.setItem(CHOICE_KEY, value);
}

/** The local package's port last given, else the default. */
export function rememberedPort(store: KeyValueStore | undefined): number {
  return parseLocalMockPort(store?.getItem(PORT_KEY) ?? '') ?? LOCAL_MOCK_DEFAULT_PORT;
}

export function rememberPort(store: KeyValueStore | undefined, port: number): void {
  store?.setItem(PORT_KEY, String(port));
}
