import path from 'node:path';
import type {LoadContext, PluginContentLoadedActions} from '@docusaurus/types';

/**
 * Writes a route's data module and names it by the `@generated` alias, as Docusaurus names its own
 * data. The name is kept in every page's main.js (the route registry, one entry per module): an
 * absolute path there is longer and differs between the machines that build the site.
 */
export async function createRouteData(
  context: Pick<LoadContext, 'generatedFilesDir'>,
  actions: Pick<PluginContentLoadedActions, 'createData'>,
  name: string,
  data: unknown,
): Promise<string> {
  const file = await actions.createData(name, JSON.stringify(data));
  return `@generated/${path.relative(context.generatedFilesDir, file).split(path.sep).join('/')}`;
}
