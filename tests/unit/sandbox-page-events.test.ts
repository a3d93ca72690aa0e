/**
 * What the sandbox page and the «Probar un flujo completo» guide say of the simulator's events is what it does: the
 * tables come from its registries (lib/sandboxEventsMarkdown.ts, which the page's components share), and the figures
 * the prose writes by hand (a receiver's 10 s) are the package's constants.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {logBoundsText, outcomesTableMarkdown, triggersTableMarkdown} from '../../lib/sandboxEventsMarkdown';
import {repoRoot} from '../../lib/paths';
import {WEBHOOK_TIMEOUT_SECONDS} from '../../sandbox/src/cli/firedWebhooks';
import {MAX_LOG_ENTRIES, OUTCOME_KINDS, TRIGGERS} from '../../sandbox/src/state/events';

const page = readFileSync(path.join(repoRoot, 'docs/herramientas/servidor-de-pruebas.mdx'), 'utf8');
const guide = readFileSync(path.join(repoRoot, 'docs/guias/flujo-completo.mdx'), 'utf8');

test('la página del servidor de pruebas pone las tablas de eventos de los registros del simulador', () => {
  for (const component of ['<SandboxTriggersTable />', '<SandboxOutcomesTable />', '<SandboxLogBounds />'])
    assert.ok(page.includes(component), `falta ${component}`);
  const triggers = triggersTableMarkdown().join('\n');
  for (const trigger of TRIGGERS) {
    assert.ok(triggers.includes(trigger.quote.replace(/\|/g, '\\|')), `${trigger.id}: su cita no está en la tabla`);
    for (const webhook of trigger.webhooks) assert.ok(triggers.includes(`\`${webhook}\``), `${trigger.id}: falta ${webhook}`);
  }
  const outcomes = outcomesTableMarkdown().join('\n');
  for (const kind of OUTCOME_KINDS) assert.ok(outcomes.includes(kind.sinEleccion.replace(/\|/g, '\\|')), `${kind.tipo}: falta su omisión`);
  assert.match(logBoundsText(), new RegExp(MAX_LOG_ENTRIES.toLocaleString('es-MX')));
});

test('el plazo de un receptor que dicen la página y la guía es el del paquete', () => {
  assert.ok(page.includes(`**Tu receptor tiene ${WEBHOOK_TIMEOUT_SECONDS} segundos**`));
  assert.ok(page.includes('--espera-webhook'));
  assert.ok(guide.includes(`${WEBHOOK_TIMEOUT_SECONDS} segundos de espera`));
});
