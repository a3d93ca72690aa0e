import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {stringify as toYaml} from 'yaml';
import {serviceArtifacts, type ApiService} from '../../config/services';
import {bundleSpec} from '../../lib/openapi/bundle';
import {prepareSpec} from '../../lib/openapi/prepareSpec';
import {publishedSpecFile} from '../../lib/openapi/publishedSpec';
import type {OpenApiDocument} from '../../lib/openapi/types';
import {addCodeSamples} from './codeSamples';

/**
 * Bundles one service's spec, makes it ready to publish (absolute server URL, generated code
 * samples) and writes it as JSON and YAML for download, for the reference pages and for the mock server.
 */
export async function publishSpec(service: ApiService, downloadsDir: string, apiBaseUrl: string): Promise<OpenApiDocument> {
  const jsonFile = publishedSpecFile(downloadsDir, service);
  const spec = addCodeSamples(prepareSpec(await bundleSpec(service, jsonFile), apiBaseUrl));
  mkdirSync(path.dirname(jsonFile), {recursive: true});
  writeFileSync(jsonFile, `${JSON.stringify(spec, null, 2)}\n`);
  writeFileSync(path.join(downloadsDir, serviceArtifacts(service).yaml), toYaml(spec, {lineWidth: 0}));
  return spec;
}
