import path from 'node:path';
import {fileURLToPath} from 'node:url';

/** Repository root, whatever the working directory of the caller. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The product spec folder, checked out beside the repository. */
export const sharedSpecDir = path.resolve(repoRoot, '..', 'shared', 'spec');
/** Where build steps write their outputs (gitignored, served as static files). */
export const generatedDir = path.join(repoRoot, 'generated');
