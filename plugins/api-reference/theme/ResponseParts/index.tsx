/**
 * The parts of a response or a request body both the operation pages and the API's entry page («Errores
 * comunes») render: each content type's schema, its examples and a multipart body's form.
 */
import React from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import CodeBlock from '@theme/CodeBlock';
import type {ContentView, ExampleView, FormExampleView} from '../../viewModel/types';
import SchemaTree from '../SchemaTree';
import styles from '../styles.module.css';

const html = (markup: string) => ({__html: markup});
const contentAnchor = (prefix: string, contentType: string, many: boolean) =>
  many ? `${prefix}-${contentType.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}` : undefined;

/**
 * Each content type's schema. `compact` (a request body) writes the content type on the schema's type line,
 * one row less above the first field.
 */
export function Contents({contents, idPrefix, compact = false}: {contents: ContentView[]; idPrefix: string; compact?: boolean}) {
  return (
    <>
      {contents.map((content) => {
        const contentType = (
          <>
            Tipo de contenido: <code>{content.contentType}</code>
          </>
        );
        const inline = compact && content.schema !== undefined;
        return (
          <div key={content.contentType} className={styles.content} id={contentAnchor(idPrefix, content.contentType, contents.length > 1)}>
            {!inline && <p className={styles.contentType}>{contentType}</p>}
            {content.schema ? (
              <SchemaTree
                node={content.schema}
                lead={inline ? <span className={styles.contentTypeInline}>{contentType}</span> : undefined}
              />
            ) : content.sameSchemaAs ? (
              <p>
                El mismo esquema que la respuesta{' '}
                <a href={`#respuesta-${content.sameSchemaAs.toLowerCase()}`}>
                  <span className={styles.status}>{content.sameSchemaAs}</span>
                </a>
                .
              </p>
            ) : (
              <p>Sin esquema documentado.</p>
            )}
          </div>
        );
      })}
    </>
  );
}

/** A plain link, a full load: the console reads its scenario from the address when the page starts. */
function ScenarioLink({href}: {href: string}) {
  return <a href={useBaseUrl(href)}>Provócalo en la consola</a>;
}

function Example({example}: {example: ExampleView}) {
  return (
    <>
      {example.label && <p className={styles.exampleLabel}>{example.label}</p>}
      {example.descriptionHtml && <div className={styles.exampleDescription} dangerouslySetInnerHTML={html(example.descriptionHtml)} />}
      <CodeBlock language={example.language}>{example.code}</CodeBlock>
      {example.messages && (
        <ul className={styles.exampleMessages} data-example-messages>
          {example.messages.map((message) => (
            <li key={message.message}>
              <code>{message.message}</code>: <Link to={message.catalogueHref}>Qué hacer</Link>
              {message.scenarioHref && (
                <>
                  {' · '}
                  <ScenarioLink href={message.scenarioHref} />
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** A multipart request's example: each part and what the example sends in it, then the cURL lines that send them. */
function FormExample({form}: {form: FormExampleView}) {
  return (
    <>
      <table className={styles.formParts}>
        <caption className={styles.contentType}>Partes del formulario</caption>
        <thead>
          <tr>
            <th scope="col">Campo</th>
            <th scope="col">Parte</th>
            <th scope="col">En el ejemplo</th>
          </tr>
        </thead>
        <tbody>
          {form.parts.map((part) => (
            <tr key={part.name}>
              <th scope="row">
                <code>{part.name}</code>
                {part.required && (
                  <>
                    {' '}
                    <span className={`${styles.badge} ${styles.badgeRequired}`}>obligatorio</span>
                  </>
                )}
              </th>
              <td>
                {part.file ? 'archivo' : 'texto'}
                {part.contentTypes && (
                  <>
                    {' '}
                    (<code>{part.contentTypes}</code>)
                  </>
                )}
              </td>
              <td>
                {part.sent === undefined ? (
                  'no se envía'
                ) : (
                  <>
                    <code>{part.sent}</code>
                    {part.sentType && (
                      <>
                        {' '}
                        como <code>{part.sentType}</code>
                      </>
                    )}
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {form.curlLines.length > 0 && <CodeBlock language="bash">{form.curlLines.join(' \\\n')}</CodeBlock>}
    </>
  );
}

export function ExampleList({contents}: {contents: ContentView[]}) {
  const withExamples = contents.filter((content) => content.examples.length > 0 || content.form);
  return (
    <>
      {withExamples.map((content) => (
        <div key={content.contentType}>
          {withExamples.length > 1 && (
            <p className={styles.contentType}>
              <code>{content.contentType}</code>
            </p>
          )}
          {content.form && <FormExample form={content.form} />}
          {content.examples.map((example, index) => (
            <Example key={index} example={example} />
          ))}
        </div>
      ))}
    </>
  );
}
