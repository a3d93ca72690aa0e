// Kept apart from ./markdown so the browser code that needs it does not bundle `marked`.

/** `Cómo responde` → `como-responde`: heading ids without accents, as the site's other anchors. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/<[^>]+>/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
