/**
 * The Markdown twin's version of lib/ui/TestIdentities: the same tables, from the same module of the
 * sandbox engine (sandbox/src/engine/testIdentities.ts), so an assistant reading the twin gets the values.
 */
import {serviceArtifacts} from '../config/services';
import {
  IDENTITY_OUTCOMES,
  outcomeValue,
  TEST_IDENTITIES,
  type IdentityOutcome,
  type IneIdentity,
  type TestIdentity,
} from '../sandbox/src/engine/testIdentities';
import {TEST_IDENTITIES_PATH} from './sandboxCommands';
import {markdownTwinPath} from './twinPath';

const code = (text: string | number) => `\`${text}\``;
const row = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
const table = (header: readonly string[], rows: readonly (readonly string[])[]) => [
  row(header),
  row(header.map(() => '---')),
  ...rows.map(row),
];

/** `[POST /curp](/docs/api/verification/get-curp.md)`: the operation, linked to its own twin. */
const operationLink = (outcome: IdentityOutcome, base: string) =>
  `[${outcome.method} ${outcome.path}](${base}${markdownTwinPath(serviceArtifacts(outcome.api).operationRoute(outcome.operationId))})`;

function answers(identity: TestIdentity, base: string): string {
  const rows = IDENTITY_OUTCOMES.filter((outcome) => outcome.identity === identity.id);
  if (rows.length === 0) return 'El ejemplo de éxito documentado';
  return rows.map((outcome) => `${code(outcome.status)} en ${operationLink(outcome, base)}`).join('; ');
}

/** One kind of identity (`<TestIdentityTable kind="curp" />`), `base` being the site's base URL without its final slash. */
export function testIdentityTableMarkdown(kind: string | undefined, base: string): string[] {
  const identities = TEST_IDENTITIES.filter((identity) => identity.kind === kind);
  if (identities.length === 0) throw new Error(`<TestIdentityTable kind="${kind}" />: no hay identidades de ese tipo.`);
  const credentials = identities.filter((identity): identity is IneIdentity => identity.kind === 'ine');
  if (credentials.length > 0)
    return table(
      ['Identidad', code('type'), code('ocr'), code('cic'), 'Zona de lectura mecánica del reverso'],
      credentials.map((identity) => [
        code(identity.id),
        code(identity.type),
        code(identity.ocr),
        code(identity.cic),
        identity.lines.map(code).join('<br />'),
      ]),
    );
  return table(
    ['Identidad', 'Qué es', 'Valor', 'El simulador responde'],
    identities.flatMap((identity) =>
      identity.kind === 'ine' ? [] : [[code(identity.id), identity.label, code(identity.value), answers(identity, base)]],
    ),
  );
}

/** Every row of the outcome table (`<IdentityOutcomeTable />`). */
export function identityOutcomeTableMarkdown(base: string): string[] {
  return table(
    ['Operación', 'Campo', 'Valor', 'Estado', 'Ejemplo documentado'],
    IDENTITY_OUTCOMES.map((outcome) => [
      operationLink(outcome, base),
      `${code(outcome.field.name)} (${outcome.field.in === 'path' ? 'ruta' : 'cuerpo'})`,
      code(outcomeValue(outcome)),
      code(outcome.status),
      code(outcome.example),
    ]),
  );
}

/** The download's link (`<TestIdentitiesDownload />`), at the portal's canonical address. */
export function testIdentitiesDownloadMarkdown(portalUrl: string): string[] {
  return [`[Descargar las identidades y sus respuestas (JSON)](${portalUrl.replace(/\/+$/, '')}${TEST_IDENTITIES_PATH})`];
}
