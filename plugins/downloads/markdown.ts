/**
 * The Markdown twin of the downloads page, from the same groups the page renders.
 */
import {sandboxInstallMarkdown} from '../../lib/sandboxCommands';
import {bytesText, type DownloadFile, type DownloadGroup} from './catalogue';
import {DOWNLOADS_COLUMNS_NOTE, DOWNLOADS_DESCRIPTION, DOWNLOADS_TITLE} from './page';

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');

/** A file packed after the pages are rendered has its size once the build packs it (`withPackedSizes`). */
const sizeCell = (file: DownloadFile) =>
  file.bytes === undefined ? 'se mide al empaquetarlo (`npm run build`)' : `${file.sizeText} (${bytesText(file.bytes)})`;

/** `sitePrefix` is the site's base path (`''` for `/`); `portalUrl` its canonical address, for the install commands. */
export function downloadsMarkdown(groups: readonly DownloadGroup[], sitePrefix: string, portalUrl: string): string {
  const lines = [`# ${DOWNLOADS_TITLE}`, '', `> ${DOWNLOADS_DESCRIPTION}`, '', DOWNLOADS_COLUMNS_NOTE, ''];
  for (const group of groups) {
    lines.push(`## ${group.title}`, '', group.description, '');
    if (group.id === 'servidor-de-pruebas') lines.push(...sandboxInstallMarkdown(portalUrl), '');
    lines.push('| Archivo | Contenido | Formato | Versión | Fecha | Tamaño |', '|---|---|---|---|---|---|');
    for (const file of group.files) {
      lines.push(
        `| [${file.name}](${sitePrefix}${file.path}) | ${cell(file.subject)} | ${cell(file.format)} | ${file.version ?? `huella SHA-256 \`${file.sha256}\``} | ${file.dateText} | ${sizeCell(file)} |`,
      );
    }
    lines.push('');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}
