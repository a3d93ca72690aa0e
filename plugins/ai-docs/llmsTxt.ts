/**
 * `/llms.txt` (https://llmstxt.org): the title, a one-paragraph summary, instructions for coding
 * assistants, then every guide and every API with a one-line description and a link to its Markdown.
 */
import {serviceArtifacts, type ApiService} from '../../config/services';
import {exceptionalMessageFields, type ApiErrorFacts} from '../../lib/openapi/errorBodies';

export interface GuideEntry {
  title: string;
  description: string;
  /** Route of the page on the site. */
  permalink: string;
  /** Absolute path of the page's Markdown twin. */
  markdownPath: string;
  /**
   * The twin's text, copied into llms-full.txt. Absent for the downloads page: it lists llms-full.txt
   * with its size, which llms-full.txt cannot hold about itself, so llms.txt only links it.
   */
  markdown?: string;
}

export interface ApiEntry {
  service: ApiService;
  /** Server URLs of the published spec. */
  servers: string[];
  markdown: string;
  /** Every operation and webhook, each with the path of its page's Markdown twin. */
  operations: {title: string; request: string; markdownPath: string}[];
  /** What its spec says of its error answers: the instructions' lines on them are written from these. */
  errors: ApiErrorFacts;
}

interface LlmsInput {
  title: string;
  summary: string;
  guides: readonly GuideEntry[];
  apis: readonly ApiEntry[];
  /**
   * The site's base path (`''` for `/`). llms.txt sits at its root, so its links are relative to the file's
   * own URL: they work from whichever host serves it (a preview, a mirror, localhost), not only SITE_URL.
   */
  basePath: string;
}

function authLine(service: ApiService): string {
  if (service.auth.kind === 'apiKeys') return service.auth.headers.map((header) => `\`${header}\``).join(' o ');
  return `\`${service.auth.header}\``;
}

const codes = (values: readonly string[]) => values.map((value) => `\`${value}\``);
/** `a`, `a y b`, `a, b y c`. */
const spanishList = (items: readonly string[], last = 'y') =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} ${last} ${items[items.length - 1]}`;

/** One line per group of APIs whose `401`/`403` answers say the same, from their specs' examples. */
function authFailureLines(apis: readonly ApiEntry[]): string[] {
  const groups = new Map<string, {labels: string[]; text: string}>();
  for (const {service, errors} of apis) {
    if (errors.authStatuses.length === 0) continue;
    const messages = [...errors.authMessages].map(([message, statuses]) => `${spanishList(codes(statuses), 'o')} con \`${message}\``);
    const text =
      messages.length > 0
        ? `${messages.join('; ')}.`
        : `${spanishList(codes(errors.authStatuses), 'o')}; decide por el estado, no por el cuerpo.`;
    const group = groups.get(text) ?? {labels: [], text};
    group.labels.push(service.label);
    groups.set(text, group);
  }
  return [...groups.values()].map(({labels, text}) => `  - ${spanishList(labels)}: ${text}`);
}

/** Where an API's error bodies carry their messages in another field than usual (Signt's reviewers: `errors`). */
function messageFieldLines(apis: readonly ApiEntry[]): string[] {
  return apis.flatMap(({service, errors}) =>
    exceptionalMessageFields(errors).map(
      ({usual, field, operations}) =>
        `- ${service.label}: en ${spanishList(codes(operations))} el cuerpo de error trae los mensajes en \`${field}\`, no en \`${usual}\`.`,
    ),
  );
}

export function assistantInstructions(apis: readonly ApiEntry[]): string {
  const apiLines = apis.map(
    ({service, servers}) =>
      `- **${service.label}** (${servers.map((url) => `\`${url}\``).join(', ')}; encabezado ${authLine(service)}): ${service.description}`,
  );
  return [
    '## Instrucciones para asistentes de código',
    '',
    'Usa estas reglas al escribir código que llame a estas APIs. Ante cualquier duda, la referencia en Markdown de cada API (abajo) es la fuente de verdad.',
    '',
    '### Qué API hace qué',
    '',
    ...apiLines,
    '',
    '### Autenticación',
    '',
    '- Todas las llamadas llevan la llave de API en un encabezado: `Rem-Apikey: <llave>` en People, Workflows, Signt, Vision, Black Lists, Lexi y Visionary.',
    '- Verification acepta `x-api-key: <llave>` **o** `Rem-Apikey: <llave>`; basta con uno de los dos.',
    '- Las llamadas públicas de Signt (`/public/signer/*` y `/public/document/*`) no usan la llave: llevan `Authorization: Bearer <token>` con el token temporal que tu servidor obtiene con `GET /signers/{id}/create-token` o `GET /documents/{id}/public-token`.',
    '- La llave solo vive en el servidor: léela de una variable de entorno (`API_KEY`) y nunca la pongas en código de navegador, apps móviles ni repositorios. La URL base va en `API_BASE_URL`.',
    '- Cuando la autorización falla, cada API responde:',
    ...authFailureLines(apis),
    '',
    '### Respuestas exitosas',
    '',
    '- People, Workflows y Signt envuelven toda respuesta exitosa en `{"success": true, "result": ...}`; lee los datos de `result`. `200` para lecturas y acciones, `201` para creaciones.',
    '- Verification, Vision y Black Lists responden el objeto de la consulta sin sobre; Lexi responde `success`, `data` y `error`; Visionary responde `message` y `data`.',
    '- En Visionary un `200` sin `data` significa que el documento no era del tipo esperado o no se pudo leer: comprueba que exista `data`.',
    '',
    '### Errores',
    '',
    '- People, Workflows y Signt: `{"success": false, "code": <código HTTP>, "error": <texto o mapa>}`; en `400`/`422` `error` es un mapa de campo a lista de mensajes.',
    ...messageFieldLines(apis),
    '- Verification: objeto con `code`, `message` y `errors`; `POST /validate` responde `name`, `code` y `message` (y `details` en `422`).',
    '- Vision: `name` (clase del error) y `message`. Black Lists: `{"status": false, "error": "..."}`. Lexi: `error` con `code` y `message`. Visionary: `message`, `error`, `error_type` y, en validación, `detail` con `loc`, `msg` y `type`.',
    '- Reintenta solo los `5xx`, con espera exponencial; los `4xx` se corrigen, no se reintentan.',
    '',
    '### Paginación',
    '',
    '- Los listados de People, Workflows y Signt llegan paginados dentro de `result`: `current_page`, `data`, `first_page_url`, `from`, `next_page_url`, `path`, `per_page`, `prev_page_url` y `to`.',
    '- Pide otra página con `?page=N` (empieza en 1) o sigue `next_page_url` hasta que sea `null`. Tamaño típico: 20 por página (10 en `GET /workflows`, hasta 100 con `per_page`).',
    '',
    '### Webhooks y tiempos',
    '',
    '- Los resultados asíncronos (validación de INE, workflows, firma) llegan por webhook a la URL que configuras; responde siempre `2xx`.',
    '- `expires_in` está en minutos y `0` significa que no vence.',
  ].join('\n');
}

/** The guide to the package's MCP server: an assistant whose client speaks MCP reads it first. */
export const MCP_GUIDE_ROUTE = '/docs/herramientas/asistentes-de-codigo';

export function llmsTxt({title, summary, guides, apis, basePath}: LlmsInput): string {
  const base = basePath.replace(/\/$/, '');
  // `/docs/x.md` under base `/portal` → `docs/x.md`, resolved against `/portal/llms.txt`.
  const relative = (sitePath: string) => (sitePath.startsWith(`${base}/`) ? sitePath.slice(base.length + 1) : sitePath.replace(/^\//, ''));
  const mcpGuide = guides.find((guide) => guide.permalink === `${base}${MCP_GUIDE_ROUTE}`);
  return `${[
    `# ${title}`,
    '',
    `> ${summary}`,
    '',
    'Cada guía, cada API y cada operación tiene una versión en Markdown (los enlaces de abajo, relativos a la URL de este archivo): lee solo la operación que necesitas. `llms-full.txt`, junto a este archivo, reúne todo el contenido en un solo archivo.',
    '',
    ...(mcpGuide
      ? [
          `Si tu cliente admite MCP, el servidor \`identia-sandbox mcp\` del paquete \`@identia/sandbox\` te da lo mismo sin red: el buscador del portal, la referencia de cada operación, el catálogo de errores y un servidor de pruebas que no necesita llave. Cómo configurarlo: [${mcpGuide.title}](${relative(mcpGuide.markdownPath)}).`,
          '',
        ]
      : []),
    assistantInstructions(apis),
    '',
    '## Guías',
    '',
    ...guides.map((guide) => `- [${guide.title}](${relative(guide.markdownPath)}): ${guide.description}`),
    '',
    ...apis.flatMap(({service, operations}) => {
      const artifacts = serviceArtifacts(service);
      return [
        `## API de ${service.label}`,
        '',
        `${service.description} Toda la API en Markdown: [${artifacts.markdown}](${relative(artifacts.markdown)}). Especificación OpenAPI: [YAML](${relative(artifacts.yaml)}), [JSON](${relative(artifacts.json)}); [colección de Postman](${relative(artifacts.postman)}).`,
        '',
        ...operations.map((operation) => `- [${operation.title}](${relative(operation.markdownPath)}): \`${operation.request}\``),
        '',
      ];
    }),
    '## Optional',
    '',
    `- [Documentación completa en un archivo](${relative('/llms-full.txt')}): todas las guías y las referencias de las APIs en Markdown.`,
  ].join('\n')}\n`;
}

export function llmsFullTxt(options: LlmsInput): string {
  const {title, summary, guides, apis} = options;
  const separator = '\n\n---\n\n';
  const header = `# ${title}\n\n> ${summary}\n\n${assistantInstructions(apis)}`;
  const sections = [
    ...guides.flatMap((guide) => (guide.markdown === undefined ? [] : [`<!-- Fuente: ${guide.permalink} -->\n\n${guide.markdown.trim()}`])),
    ...apis.map(({service, markdown}) => `<!-- Fuente: ${service.route} -->\n\n${markdown.trim()}`),
  ];
  return `${[header, ...sections].join(separator)}\n`;
}
