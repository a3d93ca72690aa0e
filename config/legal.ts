/**
 * The legal documents published as PDFs. Sources are Spanish Markdown files in `legal/<slug>.md`;
 * the build renders each to `/legal/<slug>.pdf` and the footer links them from this list.
 */
export interface LegalDocument {
  readonly slug: string;
  readonly title: string;
  /** Footer label, shorter than the title. */
  readonly label: string;
  readonly group: 'privacy' | 'policy';
}

export const legalDocuments: readonly LegalDocument[] = [
  {slug: 'aviso-de-privacidad-clientes', title: 'Aviso de privacidad para clientes', label: 'Clientes', group: 'privacy'},
  {slug: 'aviso-de-privacidad-proveedores', title: 'Aviso de privacidad para proveedores', label: 'Proveedores', group: 'privacy'},
  {slug: 'aviso-de-privacidad-trabajadores', title: 'Aviso de privacidad para trabajadores', label: 'Trabajadores', group: 'privacy'},
  {slug: 'aviso-de-privacidad-usuarios', title: 'Aviso de privacidad para usuarios', label: 'Usuarios', group: 'privacy'},
  {
    slug: 'politica-de-seguridad-de-la-informacion',
    title: 'Política de seguridad de la información',
    label: 'Seguridad de la información',
    group: 'policy',
  },
  {
    slug: 'politica-de-transferencia-de-datos',
    title: 'Política de transferencia de datos',
    label: 'Transferencia de datos',
    group: 'policy',
  },
  {slug: 'politica-disciplinaria', title: 'Política disciplinaria', label: 'Disciplinaria', group: 'policy'},
];

export const legalPdfPath = (document: LegalDocument): string => `/legal/${document.slug}.pdf`;
