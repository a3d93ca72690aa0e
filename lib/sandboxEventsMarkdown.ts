/**
 * The Markdown twin's version of lib/ui/SandboxEvents: the same tables and the same bounds, from the same registries
 * of the simulator (sandbox/src/state/events), so an assistant reading the twin gets what the page says.
 */
import {findService} from '../config/services';
import {MAX_LOG_ENTRIES, MAX_LOGGED_BODY} from '../sandbox/src/state/events/log';
import {OUTCOME_KINDS} from '../sandbox/src/state/events/outcomes';
import {TRIGGERS} from '../sandbox/src/state/events/triggers';

export const eventApiLabel = (api: string) => findService(api)?.label ?? api;
const formatNumber = (value: number) => value.toLocaleString('es-MX');

/** What an outcome kind lets the reader do, in words. */
export const outcomeActions = (kind: {preparar: boolean; avanzar: boolean}) =>
  [kind.preparar ? 'preparar' : '', kind.avanzar ? 'avanzar' : ''].filter(Boolean).join(' y ');

/** The log's bounds, one sentence. */
export const logBoundsText = () =>
  `El registro guarda los últimos ${formatNumber(MAX_LOG_ENTRIES)} eventos (al llegar uno más se descarta el más antiguo) y, de cada cuerpo de petición o de respuesta, los primeros ${formatNumber(MAX_LOGGED_BODY)} caracteres.`;

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const row = (cells: readonly string[]) => `| ${cells.map(cell).join(' | ')} |`;

export function triggersTableMarkdown(): string[] {
  return [
    row(['API', 'Webhook', 'Cuándo lo envía', 'Lo que dice el producto']),
    row(['---', '---', '---', '---']),
    ...TRIGGERS.map((trigger) =>
      row([
        eventApiLabel(trigger.api),
        trigger.webhooks.map((name) => `\`${name}\``).join(', '),
        trigger.descripcion,
        `«${trigger.quote}»`,
      ]),
    ),
  ];
}

export function outcomesTableMarkdown(): string[] {
  return [
    row(['Tipo', 'Qué decide', 'Resultados', 'Se puede', 'Si no eliges']),
    row(['---', '---', '---', '---', '---']),
    ...OUTCOME_KINDS.map((kind) =>
      row([
        `\`${kind.tipo}\` (${eventApiLabel(kind.api)})`,
        `${kind.descripcion} Id: ${kind.objetivo}.`,
        kind.resultados.map((result) => `\`${result}\``).join(', '),
        outcomeActions(kind),
        kind.sinEleccion,
      ]),
    ),
  ];
}

export const logBoundsMarkdown = () => [logBoundsText()];
