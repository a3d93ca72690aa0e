/**
 * Hosts an example names that a reader could take for a real company's (issue 51). A reader copies an
 * example's `callback_url` or e-mail into a test and sends data there: every host an example names (in a URL or
 * an e-mail address) must be reserved for examples by RFC 2606 and RFC 6761 (`*.example`, `example.com`,
 * `example.net`, `example.org`, `*.test`, `*.invalid`, `localhost`) or be a loopback address. A fake token in a
 * real provider's URL (`hooks.slack.com/services/T…`) is the same trap and also trips secret scanners.
 * `tests/specs/example-hosts.test.ts` runs this on every spec file and on what the surfaces render from them.
 */

/** The reserved names, as the last labels of a host. */
const RESERVED = /(^|\.)(example|test|invalid|localhost)$|(^|\.)example\.(com|net|org)$/i;
const LOOPBACK = /^(127\.\d+\.\d+\.\d+|\[::1\]|::1)$/;

/** A URL's host (`https://api.tu-empresa.example/webhooks` → `api.tu-empresa.example`); a template (`{baseUrl}`) has none. */
const URL_HOST = /\bhttps?:\/\/([a-z0-9][a-z0-9.-]*[a-z0-9])(?::\d+)?(?=[/?#\s"'`)\],\\]|$)/gi;
/** An e-mail address's domain (`ana@correo.example` → `correo.example`). */
const EMAIL_DOMAIN = /\b[\w.+-]+@([a-z0-9-]+(?:\.[a-z0-9-]+)+)\b/gi;

export function isReservedHost(host: string): boolean {
  return RESERVED.test(host) || LOOPBACK.test(host);
}

/** Every host a text names, in a URL or an e-mail address, that is not reserved for examples (each once, in order). */
export function realLookingHosts(text: string): string[] {
  const hosts = [...text.matchAll(URL_HOST), ...text.matchAll(EMAIL_DOMAIN)].map((match) => match[1].toLowerCase());
  return [...new Set(hosts.filter((host) => !isReservedHost(host)))];
}
