/**
 * Issue 37 in the guides: a guide does not repeat a claim the product spec never gives — which authority answers
 * (SAT, RENAPO, IMSS, el INE, el padrón), what an update does with the fields you leave out, a currency, the absence
 * of side effects («No modifica nada», «lectura sin efectos») — and a 404 message names a model only by the
 * identifier the spec gives. Where the spec does give one of these (a template's create-workflow «overwrites»),
 * the sentence is listed below with its quote, which must be literal in the spec.
 */
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';
import {repoRoot, sharedSpecDir} from '../../lib/paths';
import {readDocs} from '../../scripts/lib/docsScan';
import {behaviourKinds, splitSentences, type BehaviourKind} from '../../scripts/lib/provenance/behaviourPatterns';
import {namedModels, notFoundModelProblem} from '../../scripts/lib/provenance/notFoundModels';
import {normaliseSpace} from '../../scripts/lib/provenance/provenanceCheck';
import {DEFAULT_TIMEOUT_SECONDS} from '../../sandbox/src/cli/main';

const productSpec = readFileSync(path.join(sharedSpecDir, 'product-spec.md'), 'utf8');
const docs = readDocs(path.join(repoRoot, 'docs')).map(({file, source}) => ({file: path.relative(repoRoot, file), source}));

/** A sentence about `GET /workflows/steps-metadata` that speaks only of the steps its response includes, or of its 404. */
const stepsMetadataScoped = (sentence: string) => /\bque incluye\b|\b404\b|no encontró metadatos/.test(sentence);

/** Kinds of claim the product spec never gives in general; a guide states one only with a quote below. */
const NEVER_GIVEN: BehaviourKind[] = ['autoridad', 'actualizacion', 'unidad', 'orden', 'omision', 'calculado', 'entrega', 'posicion'];
/** The absence of a side effect, a claim the spec never makes about a read. */
const NO_EFFECT = /\b(?:no modifica nada|no cambia nada|sin efectos?|solo lectura)\b/i;

/** Sentences of the guides that state such a claim because the product spec gives it: fragment → quote. */
const SOURCED: {file: string; fragment: string; quote: string}[] = [
  {
    file: 'docs/workflows/introduccion.md',
    fragment: 'lo que envíes en esa llamada sobrescribe los valores de la plantilla',
    quote: 'POST /{uuid}/create-workflow (overwrites)',
  },
  {
    file: 'docs/api-reference.md',
    fragment: 'todas `false` por omisión',
    quote: 'Boolean query flags default false: validate_rfc, validate_curp, validate_nss',
  },
  {file: 'docs/convenciones.md', fragment: '10 por omisión; con `per_page` hasta 100', quote: 'workflow list default 10, max 100'},
  {file: 'docs/guias/firma.md', fragment: '`T` (por omisión), `C` o `B`', quote: 'vertical_align T, C, B default T'},
];

/**
 * What a guide says of something that is not the API (issue 52: those classes are about the API's behaviour): the
 * portal's own tools, held to their code, and a platform's documented behaviour, with the document it comes from.
 */
const NOT_THE_API: {file: string; fragment: string; holds: () => boolean; source: string}[] = [
  {
    file: 'docs/webhooks.mdx',
    fragment: '`--timeout` cambia el límite de espera, 10 s por omisión',
    holds: () => DEFAULT_TIMEOUT_SECONDS === 10,
    source: 'sandbox/src/cli/main.ts (DEFAULT_TIMEOUT_SECONDS)',
  },
  {
    file: 'docs/workflows/sdks/web-view.md',
    fragment: '`javaScriptEnabled = true` | Activo por omisión',
    holds: () => true,
    source: 'Apple, WKWebpagePreferences.allowsContentJavaScript (true por omisión)',
  },
  {
    file: 'docs/workflows/sdks/web-view.md',
    fragment: '`domStorageEnabled = true` | Activo por omisión',
    holds: () => true,
    source: 'Apple, WKWebsiteDataStore.default() (almacenamiento web persistente)',
  },
];

/** A page's prose: no front matter, no code blocks, no MDX imports. */
function proseOf(source: string): string {
  return source
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .replace(/^(\s*)(`{3,}|~{3,})[^\n]*\n[\s\S]*?\n\1\2[ \t]*$/gm, '')
    .replace(/^import .*$/gm, '');
}

describe('las guías no repiten afirmaciones que el spec del producto no da', () => {
  test('ni autoridades, ni semántica de actualización, ni monedas, ni «sin efectos»', () => {
    assert.ok(docs.length > 10, `se leyeron muy pocas guías (${docs.length})`);
    const found: string[] = [];
    for (const {file, source} of docs) {
      for (const sentence of splitSentences(proseOf(source))) {
        const kinds = behaviourKinds(sentence).filter((kind) => NEVER_GIVEN.includes(kind));
        if (NO_EFFECT.test(sentence)) kinds.push('efecto');
        const sourced = [...SOURCED, ...NOT_THE_API].some(
          (entry) => entry.file === file && normaliseSpace(sentence).includes(entry.fragment),
        );
        if (kinds.length && !sourced) found.push(`${file} (${kinds.join(', ')}) «${sentence}»`);
      }
    }
    assert.deepEqual(found, []);
  });

  test('cada afirmación registrada sigue en su guía y su cita está literal en el spec del producto', () => {
    const spec = normaliseSpace(productSpec);
    for (const entry of SOURCED) {
      const page = docs.find(({file}) => file === entry.file);
      assert.ok(page && normaliseSpace(proseOf(page.source)).includes(entry.fragment), `${entry.file}: ya no dice «${entry.fragment}»`);
      assert.ok(spec.includes(normaliseSpace(entry.quote)), `${entry.file}: la cita no está literal en el spec («${entry.quote}»)`);
    }
  });

  test('lo que una guía dice de una herramienta propia o de una plataforma sigue en su guía y se cumple', () => {
    for (const entry of NOT_THE_API) {
      const page = docs.find(({file}) => file === entry.file);
      assert.ok(page && normaliseSpace(proseOf(page.source)).includes(entry.fragment), `${entry.file}: ya no dice «${entry.fragment}»`);
      assert.ok(entry.holds(), `${entry.file}: «${entry.fragment}» ya no es cierto (${entry.source})`);
    }
  });

  test('las clases del issue 52 se reconocen en una guía, en los dos sentidos', () => {
    assert.deepEqual(behaviourKinds('Los acuerdos llegan ordenados por similitud.'), ['orden']);
    assert.deepEqual(behaviourKinds('Si no lo envías, se busca en todas las listas.'), ['omision']);
    assert.deepEqual(behaviourKinds('Un mismo aviso puede llegarte más de una vez.'), ['entrega']);
    assert.deepEqual(behaviourKinds('El campo se mide en puntos desde la esquina superior izquierda.'), ['posicion']);
    assert.deepEqual(behaviourKinds('`age` la calcula la API.'), ['calculado']);
    assert.deepEqual(behaviourKinds('Cada acuerdo trae su `similarity`; ordénalos tú si lo necesitas.'), []);
  });

  // The spec gives the endpoint's item («Step metadata item: key, title, …») and its 404, never which steps it lists:
  // its example names three, without `document_sign`. A sentence about it speaks of the steps its response includes;
  // the setup fields of every step come from the setup table, which the spec does give.
  test('lo que se dice de GET /workflows/steps-metadata se limita a los pasos que incluye su respuesta', () => {
    const workflowsDescriptions = readdirSync(path.join(repoRoot, 'openapi', 'workflows'), {recursive: true, withFileTypes: true})
      .filter((entry) => entry.isFile() && entry.name.endsWith('.yaml') && entry.name !== 'provenance.yaml')
      .map((entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return {file: path.relative(repoRoot, file), source: readFileSync(file, 'utf8')};
      });
    const about = (sentence: string) => /steps-metadata/.test(sentence) && !/curl|\$ref|^'\/workflows/.test(sentence);
    const scoped = (sentence: string) => stepsMetadataScoped(sentence);
    const sentences = [...docs.map(({file, source}) => ({file, source: proseOf(source)})), ...workflowsDescriptions].flatMap(
      ({file, source}) =>
        splitSentences(source)
          .filter(about)
          .map((sentence) => ({file, sentence})),
    );
    assert.ok(sentences.length >= 8, `muy pocas frases sobre steps-metadata (${sentences.length})`);
    assert.deepEqual(
      sentences.filter(({sentence}) => !scoped(sentence)).map(({file, sentence}) => `${file}: «${sentence}»`),
      [],
    );
    // Both ways: what the guides said before, and what they say now.
    assert.equal(scoped('Consulta la lista de tu cuenta, con sus requisitos, en `GET /workflows/steps-metadata`.'), false);
    assert.equal(scoped('Consulta cuáles con `GET /workflows/steps-metadata`: cada paso indica `setup_required`.'), false);
    assert.equal(
      scoped('`GET /workflows/steps-metadata` marca con `geolocation` cuáles de los pasos que incluye usan la ubicación.'),
      true,
    );
    assert.equal(scoped('| Sin metadatos | `404` | `GET /workflows/steps-metadata` no encontró metadatos | Contacta a soporte |'), true);
  });

  test('ningún mensaje de 404 de las guías nombra un modelo que el spec del producto no da', () => {
    const allowed = namedModels(productSpec);
    const found = docs.flatMap(({file, source}) =>
      source.split('\n').flatMap((line, index) => {
        const problem = notFoundModelProblem(line, allowed);
        return problem ? [`${file}:${index + 1}: ${problem}`] : [];
      }),
    );
    assert.deepEqual(found, []);
  });

  test('los patrones reconocen esas afirmaciones en una guía', () => {
    assert.deepEqual(behaviourKinds('Para reemplazar el PDF sin perder los elementos usa `change-base-file`.'), ['actualizacion']);
    assert.deepEqual(behaviourKinds('La API consulta la CURP en RENAPO.'), ['autoridad']);
    assert.ok(NO_EFFECT.test('Empieza con una lectura sin efectos: el catálogo de nacionalidades.'));
    assert.ok(!NO_EFFECT.test('Empieza con una lectura: el catálogo de nacionalidades.'));
  });
});
