import {createRequire} from 'node:module';
import {openPage, shutdown} from './e2e/harness';
(async () => {
  const {page, close} = await openPage(process.argv[2], {bypassCSP: true, waitUntil: 'networkidle', viewport: {width: 1280, height: 900}});
  await page.addStyleTag({content: '* { content-visibility: visible !important; }'});
  await page.addScriptTag({path: createRequire(__filename).resolve('axe-core/axe.min.js')});
  const v = await page.evaluate(async () => (await (window as any).axe.run(document)).violations.filter((x: any) => ['serious','critical'].includes(x.impact)));
  for (const x of v) {
    console.log('##', x.id, x.nodes.length);
    const combos = new Map<string, string>();
    for (const n of x.nodes) { const d = n.any.concat(n.all).map((a: any) => a.data).find((d: any) => d && d.fgColor); const k = d ? `${d.fgColor} on ${d.bgColor} (${d.contrastRatio})` : 'n/a'; if (!combos.has(k)) combos.set(k, n.html.slice(0, 160)); }
    for (const [k, h] of combos) console.log('  ', k, '|', h);
  }
  await close(); await shutdown();
})();
