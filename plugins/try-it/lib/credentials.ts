/**
 * Credentials typed in the console live in sessionStorage only: they vanish with the tab, never
 * reach localStorage, a cookie or the URL, and are sent only in the API call.
 */
const PREFIX = 'probar:credencial:';

export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  readonly length: number;
  key(index: number): string | null;
}

export const credentialKey = (serviceId: string, scheme: string) => `${PREFIX}${serviceId}:${scheme}`;

export function readCredential(store: KeyValueStore, serviceId: string, scheme: string): string {
  return store.getItem(credentialKey(serviceId, scheme)) ?? '';
}

export function saveCredential(store: KeyValueStore, serviceId: string, scheme: string, value: string): void {
  if (value === '') store.removeItem(credentialKey(serviceId, scheme));
  else store.setItem(credentialKey(serviceId, scheme), value);
}

/** "Olvidar credenciales": every credential of every API. */
export function forgetCredentials(store: KeyValueStore): void {
  const keys: string[] = [];
  for (let index = 0; index < store.length; index++) {
    const key = store.key(index);
    if (key?.startsWith(PREFIX)) keys.push(key);
  }
  for (const key of keys) store.removeItem(key);
}
