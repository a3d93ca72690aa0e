import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import {after, describe, test} from 'node:test';
import {openPage, shutdown} from './harness';
import {siteRoutes} from './routes';

after(shutdown);

/** The theme's English interface strings, as they would leak if a translation or option were missing. */
const englishInterfaceText = [
  'Recent posts', 'Read more', 'Read More', 'On this page', 'Edit this page', 'Skip to main content',
  'Previous', 'Next', 'Newer posts', 'Older posts', 'Tags:', 'Archive', 'min read', 'Last updated',
  'Copy code', 'Toggle word wrap', 'Close', 'Search', 'Docs sidebar', 'Breadcrumbs', 'Home page',
];
const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: {target: string[]}[];
}

describe('calidad de cada página', () => {
  for (const {route} of siteRoutes) {
    test(`${route}: sin errores de consola ni violaciones de accesibilidad`, async () => {
      // axe is injected as a script, so this context bypasses the CSP (the CSP is tested elsewhere).
      const {page, errors, close} = await openPage(route, {bypassCSP: true, waitUntil: 'networkidle'});
      try {
        // Sections off screen are skipped by `content-visibility: auto`, and axe cannot compute
        // their colours; they are checked as a reader sees them, rendered.
        await page.addStyleTag({content: '* { content-visibility: visible !important; }'});
        await page.addScriptTag({path: axeSource});
        const violations = await page.evaluate(async () => {
          const axe = (window as unknown as {axe: {run: (context: unknown, options: unknown) => Promise<{violations: unknown[]}>}}).axe;
          // Every impact level, and target size (WCAG 2.2), which axe leaves off by default and Lighthouse scores.
          const result = await axe.run(document, {resultTypes: ['violations'], rules: {'target-size': {enabled: true}}});
          return result.violations;
        }) as AxeViolation[];
        const found = violations.map((violation) => `${violation.id} (${violation.impact}): ${violation.help} → ${violation.nodes.slice(0, 3).map((node) => node.target.join(' ')).join(' | ')}`);
        assert.deepEqual(found, []);
        assert.deepEqual(errors, []);
        // The interface around the content: code and the API references' contracts stay as the APIs have them.
        const interfaceText = await page.evaluate(() => {
          const excluded = 'pre, code, .redocusaurus .api-content, script, style, noscript';
          const texts: string[] = [];
          const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            if (!node.parentElement?.closest(excluded)) texts.push(node.textContent ?? '');
          }
          for (const element of document.querySelectorAll('[aria-label], [title], [placeholder]')) {
            if (element.closest(excluded)) continue;
            for (const name of ['aria-label', 'title', 'placeholder']) texts.push(element.getAttribute(name) ?? '');
          }
          return texts.join('\n');
        });
        const leaked = englishInterfaceText.filter((text) => new RegExp(`\\b${text}\\b`).test(interfaceText));
        assert.deepEqual(leaked, [], 'texto de la interfaz en inglés');
      } finally {
        await close();
      }
    });
  }
});
