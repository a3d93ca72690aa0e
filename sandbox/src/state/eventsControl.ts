/**
 * The control paths of the simulator's events, beside `/__identia/estado` (control.ts routes them): the log
 * (`/__identia/eventos`, `?desde=N` for what came after entry N, `/__identia/eventos/{n}/reenviar` to send a
 * webhook again), the clock (`/__identia/reloj`, POST `{"minutos": 16}` advances it) and the outcomes the integrator
 * chooses (`/__identia/resultados`, POST `…/preparar` arms the next one, POST `…/avanzar` advances one now). Bad input
 * changes nothing and is answered in Spanish.
 */
import type {SandboxRequest, SandboxResponse} from '../engine/types';
import {MAX_ADVANCE_MINUTES, MAX_LOG_ENTRIES, OUTCOME_KINDS, OutcomeError, type OutcomeChoice} from './events';
import type {StatefulSandbox} from './index';

export const CONTROL_ROOT = '/__identia';
export const EVENTS_PATH = `${CONTROL_ROOT}/eventos`;
export const CLOCK_PATH = `${CONTROL_ROOT}/reloj`;
export const OUTCOMES_PATH = `${CONTROL_ROOT}/resultados`;

export const reply = (status: number, body: unknown, headers: Record<string, string> = {}): SandboxResponse => ({
  status,
  headers: {'content-type': 'application/json', 'x-identia-sandbox': 'control', ...headers},
  body: JSON.stringify(body),
});

export const refusal = (status: number, message: string, headers: Record<string, string> = {}) =>
  reply(status, {error: {codigo: 'control_invalido', mensaje: message}}, headers);

const wrongMethod = (allowed: string, method: string) =>
  refusal(405, `Esta ruta de control acepta ${allowed}; se recibió ${method}.`, {allow: allowed});

/** The request's JSON object body, or the Spanish reason it is not one. */
function jsonObject(request: SandboxRequest): Record<string, unknown> | string {
  const body = request.body;
  let text = '';
  if (body?.kind === 'text') text = body.text;
  else if (body?.kind === 'bytes') text = new TextDecoder().decode(body.data);
  else if (body && body.kind !== 'none') return 'el cuerpo debe ser JSON';
  if (text.trim() === '') return 'falta el cuerpo JSON';
  try {
    const value = JSON.parse(text) as unknown;
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : 'el cuerpo debe ser un objeto JSON';
  } catch {
    return 'el cuerpo no es JSON válido';
  }
}

function onlyKnown(query: URLSearchParams, known: string[]): SandboxResponse | undefined {
  const unknown = [...query.keys()].filter((name) => !known.includes(name));
  return unknown.length > 0
    ? refusal(400, `Parámetro desconocido: ${unknown.join(', ')}. Esta ruta acepta ${known.length ? known.join(', ') : 'ninguno'}.`)
    : undefined;
}

function eventsAnswer(sandbox: StatefulSandbox, method: string, rest: string, query: URLSearchParams): SandboxResponse {
  const {log} = sandbox.events;
  if (rest === '') {
    if (method !== 'GET') return wrongMethod('GET', method);
    const unknown = onlyKnown(query, ['desde', 'tipo']);
    if (unknown) return unknown;
    const after = query.get('desde') ?? '0';
    if (!/^\d+$/.test(after)) return refusal(400, `desde debe ser el número de un evento (un entero desde 0); se recibió «${after}».`);
    const type = query.get('tipo');
    if (type !== null && type !== 'peticion' && type !== 'webhook')
      return refusal(400, `tipo puede ser peticion o webhook; se recibió «${type}».`);
    const eventos = log.since(Number(after)).filter((entry) => type === null || entry.tipo === type);
    return reply(200, {guarda: `los últimos ${MAX_LOG_ENTRIES} eventos`, siguiente: log.next, eventos});
  }
  const resend = /^\/(\d+)\/reenviar$/.exec(rest);
  if (!resend) return refusal(404, `${EVENTS_PATH}${rest} no existe: usa ${EVENTS_PATH} (GET) o ${EVENTS_PATH}/{n}/reenviar (POST).`);
  if (method !== 'POST') return wrongMethod('POST', method);
  const entry = sandbox.events.resend(Number(resend[1]));
  return reply(202, {mensaje: `Reenviado como el evento ${entry.n}.`, evento: entry});
}

function clockAnswer(sandbox: StatefulSandbox, method: string, request: SandboxRequest): SandboxResponse {
  const {clock} = sandbox.events;
  const now = () => ({hora: clock.now().toISOString(), minutos_avanzados: clock.advancedMinutes});
  if (method === 'GET') return reply(200, now());
  if (method !== 'POST') return wrongMethod('GET, POST', method);
  const body = jsonObject(request);
  if (typeof body === 'string') return refusal(400, `${body}: envía {"minutos": 16} para avanzar el reloj 16 minutos.`);
  const extra = Object.keys(body).filter((name) => name !== 'minutos');
  if (extra.length > 0) return refusal(400, `Campo desconocido: ${extra.join(', ')}. El reloj solo acepta minutos.`);
  const minutes = body.minutos;
  if (typeof minutes !== 'number' || !Number.isInteger(minutes) || minutes < 1 || minutes > MAX_ADVANCE_MINUTES)
    return refusal(
      400,
      `minutos debe ser un entero de 1 a ${MAX_ADVANCE_MINUTES} (un año); el reloj no retrocede. Se recibió ${JSON.stringify(minutes)}.`,
    );
  clock.advance(minutes);
  return reply(200, {mensaje: `El reloj del simulador avanzó ${minutes} minutos.`, ...now()});
}

const CHOICE_FIELDS = ['tipo', 'id', 'resultado', 'paso'];

function outcomesAnswer(sandbox: StatefulSandbox, method: string, rest: string, request: SandboxRequest): SandboxResponse {
  if (rest === '') {
    if (method !== 'GET') return wrongMethod('GET', method);
    return reply(200, {tipos: OUTCOME_KINDS.map(({quote: _quote, ...kind}) => kind), preparados: sandbox.events.armed()});
  }
  if (rest !== '/preparar' && rest !== '/avanzar')
    return refusal(
      404,
      `${OUTCOMES_PATH}${rest} no existe: usa ${OUTCOMES_PATH} (GET), ${OUTCOMES_PATH}/preparar o ${OUTCOMES_PATH}/avanzar (POST).`,
    );
  if (method !== 'POST') return wrongMethod('POST', method);
  const body = jsonObject(request);
  const example = '{"tipo": "validacion", "id": "<id de la persona>", "resultado": "fallido"}';
  if (typeof body === 'string') return refusal(400, `${body}: envía por ejemplo ${example}.`);
  const extra = Object.keys(body).filter((name) => !CHOICE_FIELDS.includes(name));
  if (extra.length > 0) return refusal(400, `Campo desconocido: ${extra.join(', ')}. Los campos son: ${CHOICE_FIELDS.join(', ')}.`);
  const notText = CHOICE_FIELDS.filter((name) => body[name] !== undefined && typeof body[name] !== 'string');
  if (notText.length > 0) return refusal(400, `${notText.join(', ')} debe ser texto.`);
  if (typeof body.tipo !== 'string' || typeof body.resultado !== 'string')
    return refusal(400, `Faltan tipo y resultado: envía por ejemplo ${example}.`);
  const choice = body as unknown as OutcomeChoice;
  const mensaje = rest === '/preparar' ? sandbox.events.arm(choice) : sandbox.events.advance(choice);
  return reply(200, {mensaje, preparados: sandbox.events.armed()});
}

/** The answer of an events control path (`rest` is what follows `/__identia`), or undefined when it is not one. */
export function eventsControlAnswer(sandbox: StatefulSandbox, request: SandboxRequest, pathname: string, query: URLSearchParams) {
  const method = request.method.toUpperCase();
  try {
    if (pathname === EVENTS_PATH || pathname.startsWith(`${EVENTS_PATH}/`))
      return eventsAnswer(sandbox, method, pathname.slice(EVENTS_PATH.length), query);
    const unknown = onlyKnown(query, []);
    if (pathname === CLOCK_PATH) return unknown ?? clockAnswer(sandbox, method, request);
    if (pathname === OUTCOMES_PATH || pathname.startsWith(`${OUTCOMES_PATH}/`))
      return unknown ?? outcomesAnswer(sandbox, method, pathname.slice(OUTCOMES_PATH.length), request);
  } catch (error) {
    if (error instanceof OutcomeError) return refusal(error.status, error.message);
    throw error;
  }
  return undefined;
}
