/**
 * Measures the search of the current build: the index size (raw, gzip and brotli as served), the
 * relevance set's hit rate (best answer first, and in the top three) and, in Chromium, the time
 * from the first keystroke in the navbar box to the first visible result (index download, search
 * code download, index load and query), on a cold page. Usage: npm run measure:search
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {brotliCompressSync, constants, gzipSync} from 'node:zlib';
import {searchIndexPath} from '../sandbox/src/search/types';
import {buildDir, openPage, shutdown} from '../lib/browserSession';
import {builtSearch, evaluateRelevance} from './search/evaluate';

const runs = 3;
const query = 'firmas';

async function timeToFirstResults(): Promise<number> {
  const {page, close} = await openPage('/docs/', {waitUntil: 'networkidle', viewport: {width: 1280, height: 900}});
  try {
    const box = page.getByRole('combobox', {name: 'Buscar'});
    // Focus is when loading starts, so the clock starts before it.
    const started = await page.evaluate(() => performance.now());
    await box.focus();
    await box.pressSequentially(query);
    await page.getByRole('option').first().waitFor({state: 'visible'});
    return (await page.evaluate(() => performance.now())) - started;
  } finally {
    await close();
  }
}

async function main(): Promise<void> {
  const raw = readFileSync(path.join(buildDir, searchIndexPath));
  const relevance = evaluateRelevance(builtSearch(buildDir).engine);
  const times: number[] = [];
  try {
    for (let run = 0; run < runs; run++) times.push(await timeToFirstResults());
  } finally {
    await shutdown();
  }
  const documentCount = (JSON.parse(raw.toString('utf8')) as {documentCount: number}).documentCount;
  console.log(
    JSON.stringify(
      {
        index: searchIndexPath,
        documents: documentCount,
        rawBytes: raw.length,
        gzipBytes: gzipSync(raw, {level: 9}).length,
        brotliBytes: brotliCompressSync(raw, {params: {[constants.BROTLI_PARAM_QUALITY]: 11}}).length,
        relevance: {
          queries: relevance.cases.length,
          first: `${(relevance.firstRate * 100).toFixed(1)} %`,
          topThree: `${(relevance.topThreeRate * 100).toFixed(1)} %`,
          notFirst: relevance.cases
            .filter((outcome) => outcome.rank !== 1)
            .map((outcome) => `${outcome.query} → puesto ${outcome.rank ?? '>20'} (primero: ${outcome.first ?? 'nada'})`),
        },
        firstResultsMs: times.map((time) => Math.round(time)),
        medianFirstResultsMs: Math.round([...times].sort((a, b) => a - b)[Math.floor(runs / 2)]),
      },
      null,
      2,
    ),
  );
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
