/**
 * What every page under «Herramientas» must be in Chromium, shared by the pages' own tests (test identities, the
 * MCP page…): its title, its link marked current in the sidebar's Herramientas group, and no accessibility
 * violation, console error, English interface text, uninterpreted Markdown or repeated id.
 */
import assert from 'node:assert/strict';
import {openPage} from '../../lib/browserSession';
import {axeViolations, duplicateIds, leakedEnglish, literalBackticks} from './pageQuality';

export async function assertToolPageReads(route: string, title: string): Promise<void> {
  const {page, errors, close} = await openPage(route, {bypassCSP: true, waitUntil: 'networkidle'});
  try {
    assert.equal(await page.locator('h1').textContent(), title);
    const group = page.locator('.menu__list-item', {has: page.locator('.menu__link--sublist', {hasText: /^Herramientas$/})});
    assert.equal(await group.getByRole('link', {name: title}).getAttribute('aria-current'), 'page');
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(errors, []);
    assert.deepEqual(await leakedEnglish(page), [], 'texto de la interfaz en inglés');
    assert.deepEqual(await literalBackticks(page), [], 'Markdown sin interpretar');
    assert.deepEqual(await duplicateIds(page), [], 'ids repetidos');
  } finally {
    await close();
  }
}
