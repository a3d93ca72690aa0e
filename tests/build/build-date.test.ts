/**
 * The reference's build step (plugins/api-reference: bundling, view models, routes) on the real specs,
 * with the build's date set by SOURCE_DATE_EPOCH as CI would set it: on the latest release's day some
 * operation page carries its change note; a year later, with no new release, the step still builds, no
 * page carries one, and the date it records is the one given. Nothing here reads today's date.
 */
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, describe, test} from 'node:test';
import type {LoadContext, PluginContentLoadedActions, RouteConfig} from '@docusaurus/types';
import {dayOf, recordedBuildDate, SOURCE_DATE_VARIABLE} from '../../lib/buildDate';
import {readReleases} from '../../lib/changelog/releases';
import type {BundledSpec} from '../../lib/openapi/publishedSpec';
import {repoRoot} from '../../lib/paths';
import apiReferencePlugin from '../../plugins/api-reference';

const workDir = mkdtempSync(path.join(tmpdir(), 'build-fecha-'));
after(() => rmSync(workDir, {recursive: true, force: true}));

const DAY_MS = 24 * 60 * 60 * 1000;
// readReleases gives them oldest first.
const latest = readReleases().at(-1);
const latestDay = Date.parse(`${latest!.date}T00:00:00Z`);

/** Runs the plugin's two build steps; resolves with the operation pages' data as the build wrote them. */
async function referenceStep(runDir: string): Promise<{operations: Array<{changeNote?: unknown}>; recorded: Date}> {
  const generatedFilesDir = path.join(runDir, 'generated');
  const context = {siteDir: repoRoot, generatedFilesDir, siteConfig: {baseUrl: '/'}} as unknown as LoadContext;
  const plugin = apiReferencePlugin(context, {apiBaseUrl: 'https://api.example', downloadsDir: path.join(runDir, 'static')});
  const content = (await plugin.loadContent!()) as BundledSpec[];
  const data = new Map<string, unknown>();
  const routes: RouteConfig[] = [];
  const actions = {
    async createData(name: string, text: string) {
      const file = path.join(generatedFilesDir, 'api-reference', name);
      mkdirSync(path.dirname(file), {recursive: true});
      writeFileSync(file, text);
      data.set(name, JSON.parse(text));
      return file;
    },
    addRoute: (route: RouteConfig) => routes.push(route),
  } as unknown as PluginContentLoadedActions;
  await plugin.contentLoaded!({content, actions, allContent: {}} as never);
  const operationPages = routes.flatMap((route) => route.routes ?? []).filter((page) => String(page.component).endsWith('ApiOperationPage'));
  assert.ok(operationPages.length >= 280, `solo ${operationPages.length} páginas de operación`);
  const operations = [...data].filter(([name]) => operationPages.some((page) => String(page.modules?.operation).endsWith(name)));
  return {operations: operations.map(([, value]) => value as {changeNote?: unknown}), recorded: recordedBuildDate(generatedFilesDir)};
}

describe('el build con la fecha que le dan', () => {
  test('el día de la última versión, alguna página de operación lleva su nota de cambios', async () => {
    process.env[SOURCE_DATE_VARIABLE] = String(latestDay / 1000);
    const {operations, recorded} = await referenceStep(path.join(workDir, 'ese-dia'));
    assert.equal(dayOf(recorded), latest!.date);
    assert.ok(operations.some((operation) => operation.changeNote !== undefined));
  });

  test('un año después, sin versión nueva, construye y ninguna página lleva nota', async () => {
    const yearLater = latestDay + 365 * DAY_MS;
    process.env[SOURCE_DATE_VARIABLE] = String(yearLater / 1000);
    const {operations, recorded} = await referenceStep(path.join(workDir, 'un-ano-despues'));
    assert.equal(recorded.getTime(), yearLater);
    assert.deepEqual(
      operations.filter((operation) => operation.changeNote !== undefined),
      [],
    );
  });
});
