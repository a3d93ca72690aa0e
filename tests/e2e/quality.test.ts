import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import {after, describe, test} from 'node:test';
import {openPage, shutdown} from './harness';
import {siteRoutes} from './routes';

after(shutdown);
const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: {target: string[]}[];
}

describe('calidad de cada página', () => {
  for (const {route} of siteRoutes) {
    test(`${route}: sin errores de consola y sin violaciones serias de accesibilidad`, async () => {
      // axe is injected as a script, so this context bypasses the CSP (the CSP is tested elsewhere).
      const {page, errors, close} = await openPage(route, {bypassCSP: true, waitUntil: 'networkidle'});
      try {
        // Sections off screen are skipped by `content-visibility: auto`, and axe cannot compute
        // their colours; they are checked as a reader sees them, rendered.
        await page.addStyleTag({content: '* { content-visibility: visible !important; }'});
        await page.addScriptTag({path: axeSource});
        const violations = await page.evaluate(async () => {
          const axe = (window as unknown as {axe: {run: (context: unknown, options: unknown) => Promise<{violations: unknown[]}>}}).axe;
          const result = await axe.run(document, {resultTypes: ['violations']});
          return result.violations;
        }) as AxeViolation[];
        const serious = violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map((violation) => `${violation.id} (${violation.impact}): ${violation.help} → ${violation.nodes.slice(0, 3).map((node) => node.target.join(' ')).join(' | ')}`);
        assert.deepEqual(serious, []);
        assert.deepEqual(errors, []);
      } finally {
        await close();
      }
    });
  }
});
