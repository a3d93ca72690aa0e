import {services} from '../../config/services';
import type {FormFactor, LighthouseFigures} from './lighthouse';
import type {BuildMeasure} from './measureBuild';
import type {PageWeight} from './pageWeight';

export interface SiteFigures {
  builds: Record<string, BuildMeasure>;
  pages: {home: string; guide: string; largestApi: string; smallestApi: string};
  /** Route → what it loads before the reader does anything. */
  weights: Record<string, PageWeight>;
  /** API route → what it has loaded once the reader hovers and scrolls (Redoc and its spec). */
  weightsAfterEngaging: Record<string, PageWeight>;
  /** API route → whether menu and headings are there with JavaScript off. */
  serverRendered: Record<string, boolean>;
  lighthouse: Record<string, Partial<Record<FormFactor, LighthouseFigures>>>;
}

export interface BudgetResult {
  name: string;
  pass: boolean;
  detail: string;
}

const COLD_BUILD_LIMIT_SECONDS = 180;
const WEIGHT_RATIO_LIMIT = 0.7;

function specsLoaded(weight: PageWeight | undefined): {files: string[]; embedded: number} {
  const specs = weight?.specResponses ?? [];
  return {
    files: specs.filter((s) => s.url.startsWith('/openapi/')).map((s) => s.url),
    embedded: specs.filter((s) => !s.url.startsWith('/openapi/')).reduce((sum, s) => sum + s.documents, 0),
  };
}

/** The budgets, each PASS or FAIL with the figure it was judged on. */
export function evaluateBudgets(ours: SiteFigures, plain: SiteFigures): BudgetResult[] {
  const results: BudgetResult[] = [];

  const docPages = [ours.pages.home, ours.pages.guide];
  const docSpecs = docPages.map((route) => ({route, ...specsLoaded(ours.weights[route])}));
  results.push({
    name: 'La página de inicio y las guías no cargan ninguna especificación',
    pass: docSpecs.every((page) => page.files.length === 0 && page.embedded === 0),
    detail: docSpecs.map((p) => `${p.route}: ${p.files.length + p.embedded}`).join(', '),
  });

  const apiOwnSpecOnly = services.map((service) => {
    const loaded = specsLoaded(ours.weightsAfterEngaging[service.route]);
    const foreign = loaded.files.filter((file) => !file.startsWith(`/openapi/${service.id}.`));
    return {route: service.route, ok: foreign.length === 0 && loaded.embedded + loaded.files.length <= 1};
  });
  results.push({
    name: 'Cada página de API carga solo su propia especificación',
    pass: apiOwnSpecOnly.every((page) => page.ok),
    detail: apiOwnSpecOnly.filter((page) => !page.ok).map((p) => p.route).join(', ') || 'las 8',
  });

  const mobile = (route: string) => ours.lighthouse[route]?.mobile;
  const perfChecks = [
    ...docPages.map((route) => ({route, minimum: 95})),
    ...[ours.pages.largestApi, ours.pages.smallestApi].map((route) => ({route, minimum: 90})),
  ].map(({route, minimum}) => ({route, minimum, score: mobile(route)?.performance ?? 0}));
  results.push({
    name: 'Lighthouse móvil Performance ≥ 95 (inicio, guía) y ≥ 90 (API)',
    pass: perfChecks.every((check) => check.score >= check.minimum),
    detail: perfChecks.map((c) => `${c.route} ${c.score}`).join(', '),
  });

  const measured = Object.entries(ours.lighthouse).flatMap(([route, byForm]) =>
    Object.entries(byForm).map(([form, figures]) => ({route, form, figures: figures!})),
  );
  const notPerfect = measured.filter(
    ({figures}) => figures.accessibility < 100 || figures.bestPractices < 100 || figures.seo < 100,
  );
  results.push({
    name: 'Accessibility, Best Practices y SEO = 100 en cada página medida',
    pass: notPerfect.length === 0,
    detail:
      notPerfect.map(({route, form, figures: f}) => `${route} ${form} ${f.accessibility}/${f.bestPractices}/${f.seo}`).join(', ') ||
      'todas 100',
  });

  const worstCls = Math.max(...measured.filter((m) => m.form === 'mobile').map((m) => m.figures.cls));
  results.push({name: 'CLS móvil < 0.02', pass: worstCls < 0.02, detail: `máximo ${worstCls}`});

  const notServerRendered = Object.entries(ours.serverRendered).filter(([, ok]) => !ok).map(([route]) => route);
  results.push({
    name: 'Las páginas de API muestran el menú y la primera pantalla desde el HTML del servidor',
    pass: notServerRendered.length === 0,
    detail: notServerRendered.join(', ') || 'las 8, con JavaScript desactivado',
  });

  const ourWeight = mobile(ours.pages.largestApi)?.totalByteWeight ?? Infinity;
  const plainWeight = plain.lighthouse[plain.pages.largestApi]?.mobile?.totalByteWeight ?? 0;
  const ratio = ourWeight / plainWeight;
  results.push({
    name: `Peso de la API más grande ≤ ${WEIGHT_RATIO_LIMIT} × redocusaurus sin ajustes`,
    pass: ratio <= WEIGHT_RATIO_LIMIT,
    detail: `${ours.pages.largestApi}: ${Math.round(ourWeight / 1024)} KB / ${Math.round(plainWeight / 1024)} KB = ${ratio.toFixed(2)}`,
  });

  const cold = ours.builds.cold?.wallSeconds ?? Infinity;
  results.push({
    name: `Compilación en frío < ${COLD_BUILD_LIMIT_SECONDS / 60} min`,
    pass: cold < COLD_BUILD_LIMIT_SECONDS,
    detail: `${cold.toFixed(0)} s`,
  });
  return results;
}
