/**
 * Completes Mexican identifiers with their check digit, for writing examples:
 *   npx tsx scripts/mx-ids.ts curp HEGJ850101HDFRRN0    → HEGJ850101HDFRRN0 + digit
 *   npx tsx scripts/mx-ids.ts rfc HEGJ850101AB          → 12 or 11 characters, digit appended
 *   npx tsx scripts/mx-ids.ts clabe 01218000123456789   → 17 digits, digit appended
 */
import {clabeCheckDigit, curpCheckDigit, rfcCheckDigit} from '../sandbox/src/engine/mexicanIds';

const completers: Record<string, (value: string) => string> = {
  curp: (value) => value + curpCheckDigit(value),
  rfc: (value) => value + rfcCheckDigit(value),
  clabe: (value) => value + clabeCheckDigit(value),
};

const [kind, ...values] = process.argv.slice(2);
const complete = completers[kind ?? ''];
if (!complete || values.length === 0) {
  console.error('Uso: npx tsx scripts/mx-ids.ts <curp|rfc|clabe> <valor sin dígito verificador>...');
  process.exit(2);
}
for (const value of values) console.log(complete(value.toUpperCase()));
