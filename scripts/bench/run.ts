/**
 * `npm run bench`: builds the site (cold, then warm), serves the build through the production recipe,
 * measures page weights, readability without JavaScript, main-thread blocking after the first scroll and
 * the first click on a throttled phone, the package's MCP server's start (scripts/bench/mcpStart.ts), and
 * Lighthouse; prints the figures with PASS or FAIL per budget
 * and writes them to bench/results.json.
 * BENCH_RUNS sets the Lighthouse runs per page and form factor (default 3, the median is kept).
 *
 * `npm run bench -- --consola [--build <carpeta>]` measures only the try-it console on a build already made
 * (`build/` unless told), BENCH_RUNS times: no build, no Lighthouse, a few minutes instead of a quarter hour.
 * `npm run bench -- --servidor` measures only the local sandbox under load (requests/s with and without state, memory).
 * BENCH_ROUTES=/docs/cambios,/docs/errores measures only those pages on the existing build (no
 * compilation), for a quick figure while working on one page.
 */
import {readdirSync, rmSync, statSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {chromium} from 'playwright-core';
import {serviceArtifacts, services} from '../../config/services';
import {repoRoot} from '../../lib/paths';
import {consoleSendBudget, evaluateBudgets, sandboxLoadBudgets, type SiteFigures} from './budgets';
import {measureSandboxLoad, measureWebhookLatency, SANDBOX_LIMIT_NOTE, type SandboxLoadFigures, type WebhookLatency} from './sandboxLoad';
import {measureInteractionBlocking, type BlockingWindow, type InteractionBlocking} from './interactionBlocking';
import {measureConsoleBlocking, type ConsoleBlocking} from './consoleBlocking';
import {startLighthouse, type FormFactor, type LighthouseFigures} from './lighthouse';
import {measureBuild} from './measureBuild';
import {measureMcpStart} from './mcpStart';
import {measurePageWeight, rendersWithoutJavaScript, type PageWeight} from './pageWeight';
import {measureSearchIndex} from './searchIndex';
import {serveBuild} from './serveBuild';
import {chromiumPath} from '../../config/systemTools';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const formFactors: FormFactor[] = ['mobile', 'desktop'];
const CHROMIUM = chromiumPath;
const buildDir = path.join(repoRoot, 'build');
/** The two largest references: their entry pages and their largest operation pages are the ones measured closely. */
const closelyMeasured = ['people', 'signt'];

/** The operation page of a service whose HTML is largest in the build. */
function largestOperationRoute(serviceId: string): string {
  const route = serviceArtifacts(serviceId).route;
  const folder = path.join(buildDir, route);
  const pages = readdirSync(folder, {withFileTypes: true})
    .filter((entry) => entry.isDirectory())
    .map((entry) => ({route: `${route}/${entry.name}`, bytes: statSync(path.join(folder, entry.name, 'index.html')).size}))
    .sort((a, b) => b.bytes - a.bytes);
  if (pages.length === 0) throw new Error(`No hay páginas de operación en ${folder}: ¿se compiló la referencia?`);
  return pages[0]!.route;
}

/** The console on the guides' first write: create a person, answered by the simulated server. */
const consoleRoute = () => serviceArtifacts('people').operationRoute('createPerson');
/** Pages measured like the API pages (weight, blocking, Lighthouse) with a budget of their own. */
const CHANGELOG_ROUTE = '/docs/cambios';

async function measureSite(builds: SiteFigures['builds'], only?: string[]): Promise<SiteFigures> {
  const pages = {
    home: '/',
    guide: '/docs/primeros-pasos',
    apiPages: closelyMeasured.flatMap((id) => [serviceArtifacts(id).route, largestOperationRoute(id)]),
    console: consoleRoute(),
    /** The changelog: long, and opened by readers on a phone from a link in an operation page. */
    changelog: CHANGELOG_ROUTE,
  };
  if (only) return measureRoutes(builds, pages, only);
  const served = await serveBuild(buildDir);
  const browser = await chromium.launch({executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu']});
  const weights: Record<string, PageWeight> = {};
  const serverRendered: Record<string, boolean> = {};
  const blocking: Record<string, InteractionBlocking> = {};
  let consoleBlocking: ConsoleBlocking | undefined;
  try {
    const weighed = [
      ...new Set([pages.home, pages.guide, ...services.map((service) => service.route), ...pages.apiPages, pages.changelog]),
    ];
    for (const route of weighed) {
      console.log(`Peso de ${route}`);
      weights[route] = await measurePageWeight(browser, served.url + route);
    }
    for (const service of services) {
      serverRendered[service.route] = await rendersWithoutJavaScript(browser, served.url + service.route, service.route);
    }
    for (const route of [...pages.apiPages, pages.changelog]) {
      console.log(`Bloqueo tras desplazar y hacer clic en ${route} (teléfono, CPU 4×)`);
      blocking[route] = await measureInteractionBlocking(browser, served.url + route);
    }
    console.log(`Bloqueo tras «Probar» y «Enviar» en ${pages.console} (teléfono, CPU 4×)`);
    consoleBlocking = await measureConsoleBlocking(browser, served.url + pages.console);
  } finally {
    await browser.close();
  }
  console.log('Arranque del servidor MCP del paquete (tools/list, tres veces)');
  const mcpStart = await measureMcpStart(buildDir);
  const lighthouse: Record<string, Partial<Record<FormFactor, LighthouseFigures>>> = {};
  const runner = await startLighthouse();
  try {
    for (const route of [pages.home, pages.guide, ...pages.apiPages, pages.changelog]) {
      for (const formFactor of formFactors) {
        console.log(`Lighthouse ${formFactor} ${route} (${runs} corridas)`);
        (lighthouse[route] ??= {})[formFactor] = await runner.measure(served.url + route, formFactor, runs);
      }
    }
  } finally {
    await runner.close();
    await served.close();
  }
  return {builds, pages, weights, serverRendered, blocking, consoleBlocking, mcpStart, lighthouse};
}

/** `--consola`: the console's blocking only, `runs` times, on a build already made. */
async function measureConsoleOnly(root: string): Promise<void> {
  const served = await serveBuild(root);
  const browser = await chromium.launch({executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu']});
  const measured: ConsoleBlocking[] = [];
  try {
    for (let run = 1; run <= runs; run++) {
      console.log(`Bloqueo tras «Probar» y «Enviar» en ${consoleRoute()} (teléfono, CPU 4×), corrida ${run} de ${runs}`);
      measured.push(await measureConsoleBlocking(browser, served.url + consoleRoute()));
    }
  } finally {
    await browser.close();
    await served.close();
  }
  console.log(`\nConsola en ${consoleRoute()} (teléfono, CPU 4×, servidor simulado; build ${root})`);
  for (const [index, figures] of measured.entries()) {
    const budget = consoleSendBudget(figures);
    console.log(
      `  corrida ${index + 1}: tras «Probar» ${blockingText(figures.afterTry)}; tras «Enviar» ${blockingText(figures.afterSend)} — ${budget.pass ? 'PASS' : 'FAIL'}`,
    );
  }
}

function optionValue(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
}

/** Only the given routes, on the existing build: weight, blocking after scroll and click, Lighthouse. */
async function measureRoutes(builds: SiteFigures['builds'], pages: SiteFigures['pages'], routes: string[]): Promise<SiteFigures> {
  const served = await serveBuild(buildDir);
  const browser = await chromium.launch({executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu']});
  const weights: Record<string, PageWeight> = {};
  const blocking: Record<string, InteractionBlocking> = {};
  const lighthouse: Record<string, Partial<Record<FormFactor, LighthouseFigures>>> = {};
  try {
    for (const route of routes) {
      weights[route] = await measurePageWeight(browser, served.url + route);
      console.log(`Bloqueo tras desplazar y hacer clic en ${route} (teléfono, CPU 4×)`);
      blocking[route] = await measureInteractionBlocking(browser, served.url + route);
    }
  } finally {
    await browser.close();
  }
  const runner = await startLighthouse();
  try {
    for (const route of routes)
      for (const formFactor of formFactors) {
        console.log(`Lighthouse ${formFactor} ${route} (${runs} corridas)`);
        (lighthouse[route] ??= {})[formFactor] = await runner.measure(served.url + route, formFactor, runs);
      }
  } finally {
    await runner.close();
    await served.close();
  }
  return {
    builds,
    pages: {...pages, apiPages: routes.filter((route) => route.startsWith('/docs/api/'))},
    weights,
    serverRendered: {},
    blocking,
    lighthouse,
  };
}

const SANDBOX_LOAD_SECONDS = 10;

function printWebhookLatency(latency: WebhookLatency): void {
  console.log(
    `\nWebhook de una alta (person_register a un receptor local), ${latency.samples} altas una tras otra: p50 ${latency.p50Ms} ms, p99 ${latency.p99Ms} ms, máx ${latency.maxMs} ms desde el envío de la petición`,
  );
}

function printSandboxLoad(figures: SandboxLoadFigures[]): void {
  console.log(
    `\nServidor de pruebas local, 50 conexiones, ${SANDBOX_LOAD_SECONDS} s de carga mixta (crear, leer, listar; ${SANDBOX_LIMIT_NOTE})`,
  );
  for (const figure of figures)
    console.log(
      `  ${figure.mode.padEnd(11)} ${figure.requestsPerSecond} peticiones/s, p99 ${figure.p99Ms} ms, ${figure.failures} fallidas, memoria ${figure.rssMb} MB`,
    );
}

async function main(): Promise<void> {
  if (process.argv.includes('--servidor')) {
    const figures = await measureSandboxLoad(SANDBOX_LOAD_SECONDS);
    printSandboxLoad(figures);
    const latency = await measureWebhookLatency();
    printWebhookLatency(latency);
    for (const budget of sandboxLoadBudgets(figures, latency)) console.log(`  ${budget.pass ? 'PASS' : 'FAIL'}  ${budget.name}`);
    return;
  }
  if (process.argv.includes('--consola')) {
    await measureConsoleOnly(path.resolve(optionValue('--build') ?? buildDir));
    return;
  }
  const started = performance.now();
  const only = process.env.BENCH_ROUTES?.split(',')
    .map((route) => route.trim())
    .filter(Boolean);
  if (only?.length) {
    const ours = await measureSite({}, only);
    printSummary(ours, []);
    return;
  }
  // Cold: no .docusaurus, no build, no bundler cache. Warm: the same build again with the persistent
  // bundler cache (node_modules/.cache, filled by any earlier build).
  for (const dir of ['.docusaurus', 'build']) rmSync(path.join(repoRoot, dir), {recursive: true, force: true});
  process.env.DOCUSAURUS_NO_PERSISTENT_CACHE = '1';
  console.log('Compilando el sitio (en frío)…');
  const cold = await measureBuild(repoRoot, 'del sitio en frío');
  delete process.env.DOCUSAURUS_NO_PERSISTENT_CACHE;
  console.log('Compilando el sitio (en caliente)…');
  const warm = await measureBuild(repoRoot, 'del sitio en caliente');

  const ours = await measureSite({cold, warm});
  ours.sandboxLoad = await measureSandboxLoad(SANDBOX_LOAD_SECONDS);
  ours.webhookLatency = await measureWebhookLatency();
  const budgets = evaluateBudgets(ours);
  const searchIndex = measureSearchIndex(buildDir);
  const results = {date: new Date().toISOString(), lighthouseRuns: runs, ours, searchIndex, budgets, benchSeconds: 0};
  results.benchSeconds = Math.round((performance.now() - started) / 1000);
  writeFileSync(path.join(repoRoot, 'bench', 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  printSummary(ours, budgets);
  if (searchIndex) {
    console.log(
      `\nÍndice de búsqueda ${searchIndex.path}: ${(searchIndex.rawBytes / 1024).toFixed(0)} KB, ${(searchIndex.gzipBytes / 1024).toFixed(0)} KB gzip (se descarga al empezar a buscar)`,
    );
  }
  console.log(`\nResultados en bench/results.json (${results.benchSeconds} s).`);
}

const blockingText = (figures: BlockingWindow) => `${figures.totalMs} ms (${figures.tasks} tareas, la mayor ${figures.longestMs} ms)`;

function printSummary(ours: SiteFigures, budgets: ReturnType<typeof evaluateBudgets>): void {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
  if (ours.builds.cold && ours.builds.warm)
    console.log(
      '\nCompilación: en frío %s s (pico %s MB), en caliente %s s',
      ours.builds.cold.wallSeconds.toFixed(0),
      ours.builds.cold.peakMemoryMb,
      ours.builds.warm.wallSeconds.toFixed(0),
    );
  console.log('\nPeso antes de interactuar (HTML / JS / JSON, gzip; peticiones)');
  for (const [route, weight] of Object.entries(ours.weights)) {
    console.log(
      `  ${route.padEnd(48)} ${kb(weight.html.gzip)} / ${kb(weight.javascript.gzip)} / ${kb(weight.json.gzip)}; ${weight.requests}`,
    );
  }
  console.log('\nBloqueo del hilo principal en los 15 s siguientes (teléfono, CPU 4×) junto a Lighthouse móvil (Perf, TBT)');
  for (const [route, figures] of Object.entries(ours.blocking)) {
    const lighthouse = ours.lighthouse[route]?.mobile;
    console.log(
      `  ${route}\n    tras desplazar: ${blockingText(figures.afterScroll)}\n    tras el clic (${figures.clicked}): ${blockingText(figures.afterClick)}\n    Lighthouse móvil: ${lighthouse ? `${lighthouse.performance}, TBT ${lighthouse.tbtMs} ms` : '—'}`,
    );
  }
  if (ours.sandboxLoad) printSandboxLoad(ours.sandboxLoad);
  if (ours.webhookLatency) printWebhookLatency(ours.webhookLatency);
  if (ours.consoleBlocking) {
    const figures = ours.consoleBlocking;
    console.log(
      `\nConsola en ${ours.pages.console} (teléfono, CPU 4×, servidor simulado)\n    tras «Probar»: ${blockingText(figures.afterTry)}\n    tras «Enviar» (${figures.answered}): ${blockingText(figures.afterSend)}`,
    );
  }
  if (ours.mcpStart) console.log(`\nServidor MCP del paquete: tools/list tras arrancar ${ours.mcpStart.runsMs.join(', ')} ms`);
  console.log('\nLighthouse (mediana): Perf/A11y/BP/SEO, LCP, TBT, CLS, bytes');
  for (const [route, byForm] of Object.entries(ours.lighthouse)) {
    for (const formFactor of formFactors) {
      const f = byForm[formFactor];
      if (!f) continue;
      console.log(
        `  ${route.padEnd(48)} ${formFactor.padEnd(8)} ${f.performance}/${f.accessibility}/${f.bestPractices}/${f.seo} ${f.lcpMs}ms ${f.tbtMs}ms ${f.cls} ${kb(f.totalByteWeight)}`,
      );
    }
  }
  if (budgets.length > 0) console.log('\nPresupuestos:');
  for (const budget of budgets) console.log(`  ${budget.pass ? 'PASS' : 'FAIL'}  ${budget.name}: ${budget.detail}`);
}

main().catch((error: Error) => {
  console.error(`La medición falló: ${error.message}`);
  process.exit(1);
});
