/**
 * How the downloads page and its twin write dates and sizes; no Node import, so the page's own
 * script formats a size read in the browser the same way.
 */
const dateFormat = new Intl.DateTimeFormat('es-MX', {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'});
/** «27 nov 2026», worked out at build time so the page and its twin say the same (a browser's ICU may differ). */
export const dateText = (isoDate: string) => dateFormat.format(new Date(`${isoDate}T00:00:00Z`));

const sizeFormat = new Intl.NumberFormat('es-MX', {maximumFractionDigits: 1});
/** «127,042 bytes». */
export const bytesText = (bytes: number) => `${new Intl.NumberFormat('es-MX').format(bytes)} bytes`;
/** «124.1 KB», «3 MB». */
export function sizeText(bytes: number): string {
  if (bytes < 1024) return bytesText(bytes);
  if (bytes < 1024 * 1024) return `${sizeFormat.format(bytes / 1024)} KB`;
  return `${sizeFormat.format(bytes / (1024 * 1024))} MB`;
}
