import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {stringify as toYaml} from 'yaml';
import type {ApiService} from '../../config/services';
import {bundleSpec, type OpenApiDocument} from '../../scripts/lib/openapi';
import {addCodeSamples} from './codeSamples';
import {prepareSpec} from './prepareSpec';

/** Where the published (bundled) spec of a service is written, as JSON. */
export function publishedSpecFile(downloadsDir: string, service: ApiService): string {
  return path.join(downloadsDir, 'openapi', `${service.id}.json`);
}

/**
 * Bundles one service's spec, makes it ready to publish (absolute server URL, generated code
 * samples) and writes it as JSON and YAML for download, for the reference pages and for the mock server.
 */
export async function publishSpec(service: ApiService, downloadsDir: string, apiBaseUrl: string): Promise<OpenApiDocument> {
  const jsonFile = publishedSpecFile(downloadsDir, service);
  const spec = addCodeSamples(prepareSpec(await bundleSpec(service, jsonFile), apiBaseUrl));
  mkdirSync(path.dirname(jsonFile), {recursive: true});
  writeFileSync(jsonFile, `${JSON.stringify(spec, null, 2)}\n`);
  writeFileSync(jsonFile.replace(/\.json$/, '.yaml'), toYaml(spec, {lineWidth: 0}));
  return spec;
}
