/**
 * `llamar`: a request to the sandbox engine, in this process (no network, no key). It is first
 * checked against the operation's contract with the try-it console's own checks
 * (sandbox/src/contract/requestCheck.ts), then sent as it is, so an invalid request gets the error
 * body the API documents for it; the answer gives both, the status, headers and body, and the
 * scenario used.
 */
import * as z from 'zod/v4';
import {credentialFields, findOperation as operationModel, mockScenarios, type OperationModel} from '../../contract/operation';
import {parameterKey} from '../../contract/parameters';
import {checkRequest, isMultipartBody, type BodyToCheck} from '../../contract/requestCheck';
import {NOTE_HEADER, parsePrefer, type FormPart, type SandboxBody} from '../../engine';
import {OperationIndex} from '../../engine/operations';
import {fitAnswer, ToolInputError} from '../answers';
import {defineTool, type ApiChoice, findModel, findOperation, specPathOf, statefulOf, type McpContext, type McpModel} from '../context';

/** What the console's simulated server sends when no credential is given: the sandbox checks that one comes, not its value. */
export const STAND_IN_CREDENTIAL = 'credencial-simulada';
export const CALL_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
/** A response body longer than this is cut: the documented examples of a few list operations are long. */
const BODY_LIMIT = 12_000;

const scalar = z.union([z.string(), z.number(), z.boolean()]);

const filePart = z
  .object({
    nombre: z.string().min(1).describe('Nombre del archivo (`ine-frente.jpg`).'),
    tipo: z.string().optional().describe('Su tipo MIME (`image/jpeg`); el simulador revisa también el contenido.'),
    base64: z.string().describe('El contenido del archivo en Base64.'),
  })
  .strict();

type FileInput = z.infer<typeof filePart>;

function formParts(cuerpo: unknown): FormPart[] {
  if (!cuerpo || typeof cuerpo !== 'object' || Array.isArray(cuerpo))
    throw new ToolInputError(
      'Esta operación recibe multipart/form-data: envía «cuerpo» como un objeto de campos, con cada archivo como {"nombre": "ine.jpg", "tipo": "image/jpeg", "base64": "<contenido en Base64>"}.',
    );
  const parts: FormPart[] = [];
  for (const [name, raw] of Object.entries(cuerpo as Record<string, unknown>)) {
    for (const value of Array.isArray(raw) ? raw : [raw]) {
      const file = filePart.safeParse(value);
      if (file.success) parts.push(fileOf(name, file.data));
      else if (value && typeof value === 'object' && 'base64' in value)
        throw new ToolInputError(
          `El archivo «${name}» debe ser {"nombre": "<archivo>", "tipo": "<tipo MIME>", "base64": "<contenido>"} (tipo es opcional).`,
        );
      else parts.push({name, value: typeof value === 'string' ? value : JSON.stringify(value)});
    }
  }
  return parts;
}

function fileOf(name: string, file: FileInput): FormPart {
  const text = file.base64.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text) || text.length % 4 === 1)
    throw new ToolInputError(
      `El contenido del archivo «${name}» no es Base64 válido: codifica el archivo completo en Base64 (sin el prefijo data:).`,
    );
  return {name, filename: file.nombre, contentType: file.tipo, data: new Uint8Array(Buffer.from(text, 'base64'))};
}

function queryOf(ruta: string, consulta: Record<string, unknown> | undefined): URLSearchParams {
  const query = new URLSearchParams(ruta.includes('?') ? ruta.slice(ruta.indexOf('?') + 1).split('#')[0] : '');
  for (const [name, value] of Object.entries(consulta ?? {}))
    for (const item of Array.isArray(value) ? value : [value]) query.append(name, String(item));
  return query;
}

/** `code=404`, `404` or an example's name → the documented scenario's `Prefer` value; a scenario not documented is refused. */
function scenarioPrefer(model: OperationModel, asked: string): {prefer: string; label: string} {
  const scenarios = mockScenarios(model);
  const text = asked.trim();
  const wanted = /^\d{3}$/.test(text) ? {code: Number(text)} : /\bcode\s*=/i.test(text) ? parsePrefer(text) : {example: text};
  const found = scenarios.find((scenario) => {
    const documented = parsePrefer(scenario.prefer);
    return (
      (wanted.code === undefined || documented.code === wanted.code) &&
      (wanted.example === undefined || documented.example === wanted.example)
    );
  });
  if (!found)
    throw new ToolInputError(
      `El escenario «${text}» no está documentado para ${model.operationId}. Usa uno de estos en «escenario»: ${scenarios.map((scenario) => scenario.prefer).join(' | ')}.`,
    );
  // A bare status asks for the status; the engine answers its first example, as the scenario lists it.
  return {
    prefer: wanted.example === undefined && /^\d{3}$|^code\s*=\s*\d{3}\s*$/i.test(text) ? `code=${found.status}` : found.prefer,
    label: found.label,
  };
}

/** The path with every template parameter replaced by its documented example: what to send instead of `{id}`. */
function examplePath(model: OperationModel): string {
  return model.path.replace(/\{([^}]+)\}/g, (_whole, name: string) => {
    const example = model.parameters.find((parameter) => parameter.in === 'path' && parameter.name === name)?.example;
    return example === undefined || example === null ? `<${name}>` : encodeURIComponent(String(example));
  });
}

const pretty = (body: string) => {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
};

interface Prepared {
  model?: OperationModel;
  issues: string[];
  notes: string[];
  headers: Record<string, string>;
  body: SandboxBody;
  scenario?: {prefer: string; label: string};
}

function prepare(
  apiModel: McpModel,
  request: {
    metodo: string;
    ruta: string;
    cuerpo?: unknown;
    query: URLSearchParams;
    encabezados?: Record<string, string>;
    escenario?: string;
  },
  context: McpContext,
): Prepared {
  const specPath = specPathOf(apiModel, request.ruta);
  const headers: Record<string, string> = {...request.encabezados};
  const has = (name: string) => Object.keys(headers).some((header) => header.toLowerCase() === name.toLowerCase());
  const valueOf = (name: string) => Object.entries(headers).find(([header]) => header.toLowerCase() === name.toLowerCase())?.[1];
  const match = new OperationIndex(apiModel.spec).match(specPath);
  const operationId = match ? new OperationIndex(apiModel.spec).operation(match.template, request.metodo)?.operationId : undefined;
  const model = operationId ? operationModel(apiModel.spec, operationId) : undefined;
  const notes: string[] = [];

  if (!model) {
    if (request.escenario !== undefined)
      throw new ToolInputError(
        `«escenario» solo se puede pedir a una operación documentada, y ${request.metodo} ${specPath} no es una de la API ${apiModel.id}. Búscala con «buscar» o «leer_operacion».`,
      );
    try {
      findOperation(context, `${request.metodo} ${specPath}`, apiModel.id);
    } catch (error) {
      notes.push((error as Error).message);
    }
    const text = request.cuerpo === undefined ? '' : typeof request.cuerpo === 'string' ? request.cuerpo : JSON.stringify(request.cuerpo);
    if (text !== '' && !has('content-type')) headers['Content-Type'] = 'application/json';
    return {issues: [], notes, headers, body: text === '' ? {kind: 'none'} : {kind: 'text', text}};
  }

  if (/\{[^}]+\}/.test(specPath))
    throw new ToolInputError(
      `La ruta lleva un parámetro sin valor (${specPath.match(/\{[^}]+\}/g)!.join(', ')}): sustitúyelo por un valor, por ejemplo «${examplePath(model)}».`,
    );

  const multipart = isMultipartBody(model);
  let body: SandboxBody = {kind: 'none'};
  let checked: BodyToCheck = {kind: 'none'};
  if (multipart && request.cuerpo !== undefined) {
    const parts = formParts(request.cuerpo);
    body = {kind: 'form', parts};
    checked = {
      kind: 'multipart',
      parts: Object.fromEntries(parts.map((part) => [part.name.replace(/\[\]$/, ''), 'value' in part ? part.value : part.filename])),
    };
  } else if (request.cuerpo !== undefined) {
    const text = typeof request.cuerpo === 'string' ? request.cuerpo : JSON.stringify(request.cuerpo);
    body = {kind: 'text', text};
    checked = model.body ? {kind: 'json', text} : {kind: 'none'};
    if (!has('content-type')) headers['Content-Type'] = model.body?.mediaType ?? 'application/json';
    if (!model.body) notes.push(`${model.operationId} no documenta cuerpo: se envió el que diste y la API lo ignora.`);
  }

  const parameters: Record<string, string> = {};
  for (const parameter of model.parameters) {
    const value =
      parameter.in === 'path'
        ? match!.params[parameter.name]
        : parameter.in === 'query'
          ? request.query.get(parameter.name)
          : valueOf(parameter.name);
    parameters[parameterKey(parameter)] = value ?? '';
  }
  const issues = checkRequest(apiModel.spec, model, {parameters, body: checked, credentials: {}, credentialRequired: false}).map(
    (issue) => `\`${issue.path}\`: ${issue.message}`,
  );

  const credentials = credentialFields(model);
  if (credentials.length > 0 && !credentials.some((field) => has(field.header))) {
    const field = model.security[0]?.[0] ?? credentials[0]!;
    headers[field.header] = field.kind === 'bearer' ? `Bearer ${STAND_IN_CREDENTIAL}` : STAND_IN_CREDENTIAL;
    notes.push(
      `Se añadió \`${field.header}: ${headers[field.header]}\`: el simulador comprueba que llegue la credencial, no su valor. Para ver la respuesta sin ella, pide el escenario del \`401\` o \`403\`.`,
    );
  }
  const scenario = request.escenario === undefined ? undefined : scenarioPrefer(model, request.escenario);
  if (scenario) headers.Prefer = scenario.prefer;
  return {model, issues, notes, headers, body, scenario};
}

export const llamar = (api: ApiChoice) =>
  defineTool({
    name: 'llamar',
    title: 'Llamar al servidor de pruebas',
    description:
      'Envía una petición al servidor de pruebas de Identia, que corre aquí mismo: sin llave, sin cuenta y sin red. Primero la revisa contra el contrato de la operación (las mismas comprobaciones que la consola «Probar» del portal) y luego la envía tal cual, para que veas la respuesta que documenta la API, también la de error. Devuelve la comprobación, el estado, los encabezados, el cuerpo y el escenario usado. La credencial se añade sola si no la envías.',
    input: z
      .object({
        api: api.describe('La API que recibe la petición.'),
        metodo: z.enum(CALL_METHODS).describe('El método HTTP.'),
        ruta: z
          .string()
          .min(1)
          .max(2000)
          .startsWith('/')
          .describe(
            'La ruta de la operación con sus valores (`/people`, `/people/9b2f6a1c-3d4e-4f50-8a6b-7c8d9e0f1a2b`), con o sin la ruta base de la API (`/onboarding/people`) y, si quieres, con su consulta (`/people?page=2`).',
          ),
        cuerpo: z
          .union([z.record(z.string(), z.unknown()), z.array(z.unknown()), z.string()])
          .optional()
          .describe(
            'El cuerpo. JSON: el objeto tal cual. multipart/form-data: un objeto de campos, cada archivo como {"nombre": "ine.jpg", "tipo": "image/jpeg", "base64": "…"}. Un texto se envía tal cual (sirve para probar JSON mal formado).',
          ),
        consulta: z
          .record(z.string(), z.union([scalar, z.array(scalar)]))
          .optional()
          .describe('Parámetros de consulta, además de los que lleve la ruta: {"page": 2}.'),
        encabezados: z
          .record(z.string(), z.string())
          .optional()
          .describe('Encabezados que añadir. La credencial (`Rem-Apikey`, `Authorization`) se añade sola si no la envías.'),
        escenario: z
          .string()
          .min(1)
          .max(300)
          .optional()
          .describe(
            'Una respuesta documentada que pedir en lugar de la que toca: `404`, `code=404` o `code=404, example=<nombre>` (los lista «listar_escenarios»).',
          ),
      })
      .strict(),
    example: {
      api: 'people',
      metodo: 'POST',
      ruta: '/people',
      cuerpo: {national_id: 'HEGJ850101HDFRRN00', name: 'Juan', first_lastname: 'Hernández', second_lastname: 'García'},
    },
    annotations: {readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: false},
    run({api: apiId, metodo, ruta, cuerpo, consulta, encabezados, escenario}, context: McpContext) {
      const apiModel = findModel(context, apiId);
      const query = queryOf(ruta, consulta);
      const prepared = prepare(apiModel, {metodo, ruta, cuerpo, query, encabezados, escenario}, context);
      const search = query.toString();
      const path = `${specPathOf(apiModel, ruta)}${search ? `?${search}` : ''}`;
      const response = statefulOf(context).handleApi(apiModel.id, {method: metodo, path, headers: prepared.headers, body: prepared.body});
      const {model} = prepared;
      const shownBody = pretty(response.body);
      const note = response.headers[NOTE_HEADER];
      const documented = model ? mockScenarios(model).find((scenario) => scenario.status === response.status) : undefined;
      const lines = [
        `# ${metodo} ${path} · API de ${apiModel.label}${model ? ` · \`${model.operationId}\`` : ''}`,
        '',
        model
          ? prepared.issues.length === 0
            ? '**Comprobación contra el contrato** (la misma de la consola «Probar»): la petición lo cumple.'
            : [
                `**Comprobación contra el contrato** (la misma de la consola «Probar»): ${prepared.issues.length === 1 ? 'un problema' : `${prepared.issues.length} problemas`}. Se envió de todos modos, para ver lo que responde la API:`,
                ...prepared.issues.map((issue) => `- ${issue}`),
              ].join('\n')
          : `**Comprobación contra el contrato:** ninguna operación de ${apiModel.label} responde a ${metodo} ${specPathOf(apiModel, ruta)}; el simulador responde lo que respondería la API.`,
        ...prepared.notes.map((text) => `\n${text}`),
        '',
        prepared.scenario
          ? `**Escenario:** \`${prepared.scenario.prefer}\` (${prepared.scenario.label}).`
          : `**Escenario:** ninguno pedido; el simulador respondió según la petición${documented ? ` (documentada: ${documented.label.replace(/\.$/, '')})` : ''}.`,
        '',
        `## Respuesta: ${response.status}`,
        '',
        'Encabezados:',
        ...Object.entries(response.headers).map(
          ([name, value]) => `- \`${name}: ${name === NOTE_HEADER ? decodeURIComponent(value) : value}\``,
        ),
        '',
        response.body === ''
          ? 'Cuerpo: (vacío)'
          : [
              'Cuerpo:',
              '',
              '```json',
              shownBody.length > BODY_LIMIT ? `${shownBody.slice(0, BODY_LIMIT)}\n…` : shownBody,
              '```',
              ...(shownBody.length > BODY_LIMIT
                ? [
                    '',
                    `Cuerpo recortado: se muestran ${BODY_LIMIT.toLocaleString('es-MX')} de ${shownBody.length.toLocaleString('es-MX')} caracteres; el ejemplo documentado está completo en «leer_operacion».`,
                  ]
                : []),
            ].join('\n'),
        ...(note ? ['', `Nota del simulador: ${decodeURIComponent(note)}`] : []),
      ];
      return fitAnswer(lines.join('\n'), 'El ejemplo documentado de la respuesta está completo en «leer_operacion».');
    },
  });
