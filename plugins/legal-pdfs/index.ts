import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {company} from '../../config/site';
import {legalDocuments} from '../../config/legal';
import {fillCompanyData} from './fillCompanyData';
import {renderLegalPdf} from './renderLegalPdf';

export interface LegalPdfOptions {
  /** Static folder where `<slug>.pdf` files are written. Relative to the site folder: the options are serialized into the client bundle, where an absolute path would differ between machines. */
  outputDir: string;
}

/** Renders every legal document of config/legal.ts from `legal/<slug>.md` to a PDF served at /legal/. */
export default function legalPdfPlugin(context: LoadContext, options: LegalPdfOptions): Plugin<void> {
  const sourceDir = path.join(context.siteDir, 'legal');
  const outputDir = path.resolve(context.siteDir, options.outputDir);
  return {
    name: 'legal-pdfs',
    getPathsToWatch() {
      return [path.join(sourceDir, '*.md')];
    },
    async loadContent() {
      mkdirSync(outputDir, {recursive: true});
      for (const document of legalDocuments) {
        const source = path.join(sourceDir, `${document.slug}.md`);
        if (!existsSync(source)) {
          throw new Error(`[legal-pdfs] falta ${path.relative(context.siteDir, source)}: "${document.title}" no tiene fuente.`);
        }
        let markdown: string;
        try {
          markdown = fillCompanyData(readFileSync(source, 'utf8'), company);
        } catch (error) {
          throw new Error(`[legal-pdfs] ${path.relative(context.siteDir, source)}: ${(error as Error).message}`);
        }
        const pdf = await renderLegalPdf({
          title: document.title,
          markdown,
          author: company.legalName,
          footer: `${company.legalName} · ${document.title}`,
        }).catch((error: Error) => {
          throw new Error(`[legal-pdfs] ${path.relative(context.siteDir, source)}: ${error.message}`);
        });
        writeFileSync(path.join(outputDir, `${document.slug}.pdf`), pdf);
      }
    },
  };
}
