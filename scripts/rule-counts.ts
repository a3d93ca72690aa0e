/**
 * Prints the contract's rules by kind (issues 27 and 37's figures): `npx tsx scripts/rule-counts.ts [openapi folder]`.
 * Fails, naming the file and pointer, on a schema keyword the inventory does not know.
 */
import path from 'node:path';
import {countByKind, inventoryContract, unknownKeywordProblems} from './lib/provenance/ruleInventory';

const openapiDir = path.resolve(process.argv[2] ?? 'openapi');
const {rules, unknown} = inventoryContract(openapiDir);
const counts = countByKind(rules);
for (const [kind, count] of Object.entries(counts)) console.log(`${kind.padEnd(17)} ${count}`);
console.log(`${'total'.padEnd(17)} ${rules.length}`);
for (const problem of unknownKeywordProblems(unknown)) console.error(problem);
if (unknown.length > 0) process.exitCode = 1;
