/**
 * Where the Markdown twin of a docs page is served: the page's route plus `.md`, with the index of a
 * folder route (`/docs/`) at `/docs/index.md`. The plugin, the copy button and the tests share it.
 * (An API's twins are in `serviceArtifacts()` of config/services.ts.)
 */
export function markdownTwinPath(permalink: string): string {
  return permalink.endsWith('/') ? `${permalink}index.md` : `${permalink}.md`;
}
