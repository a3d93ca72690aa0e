/**
 * Where the build publishes a service's bundled spec, and reading it back: the reference pages,
 * the mock, the scripts and the tests all find the spec through `serviceArtifacts(service).json`.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {serviceArtifacts, type ApiService} from '../../config/services';
import type {OpenApiDocument} from './types';

/** The published (bundled) spec of a service as a file under a static-files folder (`generated/static`). */
export function publishedSpecFile(staticDir: string, service: ApiService | string): string {
  return path.join(staticDir, serviceArtifacts(service).json);
}

export function readPublishedSpec(staticDir: string, service: ApiService | string): OpenApiDocument {
  return JSON.parse(readFileSync(publishedSpecFile(staticDir, service), 'utf8')) as OpenApiDocument;
}

/** A service with its published spec: what plugins/api-reference loads and hands the other plugins. */
export interface BundledSpec {
  service: ApiService;
  spec: OpenApiDocument;
}
