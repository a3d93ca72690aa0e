/**
 * The sandbox models of the repository's specs, for `npm run mock`, `npm run webhooks` and
 * `npm run sandbox:pack`: the build's (`generated/static/sandbox/<id>.json`, written by
 * plugins/sandbox) when it is newer than the spec sources, else the one this module prepared last
 * (`generated/sandbox-bundle/<id>.model.json`) when it is newer than the specs and the code that
 * prepares them, else bundled and prepared here as the build would (some ten seconds per API).
 */
import {existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {serviceArtifacts, type ApiService} from '../../config/services';
import {siteSettings} from '../../config/site';
import {bundleSpec} from '../../lib/openapi/bundle';
import {prepareSpec} from '../../lib/openapi/prepareSpec';
import {sandboxModel} from '../../lib/openapi/sandboxModel';
import type {OpenApiDocument} from '../../lib/openapi/types';
import {generatedDir, repoRoot} from '../../lib/paths';

function newestSource(folder: string): number {
  return readdirSync(folder, {withFileTypes: true}).reduce((newest, entry) => {
    const full = path.join(folder, entry.name);
    return Math.max(newest, entry.isDirectory() ? newestSource(full) : statSync(full).mtimeMs);
  }, 0);
}

const newerThan = (file: string, sources: string[]) => existsSync(file) && statSync(file).mtimeMs >= Math.max(...sources.map(newestSource));

export async function loadSandboxModel(service: ApiService, onBundle?: (file: string) => void): Promise<OpenApiDocument> {
  const built = path.join(generatedDir, 'static', serviceArtifacts(service).sandboxModel.replace(/^\//, ''));
  const specSources = [path.join(repoRoot, 'openapi', service.id), path.join(repoRoot, 'openapi', '_shared')].filter(existsSync);
  if (newerThan(built, specSources)) return JSON.parse(readFileSync(built, 'utf8')) as OpenApiDocument;
  // What this module prepared last, if neither the specs nor the code that bundles and prepares them changed since.
  const prepared = path.join(generatedDir, 'sandbox-bundle', `${service.id}.model.json`);
  if (newerThan(prepared, [...specSources, path.join(repoRoot, 'lib', 'openapi')]))
    return JSON.parse(readFileSync(prepared, 'utf8')) as OpenApiDocument;
  onBundle?.(built);
  const bundled = await bundleSpec(service, path.join(generatedDir, 'sandbox-bundle', `${service.id}.json`));
  const model = sandboxModel(prepareSpec(bundled, siteSettings.apiBaseUrl));
  mkdirSync(path.dirname(prepared), {recursive: true});
  // Written aside and renamed: a second process reading it meanwhile gets the old file or the whole new one.
  const partial = `${prepared}.${process.pid}`;
  writeFileSync(partial, JSON.stringify(model));
  renameSync(partial, prepared);
  return model;
}

export async function loadSandboxModels(
  services: readonly ApiService[],
  onBundle?: (file: string) => void,
): Promise<Array<{service: ApiService; model: OpenApiDocument}>> {
  const models = [];
  for (const service of services) models.push({service, model: await loadSandboxModel(service, onBundle)});
  return models;
}
