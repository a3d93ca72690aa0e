/**
 * Prints the prose's contract claims by kind and every disagreement with the schema (issue 37's figures):
 * `npx tsx scripts/claim-counts.ts [openapi folder]`. Behaviour sentences and their sources are counted by
 * tests/specs/description-provenance.test.ts.
 */
import path from 'node:path';
import {checkClaims, countClaimsByKind} from './lib/provenance/claimCheck';
import {listProse} from './lib/provenance/descriptionInventory';
import {SpecGraph} from './lib/provenance/specGraph';

const openapiDir = path.resolve(process.argv[2] ?? 'openapi');
const {claims, problems} = checkClaims(new SpecGraph(openapiDir), listProse(openapiDir));
const checked = countClaimsByKind(claims);
const disagreeing = Object.fromEntries(
  Object.keys(checked).map((kind) => [kind, problems.filter((problem) => problem.includes(` (${kind}) «`)).length]),
);
console.log('tipo          comparadas  en desacuerdo');
for (const kind of Object.keys(checked) as (keyof typeof checked)[])
  console.log(`${kind.padEnd(14)}${String(checked[kind]).padStart(10)}  ${String(disagreeing[kind] ?? 0).padStart(13)}`);
console.log(`${'total'.padEnd(14)}${String(claims.length).padStart(10)}  ${String(problems.length).padStart(13)}`);
for (const problem of problems) console.log(`  ${problem}`);
