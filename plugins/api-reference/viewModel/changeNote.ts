import type {OperationChangeNote} from '../../../lib/changelog/changelog';
import type {ChangeNoteView} from './types';

const count = (value: number, one: string, many: string) => `${value} ${value === 1 ? one : many}`;

/** «Esta operación cambió en la versión «X»: 2 cambios, 1 rompe compatibilidad.» */
export function changeNoteView(note: OperationChangeNote): ChangeNoteView {
  const breaking = note.breaking > 0 ? `; ${count(note.breaking, 'rompe', 'rompen')} compatibilidad` : '';
  const changes = count(note.changes, 'cambio', 'cambios');
  const text = note.unreleased
    ? `Esta operación tiene ${changes} aún sin versión${breaking}.`
    : `Esta operación cambió en la versión «${note.release}»: ${changes}${breaking}.`;
  return {text, href: note.href};
}
