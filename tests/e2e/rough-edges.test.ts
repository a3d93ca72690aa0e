/**
 * The rough edges a new visitor hit (issue 19, item 4): tables that hide columns, the onboarding
 * diagram on a phone, the blog's "Leer más" and title size, the footer's contact links and the
 * hero buttons on a phone. Issue 39, item 7: the scenario groups in the reference's order, the example
 * chip apart from its text, the code column at 1280 px and Docusaurus' own Spanish strings.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {after, describe, test} from 'node:test';
import {readdirSync, statSync} from 'node:fs';
import {buildDir, openPage, shutdown} from '../../lib/browserSession';
import {htmlFilesUnder} from '../../lib/htmlFiles';

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
  test('ninguna página lleva una clase «undefined» (un estilo que falta en su módulo CSS)', () => {
    const found = htmlFilesUnder(buildDir).flatMap((file) => {
      const classes = [...readFileSync(file, 'utf8').matchAll(/\bclass=(?:"([^"]*)"|([^\s>]+))/g)].map((match) => match[1] ?? match[2]!);
      const broken = classes.filter((names) => names.split(/\s+/).includes('undefined'));
      return broken.length > 0 ? [`${path.relative(buildDir, file)}: ${broken.length} (class="${broken[0]}")`] : [];
    });
    assert.deepEqual(found, []);
  });

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

  test('los grupos de escenarios siguen el orden de la referencia, y el nombre del ejemplo no se pega a su texto', async () => {
    const {page, errors, close} = await openPage('/docs/api/people', {viewport: desktop});
    let referenceOrder: string[];
    try {
      referenceOrder = await page.locator('main h3[id^="grupo-"]').allTextContents();
      assert.ok(referenceOrder.length > 5, referenceOrder.join(', '));
    } finally {
      await close();
    }
    const scenarios = await openPage('/docs/herramientas/escenarios-de-prueba/people', {viewport: desktop});
    try {
      const groups = await scenarios.page.locator('.markdown > section > h2').allTextContents();
      assert.equal(groups[0], 'Personas');
      assert.deepEqual(
        groups,
        referenceOrder.map((tag) => tag.trim()).filter((tag) => groups.includes(tag)),
      );
      const row = scenarios.page
        .locator('li[data-status="401"]', {has: scenarios.page.locator('code', {hasText: 'failed-authorization'})})
        .first();
      await row.scrollIntoViewIfNeeded();
      const {text, gap} = await row.evaluate((item) => {
        const chip = item.querySelector('code')!.getBoundingClientRect();
        const words = item.querySelector('code + span')!.getBoundingClientRect();
        // Apart on one line, or on lines of their own.
        return {
          text: item.querySelector('code')!.parentElement!.textContent,
          gap: words.top >= chip.bottom ? Infinity : words.left - chip.right,
        };
      });
      assert.match(text ?? '', /^failed-authorization \S/);
      // Each row's status is a badge: green for a success, red for an error.
      const badge = (status: string) =>
        scenarios.page
          .locator(`li[data-status="${status}"] > span`)
          .first()
          .evaluate((element) => getComputedStyle(element).backgroundColor);
      const [success, failure] = [await badge('200'), await badge('401')];
      assert.notEqual(success, 'rgba(0, 0, 0, 0)', 'el estado 200 no es una insignia');
      assert.notEqual(failure, 'rgba(0, 0, 0, 0)', 'el estado 401 no es una insignia');
      assert.notEqual(success, failure, 'un éxito y un error tienen el mismo color');
      assert.ok(gap >= 4, `el nombre y el texto se tocan (${gap} px)`);
      assert.deepEqual(scenarios.errors, []);
    } finally {
      await scenarios.close();
    }
    assert.deepEqual(errors, []);
  });

  test('a 1280 px los ejemplos de código de Vision y los cuerpos de webhook caben a lo ancho, en la columna derecha (issue 51: desde 1100 px)', async () => {
    for (const route of [
      '/docs/api/vision/read-ine-document',
      '/docs/api/workflows/on-workflow-notification',
      '/docs/api/people/on-person-register',
    ]) {
      const {page, errors, close} = await openPage(route, {viewport: {width: 1280, height: 900}});
      try {
        const cut = await page
          .locator('main pre')
          .evaluateAll((blocks) =>
            blocks
              .filter((block) => (block as HTMLElement).offsetParent !== null && block.scrollWidth > block.clientWidth + 1)
              .map((block) => (block.textContent ?? '').split('\n').sort((a, b) => b.length - a.length)[0]),
          );
        assert.deepEqual(cut, [], `${route}: líneas cortadas a 1280 px`);
        assert.deepEqual(errors, []);
      } finally {
        await close();
      }
    }
    for (const width of [1280, 1600]) {
      const wide = await openPage('/docs/api/vision/read-ine-document', {viewport: {width, height: 900}});
      try {
        const columns = await wide.page
          .locator('main article > div')
          .first()
          .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').map(parseFloat));
        assert.equal(columns.length, 2, `dos columnas a ${width} px`);
        assert.ok(columns[1] >= 400, `columna de código de ${columns[1]} px a ${width} px`);
      } finally {
        await wide.close();
      }
    }
  });

  test('las cadenas de Docusaurus dicen español de México, sin mayúsculas de más ni usted', () => {
    const stale = [
      'Cerrar barra de lateral',
      'Página No Encontrada',
      'Alternar barra lateral',
      'Barra lateral de Documentos',
      'Página de Inicio',
      'Rastro de navegación',
      'Enlace directo al ',
      'Alternar ajuste de palabras',
      'Ver Todas las Etiquetas',
      'Intente de nuevo',
      'Colapsar barra lateral',
    ];
    const pages: string[] = [];
    const walk = (folder: string) => {
      for (const name of readdirSync(folder)) {
        const file = path.join(folder, name);
        if (statSync(file).isDirectory()) walk(file);
        else if (name.endsWith('.html') || (name.endsWith('.js') && folder.endsWith('js'))) pages.push(file);
      }
    };
    walk(buildDir);
    const found = pages.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return stale.filter((phrase) => text.includes(phrase)).map((phrase) => `${path.relative(buildDir, file)}: «${phrase}»`);
    });
    assert.deepEqual(found.slice(0, 10), []);
  });
});
