/**
 * Measures, on every operation page of the current build, where the request body's first field starts: at
 * 1280 × 800 it must be within the first screen, at 390 × 844 within the first two (issue 51). Prints the
 * count of pages over each limit and the worst offsets. The pages are opened without JavaScript: the layout is
 * the served HTML and CSS (the e2e layout-shift test proves hydration moves nothing).
 * Usage: npm run measure:reading
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {serviceArtifacts, services} from '../config/services';
import {browser, buildDir, shutdown, siteUrl} from '../lib/browserSession';
import {documentedOperations} from '../lib/openapi/operations';
import type {OpenApiDocument} from '../lib/openapi/types';

const VIEWPORTS = [
  {name: '1280 × 800', width: 1280, height: 800, screens: 1, mobile: false},
  {name: '390 × 844', width: 390, height: 844, screens: 2, mobile: true},
] as const;

/** A field's row: a condition or an allowed value listed above the fields is no field. */
const FIRST_BODY_FIELD = 'section[aria-labelledby="cuerpo"] li[class*="property_"]';

interface Measured {
  route: string;
  top: number;
}

async function main(): Promise<void> {
  const routes = services.flatMap((service) => {
    const spec = JSON.parse(readFileSync(path.join(buildDir, serviceArtifacts(service).json), 'utf8')) as OpenApiDocument;
    return documentedOperations(spec).map(({operation}) => serviceArtifacts(service).operationRoute(operation.operationId as string));
  });
  const base = await siteUrl();
  const report: Record<string, unknown> = {operations: routes.length};
  try {
    for (const viewport of VIEWPORTS) {
      const context = await (
        await browser()
      ).newContext({
        locale: 'es-MX',
        javaScriptEnabled: false,
        viewport: {width: viewport.width, height: viewport.height},
        isMobile: viewport.mobile,
        hasTouch: viewport.mobile,
      });
      const page = await context.newPage();
      const measured: Measured[] = [];
      for (const route of routes) {
        await page.goto(base + route, {waitUntil: 'load'});
        const top = await page.evaluate((selector) => {
          const field = document.querySelector(selector);
          return field ? Math.round(field.getBoundingClientRect().top + window.scrollY) : undefined;
        }, FIRST_BODY_FIELD);
        if (top !== undefined) measured.push({route, top});
      }
      await context.close();
      const limit = viewport.height * viewport.screens;
      const over = measured.filter(({top}) => top >= limit).sort((a, b) => b.top - a.top);
      const tops = measured.map(({top}) => top).sort((a, b) => a - b);
      report[viewport.name] = {
        withBody: measured.length,
        limit,
        over: over.length,
        median: tops[Math.floor(tops.length / 2)],
        worst: over.slice(0, 10).map(({route, top}) => `${top} ${route}`),
        highest: measured
          .sort((a, b) => b.top - a.top)
          .slice(0, 5)
          .map(({route, top}) => `${top} ${route}`),
      };
    }
  } finally {
    await shutdown();
  }
  console.log(JSON.stringify(report, null, 2));
}

void main();
