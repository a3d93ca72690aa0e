import PDFDocument from 'pdfkit';
import {Lexer, type Token, type Tokens} from 'marked';

export interface LegalPdfInput {
  title: string;
  markdown: string;
  author: string;
  /** Printed in every page footer. */
  footer: string;
}

const COLORS = {primary: '#0033bd', text: '#1c1e21', muted: '#5c6370'};
const MARGIN = 64;

/** Plain text of inline tokens; bold runs are kept apart so they can be set in bold. */
function inlineRuns(tokens: Token[] = []): {text: string; bold: boolean}[] {
  return tokens.flatMap((token): {text: string; bold: boolean}[] => {
    if (token.type === 'strong') return inlineRuns((token as Tokens.Strong).tokens).map((run) => ({...run, bold: true}));
    if ('tokens' in token && Array.isArray(token.tokens)) return inlineRuns(token.tokens as Token[]);
    if (token.type === 'br') return [{text: '\n', bold: false}];
    return [{text: 'text' in token ? String(token.text) : token.raw, bold: false}];
  });
}

function writeRuns(doc: PDFKit.PDFDocument, runs: {text: string; bold: boolean}[], options: PDFKit.Mixins.TextOptions = {}) {
  runs.forEach((run, index) => {
    doc.font(run.bold ? 'Helvetica-Bold' : 'Helvetica').text(run.text, {...options, continued: index < runs.length - 1});
  });
}

/** Renders a Spanish Markdown legal document (headings, paragraphs, lists, tables) to a PDF buffer. */
export async function renderLegalPdf({title, markdown, author, footer}: LegalPdfInput): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: {top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN},
    bufferPages: true,
    lang: 'es-MX',
    displayTitle: true,
    info: {Title: title, Author: author, Subject: title, Keywords: 'aviso de privacidad, política, LFPDPPP'},
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  for (const token of new Lexer().lex(markdown)) {
    switch (token.type) {
      case 'heading': {
        const {depth, text} = token as Tokens.Heading;
        const size = depth === 1 ? 20 : depth === 2 ? 14 : 12;
        doc.moveDown(depth === 1 ? 0 : 0.8);
        doc
          .font('Helvetica-Bold')
          .fontSize(size)
          .fillColor(depth === 1 ? COLORS.primary : COLORS.text)
          .text(text);
        doc.moveDown(0.4);
        break;
      }
      case 'paragraph':
        doc.fontSize(10.5).fillColor(COLORS.text);
        writeRuns(doc, inlineRuns((token as Tokens.Paragraph).tokens), {align: 'justify', lineGap: 2});
        doc.moveDown(0.6);
        break;
      case 'list': {
        const list = token as Tokens.List;
        doc.fontSize(10.5).fillColor(COLORS.text);
        list.items.forEach((item, index) => {
          const bullet = list.ordered ? `${Number(list.start || 1) + index}. ` : '•  ';
          doc.font('Helvetica').text(bullet, {continued: true, indent: 12});
          writeRuns(doc, inlineRuns(item.tokens.flatMap((child) => ('tokens' in child ? (child.tokens as Token[]) : [child]))), {
            lineGap: 2,
          });
          doc.moveDown(0.2);
        });
        doc.moveDown(0.5);
        break;
      }
      case 'table': {
        const table = token as Tokens.Table;
        doc.fontSize(10).fillColor(COLORS.text);
        doc.font('Helvetica-Bold').text(table.header.map((cell) => cell.text).join('  |  '));
        for (const row of table.rows) doc.font('Helvetica').text(row.map((cell) => cell.text).join('  |  '), {lineGap: 2});
        doc.moveDown(0.6);
        break;
      }
      case 'hr':
        doc.moveDown(0.5);
        break;
      case 'space':
        break;
      default:
        throw new Error(`elemento de Markdown no admitido en documentos legales: ${token.type}`);
    }
  }

  const range = doc.bufferedPageRange();
  for (let page = range.start; page < range.start + range.count; page += 1) {
    doc.switchToPage(page);
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(COLORS.muted)
      .text(`${footer} · Página ${page + 1} de ${range.count}`, MARGIN, doc.page.height - MARGIN + 24, {
        width: doc.page.width - MARGIN * 2,
        align: 'center',
        lineBreak: false,
      });
  }
  doc.end();
  return finished;
}
