/**
 * `2026-11-25` → `25 de noviembre de 2026`, the same on every machine and in every browser (no
 * Intl data involved), so the page's server HTML and its hydration agree.
 */
const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

export function spanishDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${day} de ${MONTHS[month - 1]} de ${year}`;
}
