/**
 * The example conversation of /docs/herramientas/asistentes-de-codigo: each call the page shows, and the part of
 * the server's answer it quotes. The answers are the real tools' (sandbox/src/mcp, through `callTool`, as the
 * server runs them), so the page cannot go stale:
 *
 * - `llamar` and `explicar_error` read only the engine's models and the error catalogue, which exist once the specs
 *   are bundled: the sandbox plugin runs them while the content loads (`mcpSampleAnswers`) and writes
 *   `@generated/sandbox/mcp-muestra.json`, which the page's `<McpAnswer call="…" />` blocks render and the
 *   Markdown twin prints.
 * - `buscar` reads the search index, written from the rendered pages after the build (its answer depends on the
 *   page itself): the page quotes it by hand, and after the build the sandbox plugin runs the real `buscar` on the
 *   packed data and fails the build, with the text to paste, when the page's quote differs (`checkSearchSample`).
 */
import {DEFAULT_SITE_URL} from '../../config/site';
import type {BundledSpec} from '../../lib/openapi/publishedSpec';
import {sandboxModel} from '../../lib/openapi/sandboxModel';
import type {McpContext, McpModel} from '../../sandbox/src/mcp/context';
import type {McpData} from '../../sandbox/src/mcp/data';
import {MCP_DATA_VERSION} from '../../sandbox/src/mcp/data';
import {callTool} from '../../sandbox/src/mcp/server';
import {createTools} from '../../sandbox/src/mcp/tools';
import {mcpApis, mcpDocuments, mcpErrorMessages, mcpScenarios} from './mcpData';

const PERSON = {national_id: 'HEGJ850101HDFRRN00', name: 'Juan', first_lastname: 'Hernández', second_lastname: 'García'};
const {name: _omitted, ...PERSON_WITHOUT_NAME} = PERSON;

/** What the page leaves out of an answer: a line of its own, as the page writes it. */
export const CUT = '…';

export interface SampleCall {
  tool: string;
  args: Record<string, unknown>;
  /** The part of the answer the page quotes, from the answer's lines. */
  excerpt(lines: readonly string[]): string[];
}

/** The lines from `first` (or the start) up to `last` (both included): what a block quotes of an answer. */
function between(lines: readonly string[], first: RegExp | undefined, last: RegExp): string[] {
  const start = first ? lines.findIndex((line) => first.test(line)) : 0;
  const end = lines.findIndex((line, index) => index >= start && last.test(line));
  if (start < 0 || end < 0) throw new Error(`[sandbox] la respuesta del ejemplo MCP ya no tiene las líneas ${first ?? ''} … ${last}`);
  return lines.slice(start, end + 1);
}

/** The lines inside the answer's first ```json block: a response body. */
function jsonBody(lines: readonly string[]): string[] {
  const open = lines.indexOf('```json');
  const close = lines.indexOf('```', open + 1);
  if (open < 0 || close < 0) throw new Error('[sandbox] la respuesta del ejemplo MCP ya no trae el cuerpo en JSON');
  return lines.slice(open + 1, close);
}

/** The page's calls, by the name its blocks use (`<McpAnswer call="crear" />`), in the conversation's order. */
export const MCP_SAMPLE_CALLS = {
  buscar: {
    tool: 'buscar',
    args: {consulta: 'crear persona', limite: 2},
    // The results, without the heading and the count.
    excerpt: (lines) => lines.slice(lines.findIndex((line) => /^1\. /.test(line))),
  },
  crear: {
    tool: 'llamar',
    args: {api: 'people', metodo: 'POST', ruta: '/people', cuerpo: PERSON},
    // The check, the scenario and the status; the body carries a new id and today's date.
    excerpt: (lines) => [...between(lines, /^\*\*Comprobación/, /^## Respuesta: /), CUT],
  },
  'sin-nombre': {
    tool: 'llamar',
    args: {api: 'people', metodo: 'POST', ruta: '/people', cuerpo: PERSON_WITHOUT_NAME},
    excerpt: (lines) => [...between(lines, /^\*\*Comprobación/, /^## Respuesta: /), CUT, ...jsonBody(lines)],
  },
  explicar: {
    tool: 'explicar_error',
    args: {mensaje: 'The name field is required.'},
    // The entry's meaning and advice, without the table of the operations that answer it.
    excerpt: (lines) => between(lines, /^## «/, /^\*\*Qué hacer:\*\*/),
  },
} satisfies Record<string, SampleCall>;

export type SampleName = keyof typeof MCP_SAMPLE_CALLS;

/** The answers the content can give: every sample but `buscar`, by name. */
export type ContentSamples = Record<Exclude<SampleName, 'buscar'>, string>;

const unavailable = (part: string) => () => {
  throw new Error(`[sandbox] el ejemplo MCP no puede leer «${part}» antes de la compilación`);
};

/**
 * The server's context from the bundled specs alone: the models the package ships (sandbox/specs/) and the parts of
 * its data that come from the specs (the APIs, the error catalogue, the scenarios). The rest is written after the
 * build, from the rendered pages; a sample that needed it would fail here.
 */
export function specsContext(bundled: readonly BundledSpec[], portal: string): McpContext {
  // JSON, as the package reads them from sandbox/specs/.
  const models: McpModel[] = bundled.map(({service, spec}) => ({
    id: service.id,
    label: service.label,
    spec: JSON.parse(JSON.stringify(sandboxModel(spec))),
  }));
  const errors = mcpErrorMessages(bundled);
  const scenarios = mcpScenarios(bundled);
  const data: McpData = {
    index: {version: MCP_DATA_VERSION, portal, specsDigest: '', apis: mcpApis(bundled), documents: mcpDocuments(bundled)},
    errors: () => errors,
    scenarios: () => scenarios,
    search: unavailable('search'),
    twins: unavailable('twins'),
    documents: unavailable('documents'),
    pages: unavailable('pages'),
  };
  return {models, data, version: '0.0.0'};
}

/** One sample's quoted lines, from the real tool's answer in `context`. */
export async function sampleAnswer(name: SampleName, context: McpContext): Promise<string> {
  const call: SampleCall = MCP_SAMPLE_CALLS[name];
  const tool = createTools(context).find((candidate) => candidate.name === call.tool);
  if (!tool) throw new Error(`[sandbox] el servidor MCP ya no tiene la herramienta «${call.tool}» del ejemplo`);
  const result = await callTool(tool, call.args, context);
  const [part] = result.content;
  if (!part || part.type !== 'text') throw new Error(`[sandbox] «${call.tool}» no respondió texto en el ejemplo`);
  return call.excerpt(part.text.split('\n')).join('\n');
}

/** What `@generated/sandbox/mcp-muestra.json` holds: each call's arguments, and the answers the content can give. */
export interface McpSampleData {
  calls: Record<SampleName, {tool: string; args: Record<string, unknown>}>;
  answers: ContentSamples;
}

export const MCP_SAMPLE_FILE = 'mcp-muestra.json';

/** The sample data, from the real tools on the bundled specs. */
export async function mcpSampleData(bundled: readonly BundledSpec[], portal: string): Promise<McpSampleData> {
  const context = specsContext(bundled, portal);
  const calls = Object.fromEntries(
    Object.entries(MCP_SAMPLE_CALLS).map(([name, {tool, args}]) => [name, {tool, args}]),
  ) as unknown as McpSampleData['calls'];
  return {
    calls,
    answers: {
      crear: await sampleAnswer('crear', context),
      'sin-nombre': await sampleAnswer('sin-nombre', context),
      explicar: await sampleAnswer('explicar', context),
    },
  };
}

/** A sample call's arguments as the page shows them (`<McpCall call="crear" />`). */
export function callJson(data: McpSampleData, name: string): string {
  const call = data.calls[name as SampleName];
  if (!call) throw new Error(`[ai-docs] <McpCall call="${name}" />: no hay una llamada «${name}» en el ejemplo MCP`);
  return JSON.stringify(call.args, null, 2);
}

/** The quoted answer of a sample the content gives (`<McpAnswer call="crear" />`). */
export function sampleAnswerOf(data: McpSampleData, name: string): string {
  const answer = data.answers[name as keyof ContentSamples];
  if (answer === undefined) throw new Error(`[ai-docs] <McpAnswer call="${name}" />: el ejemplo MCP no tiene esa respuesta`);
  return answer;
}

/** The page's section «Un ejemplo de conversación», from its Markdown twin (a `## ` inside a quoted answer is not a heading). */
export function conversationOf(twin: string): string {
  const lines = twin.split('\n');
  const start = lines.indexOf('## Un ejemplo de conversación');
  if (start < 0) return '';
  let fenced = false;
  let end = lines.length;
  for (let index = start + 1; index < lines.length; index++) {
    if (/^\s*```/.test(lines[index]!)) fenced = !fenced;
    else if (!fenced && /^## /.test(lines[index]!)) {
      end = index;
      break;
    }
  }
  return lines.slice(start, end).join('\n');
}

/** What the conversation writes by hand: a call in running text (`buscar {…}`), then, for `buscar`, its ```text answer. */
function inlineCall(conversation: string, tool: string): {args?: unknown; answer?: string} {
  const match = new RegExp(`\`${tool} (\\{[^\`]*\\})\``).exec(conversation);
  if (!match) return {};
  let args: unknown;
  try {
    args = JSON.parse(match[1]!);
  } catch {
    args = match[1];
  }
  return {args, answer: /```text\n([\s\S]*?)\n```/.exec(conversation.slice(match.index))?.[1]};
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * After the build, on the page's Markdown twin and the packed data: the calls the conversation writes by hand
 * (`buscar {…}`, `explicar_error {…}`) are the samples' own, and the `buscar` block is the real `buscar`'s answer.
 * Each problem says what to change in docs/herramientas/asistentes-de-codigo.mdx, in Spanish.
 */
export async function conversationProblems(twin: string, context: McpContext): Promise<string[]> {
  const conversation = conversationOf(twin);
  if (!conversation) return ['falta la sección «## Un ejemplo de conversación»'];
  const problems: string[] = [];
  for (const name of ['buscar', 'explicar'] as const) {
    const {tool, args} = MCP_SAMPLE_CALLS[name];
    const written = inlineCall(conversation, tool);
    if (!sameJson(written.args, args)) problems.push(`la llamada a ${tool} debe escribirse \`${tool} ${JSON.stringify(args)}\``);
  }
  const search = inlineCall(conversation, 'buscar').answer;
  // The page writes the links with the default portal URL: a build for another SITE_URL quotes the same answer.
  const answer = await sampleAnswer('buscar', {
    ...context,
    data: {...context.data, index: {...context.data.index, portal: DEFAULT_SITE_URL}},
  });
  if (search !== answer)
    problems.push(`la respuesta de buscar ya no es la del servidor; pon en su bloque \`\`\`text exactamente:\n${answer}`);
  return problems;
}
