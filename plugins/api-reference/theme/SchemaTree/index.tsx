import React from 'react';
import clsx from 'clsx';
import type {SchemaNodeView} from '../../viewModel/types';
import styles from '../styles.module.css';

const html = (markup: string) => ({__html: markup});

/** Name, type, badges, constraints, allowed values and description of one node. */
function NodeSummary({node}: {node: SchemaNodeView}) {
  return (
    <>
      <span className={styles.nodeHead}>
        {node.name !== undefined &&
          (node.nameIsLabel ? <span className={styles.nodeLabel}>{node.name}</span> : <code className={styles.nodeName}>{node.name}</code>)}
        <span className={styles.nodeType} dangerouslySetInnerHTML={html(node.typeHtml)} />
        {node.required !== undefined && (
          <span className={clsx(styles.badge, node.required ? styles.badgeRequired : styles.badgeOptional)}>
            {node.required ? 'obligatorio' : 'opcional'}
          </span>
        )}
        {node.flags?.map((flag) => (
          <span key={flag} className={styles.badge}>
            {flag}
          </span>
        ))}
      </span>
    </>
  );
}

function NodeDetails({node}: {node: SchemaNodeView}) {
  return (
    <>
      {node.constraintsHtml && <span className={styles.constraints} dangerouslySetInnerHTML={html(node.constraintsHtml.join(' · '))} />}
      {node.descriptionHtml && <div className={styles.nodeDescription} dangerouslySetInnerHTML={html(node.descriptionHtml)} />}
      {node.enumValues && (
        <div className={styles.enumValues}>
          Valores permitidos:{' '}
          {node.enumValues.some((value) => value.descriptionHtml) ? (
            <ul>
              {node.enumValues.map((value) => (
                <li key={value.value}>
                  <code>{value.value}</code>
                  {value.descriptionHtml && (
                    <span dangerouslySetInnerHTML={html(`: ${value.descriptionHtml.replace(/^<p>|<\/p>$/g, '')}`)} />
                  )}
                </li>
              ))}
            </ul>
          ) : (
            node.enumValues.map((value, index) => (
              <React.Fragment key={value.value}>
                {index > 0 && ', '}
                <code>{value.value}</code>
              </React.Fragment>
            ))
          )}
        </div>
      )}
      {node.note && <p className={styles.note}>{node.note}</p>}
    </>
  );
}

function Alternatives({node}: {node: SchemaNodeView}) {
  const alternatives = node.alternatives!;
  return (
    <div className={styles.alternatives}>
      <p className={styles.alternativesHeading}>{alternatives.heading}</p>
      {alternatives.discriminatorHtml && <p className={styles.note} dangerouslySetInnerHTML={html(alternatives.discriminatorHtml)} />}
      <ul className={styles.alternativeList}>
        {alternatives.options.map((option, index) => (
          <li key={index}>
            <details className={styles.details}>
              <summary className={styles.summary}>
                <span className={styles.optionLabel}>{option.label}</span>{' '}
                <span className={styles.nodeType} dangerouslySetInnerHTML={html(option.node.typeHtml)} />
              </summary>
              <NodeDetails node={option.node} />
              <Children node={option.node} />
            </details>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Children({node}: {node: SchemaNodeView}) {
  return (
    <>
      {node.children && (
        <ul className={styles.properties}>
          {node.children.map((child, index) => (
            <SchemaRow key={`${child.name}-${index}`} node={child} />
          ))}
        </ul>
      )}
      {node.alternatives && <Alternatives node={node} />}
    </>
  );
}

/** One property: a native disclosure when it has nested fields (no script on click; Enter and Space work). */
function SchemaRow({node}: {node: SchemaNodeView}) {
  const expandable = Boolean(node.children || node.alternatives);
  return (
    <li className={styles.property}>
      {expandable ? (
        <details className={styles.details}>
          <summary className={styles.summary}>
            <NodeSummary node={node} />
          </summary>
          <NodeDetails node={node} />
          <Children node={node} />
        </details>
      ) : (
        <>
          <NodeSummary node={node} />
          <NodeDetails node={node} />
        </>
      )}
    </li>
  );
}

/** A schema as a tree: the top level shown, nested objects and arrays behind `<details>`. */
export default function SchemaTree({node}: {node: SchemaNodeView}): React.JSX.Element {
  return (
    <div className={styles.schema}>
      <p className={styles.rootType}>
        Tipo: <span dangerouslySetInnerHTML={html(node.typeHtml)} />
      </p>
      <NodeDetails node={node} />
      <Children node={node} />
    </div>
  );
}

/** Parameters or headers: the same rows as a schema's properties. */
export function SchemaRows({nodes}: {nodes: SchemaNodeView[]}): React.JSX.Element {
  return (
    <ul className={styles.properties}>
      {nodes.map((node, index) => (
        <SchemaRow key={`${node.name}-${index}`} node={node} />
      ))}
    </ul>
  );
}
