/** The Spanish words the page, its twin, its JSON file and its feed share (the classes: lib/changelog/kinds.ts). */
import type {OperationStatus} from '../../lib/changelog/types';

export const CHANGELOG_TITLE = 'Cambios en el contrato';

export const CHANGELOG_DESCRIPTION =
  'Cada versión del contrato de las ocho APIs: una nota que explica qué cambió y qué revisar en tu integración, y el detalle por API y por operación, con lo que rompe compatibilidad primero.';

/** How an operation that is not simply changed is marked. */
export const STATUS_LABELS: Record<Exclude<OperationStatus, 'changed'>, string> = {
  added: 'Nueva',
  removed: 'Eliminada',
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
