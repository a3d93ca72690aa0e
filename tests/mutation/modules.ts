/** The rule-bearing modules StrykerJS mutates, their unit tests and their score floors (modules.json, read by stryker.config.mjs too). */
import {readFileSync} from 'node:fs';

export interface MutationModule {
  module: string;
  files: string[];
  tests: string[];
  /** The lowest mutation score (percent) the module may have. */
  floor: number;
}

export const mutationModules = JSON.parse(readFileSync(new URL('./modules.json', import.meta.url), 'utf8')) as MutationModule[];
