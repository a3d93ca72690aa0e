import {mostSevere, type OperationChangeNote} from '../../../lib/changelog/changelog';
import {KINDS} from '../../../lib/changelog/kinds';
import {spanishDate} from '../../../lib/changelog/spanishDate';
import {CHANGE_KINDS} from '../../../lib/changelog/types';
import type {ChangeNoteView} from './types';

/**
 * «Actualizado en la versión «Revisión…» (27 de noviembre de 2026): 2 cambios rompen compatibilidad,
 * 3 pueden afectarte y 5 son compatibles.» Most severe first; a class without changes is left out.
 */
export function changeNoteView(note: OperationChangeNote): ChangeNoteView {
  const parts = CHANGE_KINDS.filter((kind) => note.counts[kind] > 0).map((kind) => {
    const count = note.counts[kind];
    if (kind === 'documentation') return count === 1 ? '1 cambio es solo de documentación' : `${count} cambios son solo de documentación`;
    const verb = kind === 'non-breaking' ? (count === 1 ? 'es ' : 'son ') : '';
    return `${count} ${count === 1 ? 'cambio' : 'cambios'} ${verb}${count === 1 ? KINDS[kind].one : KINDS[kind].many}`;
  });
  const list = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} y ${parts.at(-1)}` : (parts[0] ?? '');
  return {
    text: `Actualizado en la versión «${note.release}» (${spanishDate(note.date)}): ${list}.`,
    href: note.href,
    ...(mostSevere(note.counts) ? {kind: mostSevere(note.counts)} : {}),
  };
}
