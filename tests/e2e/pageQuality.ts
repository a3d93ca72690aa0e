/**
 * The checks every page must pass, shared by route-sweep.test.ts (every route of the product spec) and
 * reference-pages.test.ts (every operation page): axe at every impact level and no English
 * interface text.
 */
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import type {Page} from 'playwright-core';
import {EXACT_LAYOUT_ATTRIBUTE} from '../../lib/ui/exactLayout';

/** The theme's and Redoc's English interface strings, as they would leak if a translation were missing. */
export const englishInterfaceText = [
  'Recent posts',
  'Read more',
  'Read More',
  'On this page',
  'Edit this page',
  'Skip to main content',
  'Previous',
  'Next',
  'Newer posts',
  'Older posts',
  'Tags:',
  'Archive',
  'min read',
  'Last updated',
  'Copy code',
  'Toggle word wrap',
  'Close',
  'Search',
  'Docs sidebar',
  'Breadcrumbs',
  'Home page',
  'required',
  'characters',
  'string or null',
  'non-empty',
  'items',
  'unique',
  'Payload',
  'Request Body',
  'Responses',
  'Response samples',
  'Request samples',
  'Expand all',
  'Collapse all',
  'Copy',
  'Authorizations',
  'Download',
];

/**
 * Code and the API's own names stay as the API has them; so does a quote of the product spec, which a page marks as
 * English (`<q lang="en">`, the sandbox page's triggers) because it is the spec's words, not the interface's.
 */
const EXCLUDED = 'pre, code, script, style, noscript, [lang="en"]';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: {target: string[]}[];
}

/**
 * axe's violations at every impact level, target size included, one line each. axe is evaluated through the
 * DevTools protocol, which the page's Content-Security-Policy does not govern: the page is tested as served.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(`${axeSource}\n;undefined`);
  const violations = (await page.evaluate(async (exactLayout) => {
    // The long lists skip the layout of off-screen entries (content-visibility) until a reader
    // scrolls to them; colours and target sizes are measured on laid-out boxes, so every entry is
    // laid out first, with the switch the page itself uses when a link points into it.
    document.documentElement.setAttribute(exactLayout, '');
    const axe = (window as unknown as {axe: {run: (context: unknown, options: unknown) => Promise<{violations: unknown[]}>}}).axe;
    // Every impact level, and target size (WCAG 2.2), which axe leaves off by default and Lighthouse scores.
    const result = await axe.run(document, {resultTypes: ['violations'], rules: {'target-size': {enabled: true}}});
    return result.violations;
  }, EXACT_LAYOUT_ATTRIBUTE)) as AxeViolation[];
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} → ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(' | ')}`,
  );
}

/** English interface strings found on the page, outside code. */
export async function leakedEnglish(page: Page): Promise<string[]> {
  const interfaceText = await page.evaluate((excluded) => {
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
  }, EXCLUDED);
  return englishInterfaceText.filter((text) => new RegExp(`\\b${text}\\b`).test(interfaceText));
}

/**
 * Raw Markdown left on screen: text outside code that still holds a backtick (the catalogue's and
 * the scenarios' `code` used to show that way). Each hit with a little of its context.
 */
export async function literalBackticks(page: Page): Promise<string[]> {
  return page.evaluate((excluded) => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      if (!text.includes('`') || node.parentElement?.closest(excluded)) continue;
      found.push(text.trim().slice(0, 80));
    }
    for (const option of document.querySelectorAll('option')) if (option.textContent?.includes('`')) found.push(option.textContent);
    return found;
  }, `${EXCLUDED}, textarea, option`);
}

/** Ids the page holds more than once, as the browser has the page after hydrating. */
export async function duplicateIds(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const counts = new Map<string, number>();
    for (const element of document.querySelectorAll('[id]')) counts.set(element.id, (counts.get(element.id) ?? 0) + 1);
    return [...counts].filter(([, count]) => count > 1).map(([id, count]) => `«${id}» (${count} veces)`);
  });
}
