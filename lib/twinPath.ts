import {serviceArtifacts} from '../config/services';

/**
 * Where the Markdown twin of a docs page is served: the page's route plus `.md`, with the index of a
 * folder route (`/docs/`) at `/docs/index.md`. The plugin, the copy button and the tests share it.
 */
export function markdownTwinPath(permalink: string): string {
  return permalink.endsWith('/') ? `${permalink}index.md` : `${permalink}.md`;
}

/** Download paths of one API, all written under the site's `/openapi/` folder. */
export function apiDownloadPaths(serviceId: string) {
  const {yaml, json, postman, markdown} = serviceArtifacts(serviceId);
  return {yaml, json, postman, markdown} as const;
}
