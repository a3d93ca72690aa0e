/**
 * Check-digit algorithms of Mexican identifiers, so that every CURP, RFC and CLABE shown in the
 * examples, and every test identity the sandbox answers (testIdentities.ts), is one a real validator
 * would accept. One implementation for the sandbox (no Node imports: it runs in the browser too), the
 * spec scripts and the tests.
 */
const CURP_ALPHABET = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ';
const RFC_ALPHABET = '0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ';
/** ICAO 9303's values (digits, then A = 10 … Z = 35, the filler `<` = 0), as the INE's machine-readable zone uses them. */
const MRZ_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Sex H, M or X (the non-binary marker a CURP may carry). */
export const CURP_PATTERN = /^[A-Z][AEIOUX][A-Z]{2}\d{6}[HMX][A-Z]{2}[B-DF-HJ-NP-TV-Z]{3}[A-Z\d]\d$/;
export const RFC_PATTERN = /^([A-ZÑ&]{3,4})\d{6}[A-Z\d]{2}[A\d]$/;
export const CLABE_PATTERN = /^\d{18}$/;
/** The credential's identification code (CIC) as Vision reads it from the first line of the zone: nine digits. */
export const CIC_PATTERN = /^\d{9}$/;

export function curpCheckDigit(first17: string): string {
  let sum = 0;
  for (let index = 0; index < 17; index += 1) {
    const value = CURP_ALPHABET.indexOf(first17[index]);
    if (value < 0) throw new Error(`Carácter inválido en CURP: ${first17[index]}`);
    sum += value * (18 - index);
  }
  return String((10 - (sum % 10)) % 10);
}

export function rfcCheckDigit(withoutDigit: string): string {
  // Legal persons (12 characters) are padded to the 13-character layout of natural persons.
  const padded = withoutDigit.length === 11 ? ` ${withoutDigit}` : withoutDigit;
  if (padded.length !== 12) throw new Error(`Longitud de RFC inválida: ${withoutDigit}`);
  let sum = 0;
  for (let index = 0; index < 12; index += 1) {
    const value = RFC_ALPHABET.indexOf(padded[index]);
    if (value < 0) throw new Error(`Carácter inválido en RFC: ${padded[index]}`);
    sum += value * (13 - index);
  }
  const remainder = sum % 11;
  if (remainder === 0) return '0';
  const digit = 11 - remainder;
  return digit === 10 ? 'A' : String(digit);
}

export function clabeCheckDigit(first17: string): string {
  const weights = [3, 7, 1];
  let sum = 0;
  for (let index = 0; index < 17; index += 1) {
    sum += (Number(first17[index]) * weights[index % 3]) % 10;
  }
  return String((10 - (sum % 10)) % 10);
}

/**
 * The check digit of a field of a machine-readable zone (ICAO 9303, weights 7, 3, 1): the one after the
 * CIC in the credential's first line (Vision's `cic_digit_check`), after each date of the second line,
 * and the composite digit that closes it.
 */
export function mrzCheckDigit(field: string): string {
  const weights = [7, 3, 1];
  let sum = 0;
  for (let index = 0; index < field.length; index += 1) {
    const character = field[index];
    const value = character === '<' ? 0 : MRZ_ALPHABET.indexOf(character);
    if (value < 0) throw new Error(`Carácter inválido en la zona de lectura mecánica: ${character}`);
    sum += value * weights[index % 3];
  }
  return String(sum % 10);
}

export function isValidCurp(value: string): boolean {
  return CURP_PATTERN.test(value) && curpCheckDigit(value.slice(0, 17)) === value[17];
}

export function isValidRfc(value: string): boolean {
  return RFC_PATTERN.test(value) && (value.length === 12 || value.length === 13) && rfcCheckDigit(value.slice(0, -1)) === value.slice(-1);
}

export function isValidClabe(value: string): boolean {
  return CLABE_PATTERN.test(value) && clabeCheckDigit(value.slice(0, 17)) === value[17];
}
