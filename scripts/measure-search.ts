/**
 * Measures the search index of the current build: its size (raw and gzip) and, in Chromium, the
 * time from the first keystroke in the navbar box to the first visible result (index download,
 * search code download, index load and query), on a cold page. Usage: npm run measure:search
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {searchIndexPath} from '../src/search/types';
import {buildDir, openPage, shutdown} from '../tests/e2e/harness';

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
