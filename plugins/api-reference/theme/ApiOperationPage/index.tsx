import React from 'react';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';
import TryItButton from '@theme/TryItButton';
import CommandLine from '../../../../lib/ui/CommandLine';
import {inlineCode} from '../../../../lib/ui/inlineCode';
import {WEBHOOK_TESTER_TEXT} from '../../../../lib/sandboxCommands';
import type {ContentView, OperationView, ResponseView, WebhookTesterView} from '../../viewModel/types';
import ApiLayout from '../ApiLayout';
import MethodBadge from '../MethodBadge';
import {Contents, ExampleList} from '../ResponseParts';
import {SchemaRows} from '../SchemaTree';
import styles from '../styles.module.css';
import {splitLead} from '../../viewModel/splitLead';

interface Props {
  operation: OperationView;
}

const html = (markup: string) => ({__html: markup});

function Authentication({operation}: {operation: OperationView}) {
  const {alternatives} = operation.security;
  return (
    <section aria-labelledby="autenticacion">
      <h2 id="autenticacion">Autenticación</h2>
      {alternatives.length === 0 ? (
        <p>
          {operation.kind === 'webhook'
            ? 'La plataforma llama a tu servidor; comprueba la llamada con los encabezados que configuraste en el canal.'
            : 'Esta operación no requiere credenciales.'}
        </p>
      ) : (
        <>
          {alternatives.length > 1 && <p>Usa una de estas formas:</p>}
          <ul className={styles.plainList}>
            {alternatives.map((credentials, index) => (
              <li key={index} dangerouslySetInnerHTML={html(credentials.join(' y '))} />
            ))}
          </ul>
          <p>
            Consulta <Link to="/docs/autenticacion">cómo obtener y enviar tus credenciales</Link>.
          </p>
        </>
      )}
    </section>
  );
}

const hasExample = (content: ContentView) => content.examples.length > 0 || content.form !== undefined;

/**
 * The responses with a body and no example: the page shows no made-up body for them, and says where their
 * shape is (each one's schema under Respuestas).
 */
function ResponsesWithoutExample({responses}: {responses: ResponseView[]}) {
  if (responses.length === 0) return null;
  return (
    <p className={styles.note} data-without-example>
      {responses.length === 1 ? 'La respuesta ' : 'Las respuestas '}
      {responses.map((response, index) => (
        <React.Fragment key={response.status}>
          {index > 0 && (index === responses.length - 1 ? ' y ' : ', ')}
          <a href={`#respuesta-${response.status.toLowerCase()}`}>
            <span className={styles.status}>{response.status}</span>
          </a>
        </React.Fragment>
      ))}
      {responses.length === 1 ? ' no tiene' : ' no tienen'} un cuerpo de ejemplo: cuenta con la forma que muestra su esquema en Respuestas.
    </p>
  );
}

/** A webhook's «Prueba tu receptor»: the sandbox package's command that sends this webhook's example. */
function WebhookTester({tester}: {tester: WebhookTesterView}) {
  return (
    <section aria-labelledby="prueba-tu-receptor">
      <h2 id="prueba-tu-receptor">Prueba tu receptor</h2>
      <p>{inlineCode(WEBHOOK_TESTER_TEXT)}</p>
      <CommandLine command={tester.command} label="Enviar este webhook a tu receptor" />
      <p>
        <Link to={tester.guideRoute}>Cómo obtener el probador y un receptor mínimo</Link>
      </p>
    </section>
  );
}

const isJson = (content: ContentView) => /json/i.test(content.contentType);

/**
 * The request body's examples minus what the code samples already print, so a body is printed once: the samples
 * send the first JSON content's first example (or, without JSON, the form, whose `--form` lines are the cURL's
 * own). What is left is the other named examples and the form's table of parts.
 */
function beyondSamples(operation: OperationView): ContentView[] {
  const contents = operation.requestBody?.contents ?? [];
  if (operation.codeSamples.length === 0) return contents;
  const sent = contents.find(isJson) ?? contents.find((content) => content.form);
  return contents.map((content) => {
    if (content !== sent) return content;
    return content.form ? {...content, form: {...content.form, curlLines: []}} : {...content, examples: content.examples.slice(1)};
  });
}

/** «Ejemplo de petición» when the samples print no body of their own; otherwise what the section adds to them. */
function requestExamplesTitle(operation: OperationView): string {
  if (operation.codeSamples.length === 0) return 'Ejemplo de petición';
  const contents = operation.requestBody?.contents ?? [];
  return contents.some((content) => content.form) && !contents.some(isJson) ? 'Formulario de la petición' : 'Otros ejemplos de petición';
}

/** The code samples and examples: the right-hand column on a desktop, right after the description on a phone. */
function OperationSamples({
  operation,
  responseExamples,
}: {
  operation: OperationView;
  responseExamples: OperationView['responses'];
}): React.JSX.Element {
  const withoutExample = operation.responses.filter((response) => response.contents.length > 0 && !response.contents.some(hasExample));
  const isWebhook = operation.kind === 'webhook';
  const requestExamples = beyondSamples(operation);
  return (
    <div className={styles.operationSamples}>
      {operation.webhookTester && <WebhookTester tester={operation.webhookTester} />}
      {operation.codeSamples.length > 0 && (
        <section aria-labelledby="ejemplos-de-codigo">
          <h2 id="ejemplos-de-codigo">Ejemplos de código</h2>
          {/* Only the chosen language is in the page: the other four samples were over a third of its HTML. */}
          <Tabs groupId="lenguaje" className={styles.sampleTabs} lazy>
            {operation.codeSamples.map((sample, index) => (
              <TabItem key={sample.value} value={sample.value} label={sample.label} default={index === 0}>
                <CodeBlock language={sample.language}>{sample.source}</CodeBlock>
              </TabItem>
            ))}
          </Tabs>
        </section>
      )}
      {requestExamples.some(hasExample) && (
        <section aria-labelledby="ejemplo-de-peticion">
          <h2 id="ejemplo-de-peticion">{isWebhook ? 'Ejemplo de contenido' : requestExamplesTitle(operation)}</h2>
          <ExampleList contents={requestExamples} />
        </section>
      )}
      {(responseExamples.length > 0 || withoutExample.length > 0) && (
        <section aria-labelledby="ejemplos-de-respuesta">
          <h2 id="ejemplos-de-respuesta">Ejemplos de respuesta</h2>
          {/* One tab per status (one column on a phone: the examples take one screen, not five); every panel is in
              the HTML, the first shown, so nothing moves when the page hydrates. */}
          {responseExamples.length > 0 && (
            <Tabs className={styles.sampleTabs}>
              {responseExamples.map((response, index) => (
                <TabItem key={response.status} value={response.status} label={response.status} default={index === 0}>
                  <div data-response-example={response.status}>
                    <ExampleList contents={response.contents} />
                  </div>
                </TabItem>
              ))}
            </Tabs>
          )}
          <ResponsesWithoutExample responses={withoutExample} />
        </section>
      )}
    </div>
  );
}

/** The page's sections, in its one-column order: plain links, no script. */
function PageIndex({operation}: {operation: OperationView}) {
  const isWebhook = operation.kind === 'webhook';
  const sections: [string, string][] = [
    ...(operation.parameters.length > 0 ? [['parametros', 'Parámetros'] as [string, string]] : []),
    ...(operation.requestBody ? [['cuerpo', isWebhook ? 'Contenido' : 'Cuerpo'] as [string, string]] : []),
    ...(operation.codeSamples.length > 0 ? [['ejemplos-de-codigo', 'Código'] as [string, string]] : []),
    ['respuestas', isWebhook ? 'Respuesta esperada' : 'Respuestas'],
  ];
  return (
    <nav aria-label="En esta página" className={styles.pageIndex}>
      <ul>
        {sections.map(([id, label]) => (
          <li key={id}>
            <a href={`#${id}`}>{label}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * A description's lead, and the rest of a long one folded under it (a native disclosure: no script), so the
 * contract starts within the first screen; the folded text stays in the page for search and find-in-page.
 */
function Folded({
  markup,
  summary,
  bySentence = false,
  longLead,
  className,
}: {
  markup: string;
  summary: string;
  bySentence?: boolean;
  longLead?: number;
  className?: string;
}) {
  const {lead, rest} = splitLead(markup, {bySentence, longLead});
  return (
    <div className={className}>
      <div dangerouslySetInnerHTML={html(lead)} />
      {rest && (
        <details className={styles.descriptionMore}>
          <summary>{summary}</summary>
          <div dangerouslySetInnerHTML={html(rest)} />
        </details>
      )}
    </div>
  );
}

/**
 * Parameters: one heading when they are all of one kind («Parámetros de consulta»), a heading per kind
 * otherwise. Above a request body, the optional ones are folded under «Más parámetros», as Stripe's reference
 * does, so the body's first field starts within the first screen (issue 51); without a body they are the
 * whole contract and stay open.
 */
function Parameters({groups, foldOptional}: {groups: OperationView['parameters']; foldOptional: boolean}) {
  const single = groups.length === 1 ? groups[0] : undefined;
  return (
    <section aria-labelledby="parametros">
      <h2 id="parametros">{single ? single.title : 'Parámetros'}</h2>
      {groups.map((group) => {
        const optional = foldOptional ? group.parameters.filter((parameter) => !parameter.required) : [];
        const shown = group.parameters.filter((parameter) => !optional.includes(parameter));
        return (
          <div key={group.location} id={single ? `parametros-${group.location}` : undefined}>
            {!single && <h3 id={`parametros-${group.location}`}>{group.title}</h3>}
            {shown.length > 0 && <SchemaRows nodes={shown} />}
            {optional.length > 0 && (
              <details className={styles.descriptionMore}>
                <summary>
                  {shown.length > 0 && 'Más parámetros: '}
                  {optional.length === 1 ? '1 parámetro opcional' : `${optional.length} parámetros opcionales`}
                </summary>
                <SchemaRows nodes={optional} />
              </details>
            )}
          </div>
        );
      })}
    </section>
  );
}

/** The page of one operation or webhook, rendered at build time from its view model only. */
export default function ApiOperationPage({operation}: Props): React.JSX.Element {
  const isWebhook = operation.kind === 'webhook';
  const body = operation.requestBody;
  const responseExamples = operation.responses.filter((response) => response.contents.some(hasExample));
  return (
    <ApiLayout title={operation.title} description={operation.metaDescription} activeRoute={operation.route}>
      <article className={styles.operation}>
        <header className={styles.operationHeader}>
          <p className={styles.eyebrow}>
            {operation.serviceLabel} · {operation.tag}
            {isWebhook && ' · webhook'}
          </p>
          <h1 className={operation.deprecated ? styles.deprecated : undefined}>{operation.summary}</h1>
          {operation.deprecated && <p className={styles.badge}>obsoleto</p>}
          {operation.changeNote && (
            <p className={styles.changeNote} data-change-note={operation.changeNote.kind}>
              {operation.changeNote.text} <Link to={operation.changeNote.href}>Ver los cambios de esta operación</Link>
            </p>
          )}
          {/* The endpoint, «Probar» and the page's index on one line: the contract starts one row higher. */}
          <div className={styles.endpointRow}>
            <p className={styles.endpoint}>
              <MethodBadge method={operation.method} />
              {isWebhook ? (
                <span className={styles.endpointUrl}>
                  Evento <code>{operation.path}</code>: {operation.url}
                </span>
              ) : (
                <code className={styles.endpointUrl}>{operation.url}</code>
              )}
            </p>
            {/* The "Probar" control; its console is a chunk loaded on the first click. */}
            <div className={styles.tryItSlot} data-try-it-slot={operation.operationId}>
              {!isWebhook && <TryItButton serviceId={operation.serviceId} operationId={operation.operationId} />}
            </div>
            {/* The index on the same row when it fits (a laptop), on the next one otherwise. */}
            <PageIndex operation={operation} />
          </div>
        </header>
        {/* One column (a phone, a narrow window): the description, the contract of the request, the code and the
            examples, then the responses. From 1100 px the contract (description, request, responses) is the left
            column and the samples the right one, sticky beside it (CSS grid only: no script decides the layout). */}
        <div className={styles.operationGrid}>
          {operation.descriptionHtml && (
            <Folded
              markup={operation.descriptionHtml}
              summary="Más detalles de la operación"
              // Three lines across the page at 1280 px: a longer first paragraph keeps its first sentence.
              longLead={280}
              className={`${styles.description} ${styles.operationIntro}`}
            />
          )}
          <div className={styles.operationContract}>
            {operation.parameters.length > 0 && <Parameters groups={operation.parameters} foldOptional={body !== undefined} />}
            {body && (
              <section aria-labelledby="cuerpo">
                {/* The heading and whether the body is required on one line: the first field one row higher. */}
                <div className={styles.sectionHead}>
                  <h2 id="cuerpo">{isWebhook ? 'Contenido que recibes' : 'Cuerpo de la petición'}</h2>
                  <span className={styles.badge}>{body.required ? 'obligatorio' : 'opcional'}</span>
                </div>
                {body.descriptionHtml && (
                  <Folded markup={body.descriptionHtml} summary={isWebhook ? 'Más sobre el contenido' : 'Más sobre el cuerpo'} bySentence />
                )}
                <Contents contents={body.contents} idPrefix="cuerpo" compact />
              </section>
            )}
            {/* The same for every operation of the API: after what is this operation's own. */}
            <Authentication operation={operation} />
          </div>
          <OperationSamples operation={operation} responseExamples={responseExamples} />
          <section aria-labelledby="respuestas" className={styles.operationResponses}>
            <h2 id="respuestas">{isWebhook ? 'Respuesta que espera la plataforma' : 'Respuestas'}</h2>
            {operation.responses.map((response) => (
              <div key={response.status} className={styles.response}>
                <h3 id={`respuesta-${response.status.toLowerCase()}`}>
                  <span className={styles.status}>{response.status}</span>
                  {response.statusLabel !== response.status && ` ${response.statusLabel}`}
                </h3>
                {response.descriptionHtml && <div dangerouslySetInnerHTML={html(response.descriptionHtml)} />}
                {response.common && (
                  <p className={styles.commonResponse} data-common-response>
                    <span dangerouslySetInnerHTML={html(response.common.summaryHtml)} />{' '}
                    <Link to={response.common.href}>Error común de la API: qué significa y su cuerpo</Link>
                  </p>
                )}
                {response.headers.length > 0 && (
                  <>
                    <p className={styles.contentType}>Encabezados de la respuesta</p>
                    <SchemaRows nodes={response.headers} />
                  </>
                )}
                <Contents contents={response.contents} idPrefix={`respuesta-${response.status.toLowerCase()}`} />
              </div>
            ))}
          </section>
        </div>
      </article>
    </ApiLayout>
  );
}
