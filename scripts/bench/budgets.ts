import type {ConsoleBlocking} from './consoleBlocking';
import type {InteractionBlocking} from './interactionBlocking';
import type {McpStart} from './mcpStart';
import type {FormFactor, LighthouseFigures} from './lighthouse';
import type {BuildMeasure} from './measureBuild';
import type {PageWeight} from './pageWeight';
import type {SandboxLoadFigures, WebhookLatency} from './sandboxLoad';

export interface SiteFigures {
  builds: Record<string, BuildMeasure>;
  pages: {home: string; guide: string; apiPages: string[]; console: string; changelog: string};
  /** Route → what it loads before the reader does anything. */
  weights: Record<string, PageWeight>;
  /** API entry route → whether its heading and operation index are there with JavaScript off. */
  serverRendered: Record<string, boolean>;
  /** API route → blocking after the first scroll and the first click, phone, CPU 4×. */
  blocking: Record<string, InteractionBlocking>;
  /** The try-it console: blocking after «Probar» and after «Enviar», phone, CPU 4×. */
  consoleBlocking?: ConsoleBlocking;
  /** The package's MCP server: start to tools/list, three starts. */
  mcpStart?: McpStart;
  lighthouse: Record<string, Partial<Record<FormFactor, LighthouseFigures>>>;
  /** The local sandbox under a mixed create/read load, with and without state. */
  sandboxLoad?: SandboxLoadFigures[];
  webhookLatency?: WebhookLatency;
}

export interface BudgetResult {
  name: string;
  pass: boolean;
  detail: string;
}

const COLD_BUILD_LIMIT_SECONDS = 180;
const BLOCKING_LIMIT_MS = 200;
const GUIDE_MOBILE_MINIMUM = 95;
const API_MOBILE_MINIMUM = 98;
/** The changelog (issue 38): a page a phone can open. */
const CHANGELOG_HTML_LIMIT_BYTES = 400 * 1024;
const CHANGELOG_MOBILE_MINIMUM = 95;
const LONG_TASK_MS = 50;
/** The MCP server answers an assistant's first request within a second of starting. */
const MCP_START_LIMIT_MS = 1_000;

/** The budgets, each PASS or FAIL with the figure it was judged on. */
export function evaluateBudgets(ours: SiteFigures): BudgetResult[] {
  const results: BudgetResult[] = [];

  const withSpecs = Object.entries(ours.weights).filter(([, weight]) => weight.specResponses.length > 0);
  results.push({
    name: 'Ninguna página carga una especificación (ni inicio, ni guías, ni páginas de API)',
    pass: withSpecs.length === 0,
    detail:
      withSpecs.map(([route, weight]) => `${route}: ${weight.specResponses.map((spec) => spec.url).join(', ')}`).join('; ') ||
      `${Object.keys(ours.weights).length} páginas sin especificación`,
  });

  const mobile = (route: string) => ours.lighthouse[route]?.mobile;
  const perfChecks = [
    ...[ours.pages.home, ours.pages.guide].map((route) => ({route, minimum: GUIDE_MOBILE_MINIMUM})),
    ...ours.pages.apiPages.map((route) => ({route, minimum: API_MOBILE_MINIMUM})),
  ].map(({route, minimum}) => ({route, minimum, score: mobile(route)?.performance ?? 0}));
  results.push({
    name: `Lighthouse móvil Performance ≥ ${GUIDE_MOBILE_MINIMUM} (inicio, guía) y ≥ ${API_MOBILE_MINIMUM} (API)`,
    pass: perfChecks.every((check) => check.score >= check.minimum),
    detail: perfChecks.map((c) => `${c.route} ${c.score}`).join(', '),
  });

  const measured = Object.entries(ours.lighthouse).flatMap(([route, byForm]) =>
    Object.entries(byForm).map(([form, figures]) => ({route, form, figures: figures!})),
  );
  const notPerfect = measured.filter(({figures}) => figures.accessibility < 100 || figures.bestPractices < 100 || figures.seo < 100);
  results.push({
    name: 'Accessibility, Best Practices y SEO = 100 en cada página medida',
    pass: notPerfect.length === 0,
    detail:
      notPerfect.map(({route, form, figures: f}) => `${route} ${form} ${f.accessibility}/${f.bestPractices}/${f.seo}`).join(', ') ||
      'todas 100',
  });

  const worstCls = Math.max(...measured.filter((m) => m.form === 'mobile').map((m) => m.figures.cls));
  results.push({name: 'CLS móvil < 0.02', pass: worstCls < 0.02, detail: `máximo ${worstCls}`});

  const blocking = Object.entries(ours.blocking).map(([route, figures]) => ({
    route,
    worst: Math.max(figures.afterScroll.totalMs, figures.afterClick.totalMs),
    figures,
  }));
  results.push({
    name: `Bloqueo del hilo principal ≤ ${BLOCKING_LIMIT_MS} ms en los 15 s tras el primer desplazamiento y tras el primer clic (teléfono, CPU 4×)`,
    pass: blocking.length > 0 && blocking.every((page) => page.worst <= BLOCKING_LIMIT_MS),
    detail: blocking
      .map(({route, figures}) => `${route} desplazamiento ${figures.afterScroll.totalMs} ms, clic ${figures.afterClick.totalMs} ms`)
      .join('; '),
  });

  if (ours.consoleBlocking) results.push(consoleSendBudget(ours.consoleBlocking));
  if (ours.sandboxLoad) results.push(...sandboxLoadBudgets(ours.sandboxLoad, ours.webhookLatency));

  if (ours.mcpStart)
    results.push({
      name: `El servidor MCP del paquete responde tools/list en menos de ${MCP_START_LIMIT_MS} ms desde que arranca (el mejor de tres)`,
      pass: Math.min(...ours.mcpStart.runsMs) < MCP_START_LIMIT_MS,
      detail: `${ours.mcpStart.runsMs.join(', ')} ms, ${ours.mcpStart.tools} herramientas`,
    });

  const notServerRendered = Object.entries(ours.serverRendered)
    .filter(([, ok]) => !ok)
    .map(([route]) => route);
  results.push({
    name: 'Las páginas de entrada de API muestran su índice de operaciones desde el HTML del servidor',
    pass: Object.keys(ours.serverRendered).length > 0 && notServerRendered.length === 0,
    detail: notServerRendered.join(', ') || `las ${Object.keys(ours.serverRendered).length}, con JavaScript desactivado`,
  });

  const changelog = ours.pages.changelog;
  const changelogHtml = ours.weights[changelog]?.html.raw ?? Infinity;
  const changelogScore = mobile(changelog)?.performance ?? 0;
  const changelogClick = ours.blocking[changelog]?.afterClick;
  results.push({
    name: `${changelog}: HTML < ${CHANGELOG_HTML_LIMIT_BYTES / 1024} KB, Lighthouse móvil ≥ ${CHANGELOG_MOBILE_MINIMUM} y ninguna tarea de más de ${LONG_TASK_MS} ms tras el primer clic (teléfono, CPU 4×)`,
    pass:
      changelogHtml < CHANGELOG_HTML_LIMIT_BYTES &&
      changelogScore >= CHANGELOG_MOBILE_MINIMUM &&
      changelogClick !== undefined &&
      changelogClick.longestMs <= LONG_TASK_MS,
    detail: `HTML ${(changelogHtml / 1024).toFixed(0)} KB, Lighthouse ${changelogScore}, tras el clic ${changelogClick?.tasks ?? '—'} tareas largas (la mayor ${changelogClick?.longestMs ?? '—'} ms)`,
  });

  const cold = ours.builds.cold?.wallSeconds ?? Infinity;
  results.push({
    name: `Compilación en frío < ${COLD_BUILD_LIMIT_SECONDS / 60} min con las ocho APIs`,
    pass: cold < COLD_BUILD_LIMIT_SECONDS,
    detail: `${cold.toFixed(0)} s`,
  });
  return results;
}

/** After «Enviar» on a phone the console answers without a single long task (the reader keeps scrolling and typing). */
export function consoleSendBudget(figures: ConsoleBlocking): BudgetResult {
  const {afterSend} = figures;
  return {
    name: 'Ninguna tarea larga en la consola tras «Enviar» (teléfono, CPU 4×, servidor simulado)',
    pass: afterSend.tasks === 0,
    detail: `${afterSend.totalMs} ms en ${afterSend.tasks} tareas largas (la mayor ${afterSend.longestMs} ms); ${figures.answered}`,
  };
}

const SANDBOX_REQUESTS_PER_SECOND = 10_000;
const SANDBOX_MEMORY_LIMIT_MB = 400;

/** Issue 49: a webhook leaves within this of the change that fires it (measured from the request that makes it). */
export const WEBHOOK_LATENCY_LIMIT_MS = 100;

/**
 * Issue 53: the stateful sandbox keeps ≥ 10,000 requests/s at 50 connections, answers every one, and its memory stays
 * bounded. Issue 49: a receiver that hangs makes no request fail, and a webhook leaves within 100 ms.
 */
export function sandboxLoadBudgets(figures: SandboxLoadFigures[], latency?: WebhookLatency): BudgetResult[] {
  const stateful = figures.find((figure) => figure.mode === 'con estado');
  const hung = figures.find((figure) => figure.mode === 'con receptor colgado');
  const line = figures
    .map(
      (figure) => `${figure.mode} ${figure.requestsPerSecond}/s (p99 ${figure.p99Ms} ms, ${figure.failures} fallidas, ${figure.rssMb} MB)`,
    )
    .join('; ');
  return [
    {
      name: `Servidor de pruebas con estado ≥ ${SANDBOX_REQUESTS_PER_SECOND.toLocaleString('es-MX')} peticiones/s, 50 conexiones, carga mixta, sin fallos`,
      pass: stateful !== undefined && stateful.requestsPerSecond >= SANDBOX_REQUESTS_PER_SECOND && stateful.failures === 0,
      detail: line,
    },
    {
      name: `Memoria del servidor de pruebas acotada tras la carga (≤ ${SANDBOX_MEMORY_LIMIT_MB} MB)`,
      pass: stateful !== undefined && stateful.rssMb <= SANDBOX_MEMORY_LIMIT_MB,
      detail: line,
    },
    {
      name: `Un receptor de webhooks colgado no hace fallar ninguna petición (memoria ≤ ${SANDBOX_MEMORY_LIMIT_MB} MB)`,
      pass: hung !== undefined && hung.failures === 0 && hung.rssMb <= SANDBOX_MEMORY_LIMIT_MB,
      detail: line,
    },
    ...(latency
      ? [
          {
            name: `Un webhook llega a su receptor en menos de ${WEBHOOK_LATENCY_LIMIT_MS} ms desde la petición que lo provoca (p99)`,
            pass: latency.p99Ms < WEBHOOK_LATENCY_LIMIT_MS,
            detail: `p50 ${latency.p50Ms} ms, p99 ${latency.p99Ms} ms, máx ${latency.maxMs} ms, ${latency.samples} altas`,
          },
        ]
      : []),
  ];
}
