/** The Spanish words the page, its twin and its feed share. */
import type {OperationStatus, ChangeKind} from '../../lib/changelog/types';

export const CHANGELOG_TITLE = 'Cambios en el contrato';

export const CHANGELOG_DESCRIPTION =
  'Qué cambió en las ocho APIs en cada versión del contrato y qué cambió después de la última: por operación y por webhook, con los cambios que rompen compatibilidad marcados y explicados.';

export const KIND_BADGES: Record<ChangeKind, string> = {
  breaking: 'Rompe compatibilidad',
  'non-breaking': 'Compatible',
  documentation: 'Documentación',
};

export const STATUS_HEADINGS: Record<OperationStatus, string> = {
  removed: 'Eliminado',
  changed: 'Cambiado',
  added: 'Añadido',
};

/** «1 operación», «2 operaciones». */
export const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** What the first release published of one API: «39 operaciones y 1 webhook». */
export const publishedText = ({operations, webhooks}: {operations: number; webhooks: number}) =>
  `${plural(operations, 'operación', 'operaciones')}${webhooks > 0 ? ` y ${plural(webhooks, 'webhook', 'webhooks')}` : ''}`;
