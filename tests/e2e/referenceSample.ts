/**
 * Which operation pages the reference's browser checks (hydration, axe, English, raw Markdown, ids) load.
 * The whole set when the reference's templates or the specs changed, which `git diff` tells; otherwise a
 * covering sample: the fewest pages such that every API and every variant the page template renders
 * (webhook or operation, each kind of parameter, body, content type, authentication, response headers,
 * a schema shared with an earlier response, an obsolete operation…) is loaded at least once.
 * The markup checks on the server's HTML still read every page.
 */
import {execFileSync} from 'node:child_process';
import type {OperationView} from '../../plugins/api-reference/viewModel/types';
import {repoRoot} from '../../lib/paths';

/** What the page template renders from, besides this file's own tests: a change here loads every page. */
export const REFERENCE_SOURCES = ['plugins/api-reference/', 'openapi/', 'tests/e2e/reference'];

/** `E2E_REFERENCE=completo` loads every page whatever the diff says; `muestra`, the sample. */
export const REFERENCE_VARIABLE = 'E2E_REFERENCE';
/** The branch a change is measured against (`E2E_DIFF_BASE`), `main` when unset. */
export const DIFF_BASE_VARIABLE = 'E2E_DIFF_BASE';

/** The variants of the template one page shows, each a short name. */
export function pageVariants(view: OperationView): string[] {
  const variants = [`api:${view.serviceId}`, `tipo:${view.kind}`];
  if (view.deprecated) variants.push('obsoleta');
  if (view.webhookTester) variants.push('probador-de-webhook');
  if (view.codeSamples.length > 0) variants.push('ejemplos-de-codigo');
  if (!view.descriptionHtml) variants.push('sin-descripcion');
  const alternatives = view.security.alternatives.length;
  variants.push(`credenciales:${alternatives > 1 ? 'varias' : alternatives}`);
  for (const group of view.parameters) variants.push(`parametros:${group.location}`);
  if (!view.requestBody) variants.push('cuerpo:ninguno');
  else {
    variants.push(`cuerpo:${view.requestBody.required ? 'obligatorio' : 'opcional'}`);
    if (view.requestBody.contents.length > 1) variants.push('cuerpo:varios-tipos');
    for (const content of view.requestBody.contents) {
      variants.push(`cuerpo:${content.contentType}`);
      if (content.form) variants.push('cuerpo:formulario');
      if (content.examples.length === 0) variants.push('cuerpo:sin-ejemplo');
    }
  }
  for (const response of view.responses) {
    if (response.headers.length > 0) variants.push('respuesta:encabezados');
    if (response.statusLabel !== response.status) variants.push('respuesta:rango');
    if (response.contents.length === 0) variants.push('respuesta:sin-cuerpo');
    for (const content of response.contents) {
      variants.push(`respuesta:${content.contentType}`);
      if (content.sameSchemaAs) variants.push('respuesta:mismo-esquema');
      else if (!content.schema) variants.push('respuesta:sin-esquema');
      if (content.examples.length === 0) variants.push('respuesta:sin-ejemplo');
      if (content.examples.length > 1) variants.push('respuesta:varios-ejemplos');
    }
  }
  return [...new Set(variants)];
}

/**
 * The fewest pages (greedily, in a stable order) that show every variant of `pages` at least once: each
 * step takes the page that adds the most variants not yet shown, the first such in the given order.
 */
export function coveringSample<T>(pages: readonly T[], variantsOf: (page: T) => readonly string[]): T[] {
  const missing = new Set(pages.flatMap((page) => [...variantsOf(page)]));
  const chosen: T[] = [];
  while (missing.size > 0) {
    let best: T | undefined;
    let bestGain = 0;
    for (const page of pages) {
      const gain = variantsOf(page).filter((variant) => missing.has(variant)).length;
      if (gain > bestGain) [best, bestGain] = [page, gain];
    }
    if (best === undefined) break;
    chosen.push(best);
    for (const variant of variantsOf(best)) missing.delete(variant);
  }
  return chosen;
}

/** Whether a changed file is one the reference's pages are made from. */
export const touchesReference = (file: string) => REFERENCE_SOURCES.some((source) => file.startsWith(source));

function git(args: string[]): string | undefined {
  try {
    return execFileSync('git', args, {cwd: repoRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore']}).trim();
  } catch {
    return undefined;
  }
}

/**
 * The files this change touches: committed since the merge base with the base branch, plus those not
 * committed yet. On the base branch itself (the merge base is HEAD), the files of HEAD's own commit, so a
 * run after a merge still sees what the merge brought. Undefined when git cannot tell (no history, no base).
 */
export function changedFiles(env: Readonly<Record<string, string | undefined>> = process.env): string[] | undefined {
  const head = git(['rev-parse', 'HEAD']);
  const base = git(['merge-base', 'HEAD', env[DIFF_BASE_VARIABLE] || 'main']);
  if (!head || !base) return undefined;
  const from = base === head ? git(['rev-parse', 'HEAD^']) : base;
  if (!from) return undefined;
  const committed = git(['diff', '--name-only', from, 'HEAD']);
  const pending = git(['status', '--porcelain', '--untracked-files=all']);
  if (committed === undefined || pending === undefined) return undefined;
  return [...committed.split('\n'), ...pending.split('\n').map((line) => line.slice(3).split(' -> ').at(-1)!)].filter(Boolean);
}

export interface BrowserPlan {
  /** Every page, or the covering sample. */
  full: boolean;
  /** Why, in Spanish, for the test's log. */
  reason: string;
}

/**
 * Every page when asked, when the reference's sources changed or when git cannot tell (`files` null); else the
 * sample. (Null, not undefined, says «unknown»: an explicit undefined would take the default and ask git.)
 */
export function browserPlan(
  env: Readonly<Record<string, string | undefined>> = process.env,
  files: string[] | null = changedFiles(env) ?? null,
): BrowserPlan {
  const asked = env[REFERENCE_VARIABLE];
  if (asked !== undefined && asked !== '' && asked !== 'completo' && asked !== 'muestra')
    throw new Error(`${REFERENCE_VARIABLE}: «${asked}» no es un valor válido: usa «completo» (todas las páginas) o «muestra».`);
  if (asked === 'completo') return {full: true, reason: `${REFERENCE_VARIABLE}=completo`};
  if (asked === 'muestra') return {full: false, reason: `${REFERENCE_VARIABLE}=muestra`};
  if (files === null) return {full: true, reason: 'git no dice qué cambió: se revisan todas'};
  const touched = files.filter(touchesReference);
  if (touched.length > 0)
    return {
      full: true,
      reason: `cambiaron ${touched.length} archivos de la referencia (${touched.slice(0, 3).join(', ')}${touched.length > 3 ? '…' : ''})`,
    };
  return {full: false, reason: 'ni las plantillas de la referencia ni las especificaciones cambiaron'};
}
