/**
 * Check-digit algorithms of Mexican identifiers, so that every CURP, RFC and CLABE shown in the
 * examples is one a real validator would accept.
 */
const CURP_ALPHABET = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ';
const RFC_ALPHABET = '0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ';

export const CURP_PATTERN = /^[A-Z][AEIOUX][A-Z]{2}\d{6}[HM][A-Z]{2}[B-DF-HJ-NP-TV-Z]{3}[A-Z\d]\d$/;
export const RFC_PATTERN = /^([A-ZÑ&]{3,4})\d{6}[A-Z\d]{2}[A\d]$/;
export const CLABE_PATTERN = /^\d{18}$/;

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

export function isValidCurp(value: string): boolean {
  return CURP_PATTERN.test(value) && curpCheckDigit(value.slice(0, 17)) === value[17];
}

export function isValidRfc(value: string): boolean {
  return RFC_PATTERN.test(value) && (value.length === 12 || value.length === 13) && rfcCheckDigit(value.slice(0, -1)) === value.slice(-1);
}

export function isValidClabe(value: string): boolean {
  return CLABE_PATTERN.test(value) && clabeCheckDigit(value.slice(0, 17)) === value[17];
}
