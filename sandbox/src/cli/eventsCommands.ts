/**
 * The commands that drive a running mock's events through its control paths (state/eventsControl.ts): `eventos`
 * (the log, `--seguir` to keep printing), `reenviar <n>`, `reloj [avanzar <minutos>]`, `preparar` (the next
 * outcome) and `avanzar` (an outcome now). Each prints Spanish lines; bad input and a mock that is not there are one
 * Spanish line each (a CliError), and nothing changes.
 */
import {CLOCK_PATH, EVENTS_PATH, OUTCOMES_PATH, type LogEntry} from '../state';
import {CliError} from './webhooks';

export interface ControlTarget {
  port: number;
  program: string;
  out: (line: string) => void;
}

/** How often `eventos --seguir` asks the mock for new entries. */
const FOLLOW_INTERVAL_MS = 300;

async function control(target: ControlTarget, path: string, init: RequestInit = {}): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch(`http://127.0.0.1:${target.port}${path}`, {
      ...init,
      headers: init.body ? {'content-type': 'application/json'} : undefined,
    });
  } catch {
    throw new CliError(
      `No hay un servidor de pruebas en el puerto ${target.port}. Arráncalo con ${target.program} mock (o indica --port N).`,
    );
  }
  const body = (await response.json().catch(() => undefined)) as Record<string, unknown> | undefined;
  const refusal = (body?.error as {mensaje?: string} | undefined)?.mensaje;
  if (!response.ok || !body)
    throw new CliError(
      refusal ??
        `El servidor del puerto ${target.port} no respondió como el servidor de pruebas con estado (${response.status}); ¿corre con --sin-estado?`,
    );
  return body;
}

/** One entry in one line: `#12 05:06:07 webhook person_register → http://… entregado 200 (12 ms)`. */
export function entryLine(entry: LogEntry): string {
  const time = entry.hora.slice(11, 19);
  if (entry.tipo === 'peticion')
    return `#${entry.n} ${time} ${entry.api} ${entry.metodo} ${entry.ruta} → ${entry.estado}${entry.origen ? ` (${entry.origen})` : ''}`;
  const {estado, status, ms, detalle} = entry.entrega;
  const outcome = [estado, status, ms === undefined ? undefined : `(${ms} ms)`].filter((part) => part !== undefined).join(' ');
  return `#${entry.n} ${time} webhook ${entry.evento} → ${entry.url} ${outcome}${entry.reenvioDe ? ` · reenvío de #${entry.reenvioDe}` : ''}${detalle ? `\n    ${detalle}` : ''}`;
}

export async function eventos(target: ControlTarget, positionals: string[], values: {seguir?: boolean; tipo?: string}): Promise<number> {
  if (positionals.length > 0) throw new CliError(`eventos no lleva argumentos; se recibió: ${positionals.join(' ')}.`);
  if (values.tipo !== undefined && values.tipo !== 'webhook' && values.tipo !== 'peticion')
    throw new CliError(`--tipo puede ser webhook o peticion; se recibió «${values.tipo}».`);
  const query = (after: number) => `${EVENTS_PATH}?desde=${after}${values.tipo ? `&tipo=${values.tipo}` : ''}`;
  const first = await control(target, query(0));
  let entries = first.eventos as LogEntry[];
  if (!values.seguir) {
    if (entries.length === 0) target.out('El registro está vacío: todavía no llega ninguna petición.');
    entries.forEach((entry) => target.out(entryLine(entry)));
    target.out(`(guarda ${String(first.guarda)})`);
    return 0;
  }
  // Following: an entry is printed once it is settled (a webhook that still waits for its receiver waits here too).
  let printedUpTo = 0;
  for (;;) {
    const waiting = entries.find((entry) => entry.tipo === 'webhook' && entry.entrega.estado === 'pendiente');
    for (const entry of entries) {
      if (waiting && entry.n >= waiting.n) break;
      if (entry.n > printedUpTo) {
        target.out(entryLine(entry));
        printedUpTo = entry.n;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, FOLLOW_INTERVAL_MS));
    entries = (await control(target, query(printedUpTo))).eventos as LogEntry[];
  }
}

export async function reenviar(target: ControlTarget, positionals: string[]): Promise<number> {
  const [n, ...extra] = positionals;
  if (!n || extra.length > 0 || !/^\d+$/.test(n))
    throw new CliError(
      `Indica el número de un webhook del registro: ${target.program} reenviar 12 (los números salen en ${target.program} eventos).`,
    );
  const body = await control(target, `${EVENTS_PATH}/${n}/reenviar`, {method: 'POST'});
  target.out(String(body.mensaje));
  return 0;
}

export async function reloj(target: ControlTarget, positionals: string[]): Promise<number> {
  const [sub, minutes, ...extra] = positionals;
  if (sub === undefined) {
    const body = await control(target, CLOCK_PATH);
    target.out(`Hora del simulador: ${String(body.hora)} (${String(body.minutos_avanzados)} minutos adelantado).`);
    return 0;
  }
  if (sub !== 'avanzar' || minutes === undefined || extra.length > 0 || !/^\d+$/.test(minutes))
    throw new CliError(
      `Usa «${target.program} reloj» para ver la hora o «${target.program} reloj avanzar 16» para adelantarla 16 minutos.`,
    );
  const body = await control(target, CLOCK_PATH, {method: 'POST', body: JSON.stringify({minutos: Number(minutes)})});
  target.out(`${String(body.mensaje)} Hora del simulador: ${String(body.hora)}.`);
  return 0;
}

const OUTCOME_USAGE = (program: string) =>
  [
    `${program} preparar validacion <id de persona> exitoso|fallido|error`,
    `${program} preparar ine valida|error`,
    `${program} avanzar validacion <id de persona o de resultado> exitoso|fallido|error`,
    `${program} avanzar paso <uuid del workflow> <paso> <estado>`,
    `${program} avanzar workflow <uuid del workflow> <estado>`,
  ].join('\n  ');

/** `preparar` or `avanzar`: the choice read from the positionals, sent to the control path. */
export async function outcome(target: ControlTarget, action: 'preparar' | 'avanzar', positionals: string[]): Promise<number> {
  const [tipo, ...args] = positionals;
  const shapes: Record<string, string[]> = {
    validacion: ['id', 'resultado'],
    ine: ['resultado'],
    paso: ['id', 'paso', 'resultado'],
    workflow: ['id', 'resultado'],
  };
  const fields = tipo ? shapes[tipo] : undefined;
  if (!fields || args.length !== fields.length) throw new CliError(`Uso:\n  ${OUTCOME_USAGE(target.program)}`);
  const choice = Object.fromEntries([['tipo', tipo], ...fields.map((field, index) => [field, args[index]])]);
  const body = await control(target, `${OUTCOMES_PATH}/${action}`, {method: 'POST', body: JSON.stringify(choice)});
  target.out(String(body.mensaje));
  return 0;
}
