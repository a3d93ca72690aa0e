/**
 * The simulator's event log: every request it answered and every webhook it fired, in order, each with a number
 * that never repeats (`identia-sandbox eventos --seguir` asks for what came after the last one it saw). It keeps
 * the last MAX_LOG_ENTRIES entries and at most MAX_LOGGED_BODY characters of each body: enough to follow a flow,
 * bounded however long the server runs. It lives in the store's `simulador`, so it is saved and restored with it.
 */
import type {Store} from '../store';

/** How many entries the log keeps; the oldest goes first (the sandbox page says so). */
export const MAX_LOG_ENTRIES = 500;
/** How much of a request's or an answer's body an entry keeps. */
export const MAX_LOGGED_BODY = 4000;

export interface RequestEntry {
  n: number;
  tipo: 'peticion';
  /** On the simulator's clock. */
  hora: string;
  api: string;
  metodo: string;
  ruta: string;
  estado: number;
  /** Where the answer came from: `estado` (the store), `contrato`, `escenario`… (the x-identia-sandbox header). */
  origen?: string;
  peticion?: string;
  respuesta?: string;
}

/** What became of a webhook: waiting for the receiver, received (2xx), answered with another status, or not sent. */
export type DeliveryState = 'pendiente' | 'entregado' | 'rechazado' | 'fallido' | 'sin enviar';

export interface WebhookEntry {
  n: number;
  tipo: 'webhook';
  hora: string;
  api: string;
  /** The webhook as the API's reference names it (`PersonRegister`, `SignerSigned`). */
  webhook: string;
  /** What the payload announces (`person_register`, `signer signed`, `workflow update`, `INE valida`). */
  evento: string;
  /** The trigger that fired it (events/triggers.ts), whose quote is on record. */
  disparador: string;
  /** The resource it is about. */
  recurso?: {modelo: string; id: string};
  url: string;
  encabezados: Record<string, string>;
  cuerpo: unknown;
  entrega: {estado: DeliveryState; status?: number; ms?: number; detalle?: string};
  /** The entry this one sends again («Reenviar»). */
  reenvioDe?: number;
}

export type LogEntry = RequestEntry | WebhookEntry;
export type NewEntry = Omit<RequestEntry, 'n'> | Omit<WebhookEntry, 'n'>;

interface LogState {
  siguiente: number;
  entradas: LogEntry[];
}

export const clipped = (text: string | undefined): string | undefined =>
  text === undefined || text.length <= MAX_LOGGED_BODY ? text : `${text.slice(0, MAX_LOGGED_BODY)}… (${text.length} caracteres)`;

export class EventLog {
  constructor(private readonly store: Store) {}

  private get state(): LogState {
    const found = this.store.simulator.eventos as LogState | undefined;
    if (found && Array.isArray(found.entradas) && Number.isInteger(found.siguiente)) return found;
    const fresh: LogState = {siguiente: 1, entradas: []};
    this.store.simulator.eventos = fresh;
    return fresh;
  }

  add(entry: NewEntry): LogEntry {
    const state = this.state;
    const added = {...entry, n: state.siguiente++} as LogEntry;
    state.entradas.push(added);
    if (state.entradas.length > MAX_LOG_ENTRIES) state.entradas.splice(0, state.entradas.length - MAX_LOG_ENTRIES);
    this.store.onChange?.();
    return added;
  }

  find(n: number): LogEntry | undefined {
    return this.state.entradas.find((entry) => entry.n === n);
  }

  /** What became of a webhook's delivery. */
  settle(n: number, entrega: WebhookEntry['entrega']): void {
    const entry = this.find(n);
    if (entry?.tipo !== 'webhook') return;
    entry.entrega = entrega;
    this.store.onChange?.();
  }

  /** The entries after number `after` (all of them from 0), oldest first. */
  since(after = 0): LogEntry[] {
    return this.state.entradas.filter((entry) => entry.n > after);
  }

  /** The number the next entry will take: a follower that has seen everything asks from one before it. */
  get next(): number {
    return this.state.siguiente;
  }
}
