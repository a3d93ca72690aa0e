/**
 * Company data and deployment settings, read once from the environment with defaults that build
 * a working site. The README lists every variable.
 */
function fromEnv(name: string, fallback: string): string {
  const value = process.env[name]?.trim();
  return value ? value : fallback;
}

function optionalUrlFromEnv(name: string): string | undefined {
  const value = process.env[name]?.trim();
  if (!value) return undefined;
  try {
    return new URL(value).toString();
  } catch {
    throw new Error(`La variable ${name} debe ser una URL absoluta; se recibió "${value}".`);
  }
}

/** The portal's URL when SITE_URL is unset; pages that quote a link the server builds write it with this one. */
export const DEFAULT_SITE_URL = 'https://docs.identia.example';

export const siteSettings = {
  /** Public URL where the portal is served (canonical links, sitemap). */
  siteUrl: fromEnv('SITE_URL', DEFAULT_SITE_URL),
  /** External account site behind the "Acceder" link. */
  accountUrl: fromEnv('ACCOUNT_URL', 'https://cuenta.identia.example'),
  /** Base URL of the test environment, written into every spec's `baseUrl` server variable. */
  apiBaseUrl: fromEnv('API_BASE_URL', 'https://api.sandbox.identia.example'),
  /** Endpoint that receives the local monitoring script's reports; none means nothing is sent. */
  monitoringEndpoint: optionalUrlFromEnv('MONITORING_ENDPOINT'),
  /** Remote monitoring script, loaded asynchronously only when set. */
  remoteMonitoringScript: optionalUrlFromEnv('MONITORING_SCRIPT_URL'),
} as const;

export const company = {
  tradeName: fromEnv('COMPANY_NAME', 'Identia'),
  legalName: fromEnv('COMPANY_LEGAL_NAME', 'Identia Tecnologías, S.A.P.I. de C.V.'),
  address: fromEnv(
    'COMPANY_ADDRESS',
    'Av. Paseo de la Reforma 296, piso 12, Col. Juárez, Alcaldía Cuauhtémoc, C.P. 06600, Ciudad de México',
  ),
  email: fromEnv('CONTACT_EMAIL', 'soporte@identia.example'),
  privacyEmail: fromEnv('PRIVACY_EMAIL', 'privacidad@identia.example'),
  phone: fromEnv('CONTACT_PHONE', '+52 55 5555 0100'),
  community: {
    stackOverflow: fromEnv('STACKOVERFLOW_URL', 'https://stackoverflow.com/questions/tagged/docusaurus'),
    discord: fromEnv('DISCORD_URL', 'https://discordapp.com/invite/docusaurus'),
    twitter: fromEnv('TWITTER_URL', 'https://x.com/docusaurus'),
    github: fromEnv('GITHUB_URL', 'https://github.com/facebook/docusaurus'),
  },
} as const;
