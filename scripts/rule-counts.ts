/**
 * Prints the contract's rules by kind (issue 27's figures): `npx tsx scripts/rule-counts.ts [openapi folder]`.
 */
import path from 'node:path';
import {countByKind, listContractRules} from './lib/provenance/ruleInventory';

const openapiDir = path.resolve(process.argv[2] ?? 'openapi');
const rules = listContractRules(openapiDir);
const counts = countByKind(rules);
for (const [kind, count] of Object.entries(counts)) console.log(`${kind.padEnd(12)} ${count}`);
console.log(`${'total'.padEnd(12)} ${rules.length}`);
