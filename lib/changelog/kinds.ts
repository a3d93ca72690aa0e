/**
 * The four classes of a contract change as every surface names them: the page's badges and filter,
 * its Markdown twin and feed, the operation pages' note and `npm run changelog`. One table.
 */
import {CHANGE_KINDS, type ChangeKind, type KindCounts} from './types';

export interface KindLabels {
  /** The badge and the filter's option: «Rompe compatibilidad». */
  badge: string;
  /** The value of the page's `clase` filter in the address. */
  slug: string;
  /** In a count: «1 rompe compatibilidad», «3 rompen compatibilidad». */
  one: string;
  many: string;
  /** What the class means for the reader, one sentence. */
  meaning: string;
}

export const KINDS: Record<ChangeKind, KindLabels> = {
  breaking: {
    badge: 'Rompe compatibilidad',
    slug: 'rompe',
    one: 'rompe compatibilidad',
    many: 'rompen compatibilidad',
    meaning: 'el código escrito para la versión anterior puede fallar; cada entrada dice por qué.',
  },
  withdrawn: {
    badge: 'Puede afectarte',
    slug: 'puede-afectarte',
    one: 'puede afectarte',
    many: 'pueden afectarte',
    meaning:
      'se retiró una garantía: nada deja de funcionar hoy, pero si tu código contaba con ella, compruébalo; cada entrada dice qué revisar.',
  },
  'non-breaking': {
    badge: 'Compatible',
    slug: 'compatible',
    one: 'compatible',
    many: 'compatibles',
    meaning: 'cambia el contrato, pero lo que funcionaba sigue funcionando; no tienes que cambiar nada.',
  },
  documentation: {
    badge: 'Solo documentación',
    slug: 'documentacion',
    one: 'solo de documentación',
    many: 'solo de documentación',
    meaning: 'cambia el texto o los ejemplos de la referencia, no lo que viaja por la red.',
  },
};

export const kindOfSlug = (slug: string): ChangeKind | undefined => CHANGE_KINDS.find((kind) => KINDS[kind].slug === slug);

export const emptyCounts = (): KindCounts => ({breaking: 0, withdrawn: 0, 'non-breaking': 0, documentation: 0});

/** «2 rompen compatibilidad, 0 pueden afectarte, 31 compatibles y 40 solo de documentación». */
export function countsText(counts: KindCounts): string {
  const parts = CHANGE_KINDS.map((kind) => `${counts[kind]} ${counts[kind] === 1 ? KINDS[kind].one : KINDS[kind].many}`);
  return `${parts.slice(0, -1).join(', ')} y ${parts.at(-1)}`;
}
