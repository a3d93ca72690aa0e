/**
 * Which API a sentence of the product spec is about (issue 52): a rule's quote must come from the part of the spec
 * that speaks of the rule's own API, not from another's (Signt's batch results cannot take `uuid` from People's
 * «Search-by-ids needs ids as uuids»). The spec speaks of one API under a heading (`### Signing API`) or after a
 * label line (`People API:`); what sits under a numbered section's own heading and outside any label (the business
 * constants, «Text fields max 255 characters» of a general list) is about every API.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';

/** Each way the spec names an API or a group of them, and the registry ids it covers. */
const SCOPES: [RegExp, string[]][] = [
  [/^onboarding, workflow and signing apis\b/i, ['people', 'workflows', 'signt']],
  [/^people api\b/i, ['people']],
  [/^verification api\b/i, ['verification']],
  [/^workflows api\b/i, ['workflows']],
  [/^signing api\b/i, ['signt']],
  [/^vision[/,] ?blacklists[/,] ?lexi(?:[/,] ?visionary)?\b/i, ['vision', 'blacklists', 'lexi', 'visionary']],
  [/^visionary\b/i, ['visionary']],
  // Items of the error catalogue that name their API: «- OCR: …», «- Blacklists: …», «- Signing: …».
  [/^workflows? messages\b/i, ['workflows']],
  [/^signing\b/i, ['signt']],
  [/^ocr\b/i, ['vision']],
  [/^blacklists?\b/i, ['blacklists']],
  [/^court search\b/i, ['lexi']],
  [/^extraction\b/i, ['visionary']],
];

/** A fragment that names an API itself («workflow/step notification») is about that API wherever it sits. */
const NAMED_IN_FRAGMENT: [RegExp, string][] = [
  [/\bworkflows?\b/i, 'workflows'],
  [/\bpeople\b/i, 'people'],
  [/\bsigning\b/i, 'signt'],
  [/\bcourt search\b/i, 'lexi'],
];

function scopeOf(label: string): string[] | undefined {
  return SCOPES.find(([pattern]) => pattern.test(label.trim()))?.[1];
}

export interface SpecLine {
  text: string;
  /** The APIs the line speaks of; undefined when it speaks of all of them. */
  apis?: string[];
}

/** The product spec's lines, each with the APIs its heading or label line gives it. */
export function scopedLines(productSpec: string): SpecLine[] {
  let apis: string[] | undefined;
  return productSpec.split('\n').map((text) => {
    const heading = /^(#{2,3}) (.+)$/.exec(text);
    if (heading) apis = heading[1] === '###' ? scopeOf(heading[2]!) : undefined;
    else {
      // «People API:» (or «Onboarding, workflow and signing APIs: error body is…») opens what follows about them;
      // any other label line («Site:») closes it.
      const label = /^([A-Z][\w ,/]+?):/.exec(text);
      if (label) apis = scopeOf(label[1]!);
      const item = /^- ([A-Z][\w ,/]+?):/.exec(text);
      const itemApis = item && scopeOf(item[1]!);
      if (itemApis) return {text, apis: itemApis};
    }
    return {text, apis};
  });
}

const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The APIs the spec speaks of where `fragment` appears (each occurrence; `'*'` for a general one), or an empty list
 * when the fragment is not on a single line of the spec.
 */
export function fragmentScopes(lines: readonly SpecLine[], fragment: string): string[] {
  const wanted = squeeze(fragment);
  const scopes = lines.filter((line) => squeeze(line.text).includes(wanted)).flatMap((line) => line.apis ?? ['*']);
  const named = NAMED_IN_FRAGMENT.filter(([pattern]) => pattern.test(wanted)).map(([, api]) => api);
  return [...new Set([...scopes, ...(scopes.length > 0 ? named : [])])];
}

/** Whether a quote said of `api` may come from where the spec says it: its API's part, or a general one. */
export function quoteFitsApi(lines: readonly SpecLine[], fragment: string, api: string): boolean {
  const scopes = fragmentScopes(lines, fragment);
  // A fragment that spans lines (or a convention) is checked elsewhere for being literal; its place is unknown.
  return scopes.length === 0 || scopes.includes('*') || scopes.includes(api);
}

/**
 * The APIs that use each piece of `openapi/_shared/` (`components/schemas/ErrorResponse.yaml` → people, workflows,
 * signt), directly or through another shared piece: a shared rule's quote must fit every one of them.
 */
export function sharedConsumers(openapiDir: string, apiFolders: readonly string[]): Map<string, string[]> {
  const yamlFiles = (folder: string) =>
    readdirSync(path.join(openapiDir, folder), {recursive: true, withFileTypes: true})
      .filter((entry) => entry.isFile() && entry.name.endsWith('.yaml') && entry.name !== 'provenance.yaml')
      .map((entry) => path.join(entry.parentPath, entry.name));
  const sharedDir = path.join(openapiDir, '_shared');
  const sharedKey = (file: string) => path.relative(sharedDir, file).split(path.sep).join('/');
  /** The shared pieces a file's `$ref`s name. */
  const refsOf = (file: string) =>
    [...readFileSync(file, 'utf8').matchAll(/\$ref:\s*['"]?([^'"#\s]+\.yaml)/g)]
      .map((match) => path.resolve(path.dirname(file), match[1]!))
      .filter((target) => target.startsWith(`${sharedDir}${path.sep}`))
      .map(sharedKey);
  const sharedRefs = new Map(yamlFiles('_shared').map((file) => [sharedKey(file), refsOf(file)]));
  const consumers = new Map<string, Set<string>>([...sharedRefs.keys()].map((key) => [key, new Set<string>()]));
  for (const api of apiFolders) {
    const pending = yamlFiles(api).flatMap(refsOf);
    const seen = new Set<string>();
    while (pending.length > 0) {
      const key = pending.pop()!;
      if (seen.has(key)) continue;
      seen.add(key);
      consumers.get(key)?.add(api);
      pending.push(...(sharedRefs.get(key) ?? []));
    }
  }
  return new Map([...consumers].map(([key, apis]) => [key, [...apis].sort()]));
}

const METHOD = '(?:GET|POST|PUT|PATCH|DELETE)';
/** `POST /people`, `GET, DELETE /workflows/{uuid}`: the operations a fragment of the spec names, by method and path. */
const REQUEST_LINE = new RegExp(`\\b(${METHOD}(?:\\s*,\\s*${METHOD})*)\\s+(/[\\w\\-/{}.]*)`, 'g');
const pathKey = (template: string) => template.replace(/\{[^}]*\}/g, '{}').replace(/\/+$/, '');

export interface NamedOperation {
  method: string;
  path: string;
}

/** The operations a spec fragment names with a method and a path (`POST /curp (curp; errors …)` → POST /curp). */
export function operationsNamed(fragment: string): NamedOperation[] {
  return [...fragment.matchAll(REQUEST_LINE)].flatMap((match) =>
    match[1]!.split(/\s*,\s*/).map((method) => ({method: method.toLowerCase(), path: pathKey(match[2]!)})),
  );
}

/** Each paths file of an API's folder (`paths/curp.yaml`) with its path template (`/curp`), from its openapi.yaml. */
export function pathFiles(openapiDir: string, api: string): Map<string, string> {
  const root = parse(readFileSync(path.join(openapiDir, api, 'openapi.yaml'), 'utf8')) as {paths?: Record<string, {$ref?: string}>};
  return new Map(
    Object.entries(root.paths ?? {})
      .filter(([, item]) => typeof item?.$ref === 'string')
      .map(([template, item]) => [item.$ref!.replace(/^\.\//, ''), pathKey(template)]),
  );
}

/**
 * Whether a quote given for the operation at `own` (a method and a path of one API) is about another operation of
 * that API (issue 52: same API, and the same operation): it names, with a method, only operations the API has, and
 * none of them is `own`. A fragment that names no operation, or one the API does not have under that path (a path
 * relative to a group, `POST /{uuid}/create-workflow`), says nothing of the operation it is about.
 */
/** `own.method` is `'*'` for what a path item holds for all its operations (its parameters). */
export function quoteAboutOtherOperation(fragment: string, own: NamedOperation, known: ReadonlySet<string>): boolean {
  const named = operationsNamed(fragment);
  if (named.length === 0 || named.some((operation) => !known.has(operation.path))) return false;
  return !named.some((operation) => operation.path === pathKey(own.path) && (own.method === '*' || operation.method === own.method));
}
