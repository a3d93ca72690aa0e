/**
 * `npm run bench`: builds this site (cold, then warm) and a plain redocusaurus site over the same
 * specs, serves both through the production recipe, measures page weights and Lighthouse, prints
 * the figures with PASS or FAIL per budget and writes them to bench/results.json.
 * BENCH_RUNS sets the Lighthouse runs per page and form factor (default 3, the median is kept).
 */
import {rmSync, statSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {chromium} from 'playwright-core';
import {services} from '../../config/services';
import {repoRoot} from '../lib/paths';
import {evaluateBudgets, type SiteFigures} from './budgets';
import {startLighthouse, type FormFactor, type LighthouseFigures} from './lighthouse';
import {measureBuild, type BuildMeasure} from './measureBuild';
import {measurePageWeight, rendersWithoutJavaScript, type PageWeight} from './pageWeight';
import {createPlainSite} from './plainSite';
import {measureSearchIndex} from './searchIndex';
import {serveBuild} from './serveBuild';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const formFactors: FormFactor[] = ['mobile', 'desktop'];
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const specSize = (id: string) => statSync(path.join(repoRoot, 'generated', 'static', 'openapi', `${id}.json`)).size;

async function measureSite(
  label: string,
  buildDir: string,
  builds: Record<string, BuildMeasure>,
  pages: {home: string; guide: string},
): Promise<SiteFigures> {
  const served = await serveBuild(buildDir);
  const browser = await chromium.launch({executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu']});
  const bySize = [...services].sort((a, b) => specSize(b.id) - specSize(a.id));
  const largest = bySize[0]!;
  const smallest = bySize.at(-1)!;
  const weights: Record<string, PageWeight> = {};
  const weightsAfterEngaging: Record<string, PageWeight> = {};
  const serverRendered: Record<string, boolean> = {};
  try {
    for (const route of [pages.home, pages.guide, ...services.map((s) => s.route)]) {
      console.log(`[${label}] peso de ${route}`);
      weights[route] = await measurePageWeight(browser, served.url + route);
    }
    for (const service of services) {
      weightsAfterEngaging[service.route] = await measurePageWeight(browser, served.url + service.route, true);
      serverRendered[service.route] = await rendersWithoutJavaScript(browser, served.url + service.route);
    }
  } finally {
    await browser.close();
  }
  const lighthouse: Record<string, Partial<Record<FormFactor, LighthouseFigures>>> = {};
  const runner = await startLighthouse();
  try {
    for (const route of [pages.home, pages.guide, largest.route, smallest.route]) {
      for (const formFactor of formFactors) {
        console.log(`[${label}] Lighthouse ${formFactor} ${route} (${runs} corridas)`);
        (lighthouse[route] ??= {})[formFactor] = await runner.measure(served.url + route, formFactor, runs);
      }
    }
  } finally {
    await runner.close();
    await served.close();
  }
  return {builds, pages: {...pages, largestApi: largest.route, smallestApi: smallest.route}, weights, weightsAfterEngaging, serverRendered, lighthouse};
}

async function main(): Promise<void> {
  const started = performance.now();
  // Cold: no .docusaurus, no build, no bundler cache. Warm: the same build again with the persistent
  // bundler cache (node_modules/.cache, filled by any earlier build).
  for (const dir of ['.docusaurus', 'build']) rmSync(path.join(repoRoot, dir), {recursive: true, force: true});
  process.env.DOCUSAURUS_NO_PERSISTENT_CACHE = '1';
  console.log('Compilando el sitio (en frío)…');
  const cold = await measureBuild(repoRoot, 'del sitio en frío');
  delete process.env.DOCUSAURUS_NO_PERSISTENT_CACHE;
  console.log('Compilando el sitio (en caliente)…');
  const warm = await measureBuild(repoRoot, 'del sitio en caliente');

  const plainDir = createPlainSite();
  process.env.DOCUSAURUS_NO_PERSISTENT_CACHE = '1';
  console.log(`Compilando redocusaurus sin ajustes en ${plainDir}…`);
  const plainCold = await measureBuild(plainDir, 'de redocusaurus sin ajustes');
  delete process.env.DOCUSAURUS_NO_PERSISTENT_CACHE;

  const ours = await measureSite('nuestro', path.join(repoRoot, 'build'), {cold, warm}, {home: '/', guide: '/docs/primeros-pasos'});
  const plain = await measureSite('redocusaurus', path.join(plainDir, 'build'), {cold: plainCold}, {home: '/', guide: '/docs/guia'});
  rmSync(plainDir, {recursive: true, force: true});

  const budgets = evaluateBudgets(ours, plain);
  const searchIndex = measureSearchIndex(path.join(repoRoot, 'build'));
  const results = {date: new Date().toISOString(), lighthouseRuns: runs, ours, plain, searchIndex, budgets, benchSeconds: 0};
  results.benchSeconds = Math.round((performance.now() - started) / 1000);
  writeFileSync(path.join(repoRoot, 'bench', 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  printSummary(ours, plain, budgets);
  if (searchIndex) {
    console.log(`\nÍndice de búsqueda ${searchIndex.path}: ${(searchIndex.rawBytes / 1024).toFixed(0)} KB, ${(searchIndex.gzipBytes / 1024).toFixed(0)} KB gzip (se descarga al empezar a buscar)`);
  }
  console.log(`\nResultados en bench/results.json (${results.benchSeconds} s).`);
}

function printSummary(ours: SiteFigures, plain: SiteFigures, budgets: ReturnType<typeof evaluateBudgets>): void {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
  console.log('\nCompilación: en frío %s s (pico %s MB), en caliente %s s; redocusaurus sin ajustes %s s',
    ours.builds.cold!.wallSeconds.toFixed(0), ours.builds.cold!.peakMemoryMb, ours.builds.warm!.wallSeconds.toFixed(0), plain.builds.cold!.wallSeconds.toFixed(0));
  console.log('\nPeso antes de interactuar (HTML / JS / JSON, gzip; peticiones) — nuestro vs redocusaurus');
  for (const route of Object.keys(ours.weights)) {
    const o = ours.weights[route]!;
    const p = plain.weights[route] ?? plain.weights[route === ours.pages.guide ? plain.pages.guide : route];
    const line = (w?: PageWeight) => (w ? `${kb(w.html.gzip)} / ${kb(w.javascript.gzip)} / ${kb(w.json.gzip)}; ${w.requests}` : '—');
    console.log(`  ${route.padEnd(26)} ${line(o).padEnd(34)} ${line(p)}`);
  }
  console.log('\nLighthouse (mediana): Perf/A11y/BP/SEO, LCP, TBT, CLS, bytes — nuestro | redocusaurus');
  for (const key of ['home', 'guide', 'largestApi', 'smallestApi'] as const) {
    for (const formFactor of formFactors) {
      const show = (f?: LighthouseFigures) =>
        f ? `${f.performance}/${f.accessibility}/${f.bestPractices}/${f.seo} ${f.lcpMs}ms ${f.tbtMs}ms ${f.cls} ${kb(f.totalByteWeight)}` : '—';
      console.log(`  ${ours.pages[key].padEnd(26)} ${formFactor.padEnd(8)} ${show(ours.lighthouse[ours.pages[key]]?.[formFactor]).padEnd(40)} | ${show(plain.lighthouse[plain.pages[key]]?.[formFactor])}`);
    }
  }
  console.log('\nPresupuestos:');
  for (const budget of budgets) console.log(`  ${budget.pass ? 'PASS' : 'FAIL'}  ${budget.name}: ${budget.detail}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
