/**
 * The rough edges a new visitor hit (issue 19, item 4): tables that hide columns, the onboarding
 * diagram on a phone, the blog's "Leer más" and title size, the footer's contact links and the
 * hero buttons on a phone.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {after, describe, test} from 'node:test';
import {buildDir, openPage, shutdown} from '../../lib/browserSession';

after(shutdown);

const desktop = {width: 1366, height: 900};
const phone = {width: 390, height: 844};

/** Every guide page of the build (not the API reference), read from its sitemap. */
function guideRoutes(): string[] {
  const sitemap = readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  const routes = [...sitemap.matchAll(/<loc>[^<]*?(\/docs\/[^<]*)<\/loc>/g)].map((match) => match[1]);
  return routes.filter((route) => !route.startsWith('/docs/api/'));
}

interface TableLayout {
  wrapped: boolean;
  fits: boolean;
  scrolls: boolean;
  focusable: boolean;
  label: string | null;
  shadowed: boolean;
  /** The layers that hide the shadows at a reached edge are the page's opaque colour, not transparent. */
  coverOpaque: boolean;
  wrapperInsideContent: boolean;
}

describe('asperezas', () => {
  test('las tablas de cada guía caben o se desplazan a la vista, a 1366 px y a 390 px', async () => {
    const routes = guideRoutes();
    assert.ok(routes.length >= 10, `el sitemap solo lista ${routes.length} guías`);
    let tablesSeen = 0;
    for (const viewport of [desktop, phone]) {
      for (const route of routes) {
        const {page, errors, close} = await openPage(route, {viewport});
        try {
          const {tables, pageOverflow} = await page.evaluate(() => {
            const content = document.querySelector('.markdown');
            const contentRight = content ? content.getBoundingClientRect().right : window.innerWidth;
            return {
              pageOverflow: document.documentElement.scrollWidth - window.innerWidth,
              tables: [...document.querySelectorAll('.markdown table')].map((table): TableLayout => {
                const wrapper = table.parentElement as HTMLElement;
                const wrapped = wrapper.classList.contains('table-scroll');
                const style = getComputedStyle(wrapper);
                return {
                  wrapped,
                  fits: table.getBoundingClientRect().width <= wrapper.clientWidth + 1,
                  scrolls: wrapper.scrollWidth > wrapper.clientWidth && ['auto', 'scroll'].includes(style.overflowX),
                  focusable: wrapper.tabIndex === 0,
                  label: wrapper.getAttribute('aria-label'),
                  shadowed: style.backgroundImage.includes('radial-gradient'),
                  coverOpaque: !/linear-gradient\([^,]*, (transparent|rgba\(\d+, \d+, \d+, 0\)) 30%/.test(style.backgroundImage),
                  wrapperInsideContent: wrapper.getBoundingClientRect().right <= contentRight + 1,
                };
              }),
            };
          });
          const where = `${route} a ${viewport.width} px`;
          assert.ok(pageOverflow <= 1, `${where}: la página se desborda ${pageOverflow} px a lo ancho`);
          tables.forEach((table, index) => {
            const which = `${where}, tabla ${index + 1}`;
            assert.ok(table.wrapped, `${which}: sin contenedor desplazable`);
            assert.ok(table.wrapperInsideContent, `${which}: el contenedor se sale del contenido`);
            assert.ok(table.fits || table.scrolls, `${which}: ni cabe ni se desplaza`);
            assert.ok(table.focusable && table.label?.startsWith('Tabla'), `${which}: el contenedor no es enfocable o no tiene nombre`);
            assert.ok(table.shadowed, `${which}: sin sombra que avise de columnas ocultas`);
            assert.ok(table.coverOpaque, `${which}: la capa que tapa la sombra es transparente (se ve sombra sin desplazamiento)`);
          });
          tablesSeen += tables.length;
          assert.deepEqual(errors, [], where);
        } finally {
          await close();
        }
      }
    }
    assert.ok(tablesSeen > 20, `solo se revisaron ${tablesSeen} tablas`);
  });

  test('a 1280 px las tablas de problemas comunes y el resumen de la referencia muestran su última columna', async () => {
    const cases = [
      {route: '/docs/workflows/sdks/flutter', column: 'Solución'},
      {route: '/docs/workflows/sdks/web-view', column: 'Solución'},
      {route: '/docs/api-reference', column: 'Servidor'},
    ];
    for (const {route, column} of cases) {
      const {page, close} = await openPage(route, {viewport: {width: 1280, height: 900}});
      try {
        const header = page.locator('.markdown th', {hasText: column}).first();
        const visible = await header.evaluate((cell) => {
          const wrapper = cell.closest('.table-scroll') as HTMLElement;
          return cell.getBoundingClientRect().right <= wrapper.getBoundingClientRect().right + 1;
        });
        assert.ok(visible, `${route}: la columna «${column}» queda oculta`);
      } finally {
        await close();
      }
    }
  });

  test('en un teléfono el diagrama del onboarding pasa a su versión vertical, con el mismo texto alternativo', async () => {
    for (const [viewport, file] of [
      [phone, 'recorrido-onboarding-vertical.svg'],
      [desktop, 'recorrido-onboarding.svg'],
    ] as const) {
      const {page, errors, close} = await openPage('/docs/', {viewport});
      try {
        const image = page.getByRole('img', {name: /Recorrido de un onboarding/});
        await image.scrollIntoViewIfNeeded();
        await page.waitForFunction(() => {
          const img = document.querySelector<HTMLImageElement>('.markdown picture img');
          return img?.complete && img.naturalWidth > 0;
        });
        const {source, width, height} = await image.evaluate((img: HTMLImageElement) => ({
          source: img.currentSrc,
          width: img.getBoundingClientRect().width,
          height: img.getBoundingClientRect().height,
        }));
        assert.ok(source.endsWith(`/img/diagramas/${file}`), `${viewport.width} px: ${source}`);
        assert.ok(width <= viewport.width, 'el diagrama no cabe a lo ancho');
        if (viewport === phone) {
          // The vertical drawing is 360 units wide: at ~350 px its 13–18 px text stays that size.
          assert.ok(width >= 300 && height > width, `${width}×${height}`);
        }
        assert.deepEqual(errors, []);
      } finally {
        await close();
      }
    }
  });

  test('el blog dice «Leer más» y sus títulos miden unos 2rem', async () => {
    const {page, errors, close} = await openPage('/blog', {viewport: desktop});
    try {
      const readMore = page.getByRole('link', {name: /^Leer más/});
      assert.ok((await readMore.count()) > 0, 'no hay enlaces «Leer más»');
      assert.equal(await page.getByText('Leer Más', {exact: true}).count(), 0);
      const sizes = await page
        .locator('article header h2')
        .evaluateAll((titles) => titles.map((title) => parseFloat(getComputedStyle(title).fontSize)));
      assert.ok(sizes.length > 0);
      for (const size of sizes) assert.ok(size <= 32.5 && size >= 24, `título de ${size} px`);
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
    const post = await openPage('/blog/welcome', {viewport: desktop});
    try {
      const size = await post.page.locator('article header h1').evaluate((title) => parseFloat(getComputedStyle(title).fontSize));
      assert.ok(size <= 32.5, `título de la entrada de ${size} px`);
    } finally {
      await post.close();
    }
  });

  test('el correo y el teléfono del pie no abren otra pestaña ni llevan icono externo, y caben en una línea', async () => {
    for (const viewport of [desktop, phone]) {
      const {page, errors, close} = await openPage('/', {viewport});
      try {
        const links = page.locator('footer a[href^="mailto:"], footer a[href^="tel:"]');
        assert.equal(await links.count(), 2);
        for (const link of await links.all()) {
          const {target, icons, lines} = await link.evaluate((anchor) => ({
            target: anchor.getAttribute('target'),
            icons: anchor.querySelectorAll('svg').length,
            lines: anchor.getClientRects().length,
          }));
          const href = await link.getAttribute('href');
          assert.equal(target, null, `${href} abre otra pestaña`);
          assert.equal(icons, 0, `${href} lleva un icono de enlace externo`);
          assert.equal(lines, 1, `${href} se parte en ${lines} líneas`);
        }
        assert.deepEqual(errors, []);
      } finally {
        await close();
      }
    }
  });

  test('en un teléfono los dos botones de la portada miden lo mismo', async () => {
    const {page, errors, close} = await openPage('/', {viewport: phone});
    try {
      const widths = await page
        .locator('header .button')
        .evaluateAll((buttons) => buttons.map((button) => Math.round(button.getBoundingClientRect().width)));
      assert.equal(widths.length, 2);
      assert.ok(Math.abs(widths[0] - widths[1]) <= 1, `anchos ${widths.join(' y ')}`);
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });
});
