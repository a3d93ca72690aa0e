import {mkdirSync, mkdtempSync, symlinkSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {services} from '../../config/services';
import {repoRoot} from '../lib/paths';

/**
 * A throwaway Docusaurus site with the `redocusaurus` preset and default options over the same
 * eight bundled specs, at the same routes: the untuned setup our API pages are compared with.
 * It has a home page and one guide so the same kinds of pages can be measured.
 */
export function createPlainSite(): string {
  const siteDir = mkdtempSync(path.join(os.tmpdir(), 'bench-redocusaurus-'));
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(siteDir, 'node_modules'), 'dir');
  const specs = services.map((service) => ({
    id: service.id,
    spec: path.join(repoRoot, 'generated', 'static', 'openapi', `${service.id}.yaml`),
    route: service.route,
  }));
  const config = {
    title: 'Redocusaurus sin ajustes',
    url: 'http://127.0.0.1',
    baseUrl: '/',
    onBrokenLinks: 'warn',
    presets: [
      ['classic', {docs: {routeBasePath: 'docs', sidebarPath: false}, blog: false}],
      ['redocusaurus', {specs}],
    ],
  };
  writeFileSync(path.join(siteDir, 'docusaurus.config.js'), `module.exports = ${JSON.stringify(config, null, 2)};\n`);
  mkdirSync(path.join(siteDir, 'docs'));
  writeFileSync(
    path.join(siteDir, 'docs', 'guia.md'),
    '# Guía\n\nUna guía de ejemplo para medir una página de documentación sin la referencia de API.\n',
  );
  mkdirSync(path.join(siteDir, 'src', 'pages'), {recursive: true});
  writeFileSync(path.join(siteDir, 'src', 'pages', 'index.md'), '# Inicio\n\nPágina de inicio de la comparación.\n');
  return siteDir;
}
