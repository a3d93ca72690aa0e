import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * The try-it console. Its theme exports `TryItButton` (`@theme/TryItButton`), which the API
 * reference's operation page renders; the console itself is a chunk loaded on the first click.
 */
export default function tryItPlugin(): Plugin {
  return {
    name: 'try-it',
    getThemePath: () => path.resolve(__dirname, 'theme'),
    getTypeScriptThemePath: () => path.resolve(__dirname, 'theme'),
  };
}
