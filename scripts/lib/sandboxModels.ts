/**
 * The sandbox models of the repository's specs, for `npm run mock`, `npm run webhooks` and
 * `npm run sandbox:pack`: the build's (`generated/static/sandbox/<id>.json`, written by
 * plugins/sandbox) when it is newer than the spec sources, else bundled and prepared here as the
 * build would.
 */
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
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

export async function loadSandboxModel(service: ApiService, onBundle?: (file: string) => void): Promise<OpenApiDocument> {
  const built = path.join(generatedDir, 'static', serviceArtifacts(service).sandboxModel.replace(/^\//, ''));
  const sources = [path.join(repoRoot, 'openapi', service.id), path.join(repoRoot, 'openapi', '_shared')].filter(existsSync);
  if (existsSync(built) && statSync(built).mtimeMs >= Math.max(...sources.map(newestSource))) {
    return JSON.parse(readFileSync(built, 'utf8')) as OpenApiDocument;
  }
  onBundle?.(built);
  const bundled = await bundleSpec(service, path.join(generatedDir, 'sandbox-bundle', `${service.id}.json`));
  return sandboxModel(prepareSpec(bundled, siteSettings.apiBaseUrl));
}

export async function loadSandboxModels(
  services: readonly ApiService[],
  onBundle?: (file: string) => void,
): Promise<Array<{service: ApiService; model: OpenApiDocument}>> {
  const models = [];
  for (const service of services) models.push({service, model: await loadSandboxModel(service, onBundle)});
  return models;
}
