/**
 * One set of code-tab labels (issue 51): every guide's language tab and every reference code sample names a
 * language as config/codeTabs.ts does, so a tab chosen on one page means the same on the next.
 */
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {CODE_TAB_LABELS} from '../../config/codeTabs';
import {repoRoot} from '../../lib/paths';
import {SAMPLE_LANGUAGES} from '../../plugins/api-reference/codeSamples';

const labels: Readonly<Record<string, string>> = CODE_TAB_LABELS;

function guideFiles(folder: string): string[] {
  return readdirSync(folder, {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return guideFiles(file);
    return /\.mdx?$/.test(entry.name) ? [file] : [];
  });
}

test('las pestañas de lenguaje de las guías usan las etiquetas de config/codeTabs.ts', () => {
  const problems: string[] = [];
  let checked = 0;
  for (const file of guideFiles(path.join(repoRoot, 'docs'))) {
    for (const match of readFileSync(file, 'utf8').matchAll(/<TabItem\s+value=["']([^"']+)["']\s+label=["']([^"']+)["']/g)) {
      const [, value, label] = match;
      const expected = labels[value!];
      if (expected === undefined) continue;
      checked += 1;
      // A variant names its framework after the language: «Python (Flask)».
      if (label !== expected && !label!.startsWith(`${expected} (`))
        problems.push(`${path.relative(repoRoot, file)}: «${label}» en la pestaña ${value}; debe ser «${expected}»`);
    }
  }
  assert.ok(checked >= 10, `muy pocas pestañas de lenguaje en las guías (${checked})`);
  assert.deepEqual(problems, []);
});

test('los ejemplos de código de la referencia usan las mismas etiquetas', () => {
  assert.deepEqual(
    SAMPLE_LANGUAGES.map(({label}) => label),
    Object.values(CODE_TAB_LABELS),
  );
});
