import {execFile} from 'node:child_process';
import {createRequire} from 'node:module';
import {promisify} from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import {chromiumPath} from '../../config/systemTools';

const run = promisify(execFile);
// Lighthouse runs in plain Node, in its own process: under tsx its page functions are compiled with
// esbuild's `__name` helper, which does not exist in the page they are evaluated in.
const lighthouseCli = createRequire(__filename).resolve('lighthouse/cli/index.js');

export type FormFactor = 'mobile' | 'desktop';

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  totalByteWeight: number;
}

const CHROMIUM = chromiumPath;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

interface LighthouseReport {
  runtimeError?: {code: string; message: string};
  categories: Record<string, {score: number | null}>;
  audits: Record<string, {numericValue?: number}>;
}

/** Lighthouse fails now and then with a trace error (NO_NAVSTART…) on a busy machine; such a run is repeated. */
const ATTEMPTS = 3;

async function lighthouseReport(args: string[], url: string): Promise<LighthouseReport> {
  let lastError = '';
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    const {stdout, failure} = await run(process.execPath, args, {maxBuffer: 256 * 1024 * 1024}).then(
      ({stdout: output}) => ({stdout: output, failure: undefined}),
      (error: {stdout?: string; message: string}) => ({stdout: error.stdout ?? '', failure: error.message.split('\n')[0]}),
    );
    let report: LighthouseReport | undefined;
    try {
      report = JSON.parse(stdout) as LighthouseReport;
    } catch {
      report = undefined;
    }
    if (report?.categories && !report.runtimeError && !failure) return report;
    lastError = report?.runtimeError ? `${report.runtimeError.code}: ${report.runtimeError.message}` : (failure ?? 'salida no válida');
    console.warn(`  Lighthouse falló en ${url} (intento ${attempt} de ${ATTEMPTS}): ${lastError}`);
  }
  throw new Error(`Lighthouse no pudo medir ${url} tras ${ATTEMPTS} intentos: ${lastError}`);
}

export interface LighthouseRunner {
  /** Median of `runs` Lighthouse runs of one URL, per figure. */
  measure(url: string, formFactor: FormFactor, runs: number): Promise<LighthouseFigures>;
  close(): Promise<void>;
}

/** One headless Chromium for every Lighthouse run (Lighthouse clears its storage between runs). */
export async function startLighthouse(): Promise<LighthouseRunner> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const once = async (url: string, formFactor: FormFactor): Promise<LighthouseFigures> => {
    const args = [
      lighthouseCli,
      url,
      `--port=${chrome.port}`,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      '--only-categories=performance,accessibility,best-practices,seo',
      ...(formFactor === 'desktop' ? ['--preset=desktop'] : []),
    ];
    const lhr = await lighthouseReport(args, url);
    const {categories, audits} = lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
      tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
      cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(4)),
      totalByteWeight: Math.round(audits['total-byte-weight']?.numericValue ?? 0),
    };
  };
  return {
    async measure(url, formFactor, runs) {
      const results: LighthouseFigures[] = [];
      for (let run = 0; run < runs; run += 1) results.push(await once(url, formFactor));
      const figures = Object.fromEntries(
        (Object.keys(results[0]!) as (keyof LighthouseFigures)[]).map((key) => [key, median(results.map((r) => r[key]))]),
      );
      return figures as unknown as LighthouseFigures;
    },
    close: async () => chrome.kill(),
  };
}
