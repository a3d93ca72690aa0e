/**
 * What `npm test` needs from the machine before it spends minutes on a build: the Node.js the
 * project pins, the system programs of config/systemTools.ts and the product's endpoint list beside
 * the repository. Each check answers with the one Spanish line that says what to do.
 */
import {accessSync, constants, existsSync} from 'node:fs';
import path from 'node:path';
import {missingToolsMessage, requiredNodeMajor, systemTools, type SystemTool} from '../config/systemTools';
import {sharedSpecDir} from './paths';

function isPresent(tool: SystemTool): boolean {
  try {
    accessSync(tool.path, tool.library ? constants.R_OK : constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

export function missingSystemTools(tools: readonly SystemTool[] = systemTools): SystemTool[] {
  return tools.filter((tool) => !isPresent(tool));
}

/** Every problem found, one Spanish line each; empty when the machine is ready. */
export function prerequisiteProblems(nodeVersion: string = process.versions.node): string[] {
  const problems: string[] = [];
  const major = Number(nodeVersion.split('.')[0]);
  if (major < requiredNodeMajor) {
    problems.push(
      `Las pruebas corren con Node.js ${nodeVersion} y necesitan Node.js ${requiredNodeMajor}: ejecuta \`npm install\` (instala Node.js ${requiredNodeMajor} en node_modules/.bin en Linux x64) y lanza las pruebas con \`npm test\`.`,
    );
  }
  const missing = missingSystemTools();
  if (missing.length > 0) problems.push(missingToolsMessage(missing));
  const endpoints = path.join(sharedSpecDir, 'endpoints.tsv');
  if (!existsSync(endpoints)) {
    problems.push(
      `No se encontró ${endpoints}: clona la carpeta shared (con spec/product-spec.md y spec/endpoints.tsv) junto a este repositorio.`,
    );
  }
  return problems;
}
