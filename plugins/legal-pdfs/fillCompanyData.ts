/**
 * Replaces `{{empresa.campo}}` placeholders of legal sources with the configured company data.
 * An unknown placeholder is an error, so a typo never reaches a published PDF.
 */
export function fillCompanyData(markdown: string, company: Readonly<Record<string, unknown>>): string {
  return markdown.replace(/\{\{\s*empresa\.([a-zA-Z]+)\s*\}\}/g, (placeholder, field: string) => {
    const value = company[field];
    if (typeof value !== 'string') throw new Error(`marcador desconocido ${placeholder}`);
    return value;
  });
}
