/**
 * What the contract diff produces: per API, the operations and webhooks that were added, removed or
 * changed, each change classified and described in Spanish (field names as in the spec, in backticks).
 */

/**
 * breaking: a client written against the old contract may fail.
 * withdrawn: a guarantee was withdrawn (a rule removed from what the client reads): nothing breaks
 * today, but code that relied on it should check.
 * non-breaking: what worked keeps working; nothing to do.
 * documentation: nothing on the wire changes.
 */
export type ChangeKind = 'breaking' | 'withdrawn' | 'non-breaking' | 'documentation';

/** Most severe first: the order of every list, count and filter. */
export const CHANGE_KINDS: readonly ChangeKind[] = ['breaking', 'withdrawn', 'non-breaking', 'documentation'];

export interface Change {
  /** The rule that classified it (lib/changelog/rules.ts, oasdiff's id where there is one). */
  rule: string;
  kind: ChangeKind;
  /** What changed, in Spanish: «Se eliminó el patrón `^[A-Z]{2}$` de `country` (cuerpo de la petición).» */
  text: string;
  /** Why it may break a client, for breaking changes (shown after «Motivo: »). */
  reason?: string;
  /**
   * For a withdrawn guarantee (kind `withdrawn`): what the reader can no longer count on and what to
   * check, shown after the text. No other kind carries advice.
   */
  advice?: string;
  /**
   * A grouped entry: the same rule at the same place for several fields (or parameters), each in
   * backticks with its detail («`a` (255)»). `text` is then the lead («Pasaron a ser opcionales en la
   * respuesta 200»), without the final colon; `changeSentence` writes the whole sentence.
   */
  fields?: string[];
}

export type OperationStatus = 'added' | 'removed' | 'changed';

/** One operation or webhook of one API and what happened to it between two contracts. */
export interface OperationDiff {
  status: OperationStatus;
  /** The operationId in the newer contract (in the older one when the operation was removed). */
  operationId: string;
  summary: string;
  /** Upper case (`POST`). */
  method: string;
  /** The path, or the webhook's name. */
  pathOrName: string;
  isWebhook: boolean;
  /** Most severe first (CHANGE_KINDS order). */
  changes: Change[];
}

/** The differences of one API; `operations` in the newer contract's order, removed ones last. */
export interface ApiDiff {
  serviceId: string;
  label: string;
  operations: OperationDiff[];
}

export type KindCounts = Record<ChangeKind, number>;
