/**
 * Nothing moves once the page's scripts run: on every route of the product spec, a guide and an operation
 * page, on a phone and on a desktop, no layout shift happens after the first frame painted once the HTML is
 * parsed (hydration, the switch to the phone layout, a component that appears on the client). The shifts
 * that frame reveals come from frames painted while the HTML was still arriving, which depend on where the
 * network and the parser cut it, so they are not counted here; the layout prevents those it can (the
 * footer's columns keep their width however many of them have arrived).
 */
import assert from 'node:assert/strict';
import {after, describe, test} from 'node:test';
import {browser, DESKTOP, PHONE, shutdown, siteUrl} from '../../lib/browserSession';
import {BASE_URL_BANNER_ID} from '../../config/baseUrlBanner';
import {serviceArtifacts} from '../../config/services';
import {siteRoutes} from './routes';
import {pageSettled} from './settled';

after(shutdown);

const VIEWPORTS = {teléfono: PHONE, escritorio: DESKTOP};

// And an operation page with a folded description, query parameters, a form body and response examples in tabs.
const ROUTES = [
  ...siteRoutes.map(({route}) => route),
  '/docs/primeros-pasos',
  serviceArtifacts('people').operationRoute('createPerson'),
  serviceArtifacts('visionary').operationRoute('extractNss'),
];

interface RecordedShift {
  time: number;
  value: number;
  moved: string[];
}

/** Runs in the page before its first script: layout shifts, and the time of the first frame after the HTML was parsed. */
function recordShifts(): void {
  const record = {shifts: [] as RecordedShift[], parsedFrameAt: Infinity};
  (window as unknown as {__shiftRecord: typeof record}).__shiftRecord = record;
  // Once the first frame with the whole HTML has been laid out and painted: a task posted from its animation
  // callbacks runs after its rendering. Its shifts, measured against a frame of half-parsed HTML, are stamped
  // while it renders, which on a loaded machine ends well after the frame's own timestamp.
  document.addEventListener('DOMContentLoaded', () =>
    requestAnimationFrame(() => {
      const afterRendering = new MessageChannel();
      // The page's own timeline, to order this moment against the shifts' timestamps: no time is waited or budgeted.
      // eslint-disable-next-line no-restricted-properties
      afterRendering.port1.onmessage = () => (record.parsedFrameAt = performance.now());
      afterRendering.port2.postMessage(null);
    }),
  );
  type ShiftEntry = PerformanceEntry & {
    value: number;
    sources: {node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly}[];
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as ShiftEntry[]) {
      // What moved, and from where to where (x,y width×height), so a failure says what to look at.
      // No named helper in here: tsx would wrap it in a function the page does not have.
      const moved = entry.sources.map(({node, previousRect: from, currentRect: to}) =>
        [
          node instanceof Element ? `${node.tagName.toLowerCase()}.${[...node.classList].join('.')}` : String(node?.nodeName),
          ...[from, to].map((rect) => `${Math.round(rect.x)},${Math.round(rect.y)} ${Math.round(rect.width)}×${Math.round(rect.height)}`),
        ].join(' '),
      );
      record.shifts.push({time: Math.round(entry.startTime), value: entry.value, moved});
    }
  }).observe({type: 'layout-shift', buffered: true});
}

describe('sin desplazamientos de diseño tras cargar los scripts', {concurrency: 3}, () => {
  for (const [name, options] of Object.entries(VIEWPORTS)) {
    for (const route of ROUTES) {
      test(`${route} en ${name}`, async () => {
        const context = await (await browser()).newContext({locale: 'es-MX', ...options});
        try {
          await context.addInitScript(recordShifts);
          const page = await context.newPage();
          await page.goto((await siteUrl()) + route, {waitUntil: 'load'});
          // The phone layout and the post-hydration updates are transitions: wait until they have landed.
          await pageSettled(page);
          const {shifts, parsedFrameAt} = await page.evaluate(
            () => (window as unknown as {__shiftRecord: {shifts: RecordedShift[]; parsedFrameAt: number}}).__shiftRecord,
          );
          assert.ok(Number.isFinite(parsedFrameAt), `${route} (${name}): no se pintó ningún cuadro tras leer el HTML`);
          // The base URL warning appears when the bundle has not started by DOMContentLoaded: on the first frame.
          assert.equal(await page.locator(`#${BASE_URL_BANNER_ID}`).count(), 0, `${route} (${name}): apareció el aviso de baseUrl`);
          const afterParsing = shifts.filter((shift) => shift.time > Math.round(parsedFrameAt));
          assert.deepEqual(
            afterParsing.map((shift) => `${shift.value.toFixed(4)} a los ${shift.time} ms: ${shift.moved.join(', ')}`),
            [],
            `${route} (${name}): algo se movió después del primer cuadro con el HTML completo (${Math.round(parsedFrameAt)} ms)`,
          );
        } finally {
          await context.close();
        }
      });
    }
  }
});
