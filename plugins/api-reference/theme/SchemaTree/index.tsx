import React, {useRef, useState} from 'react';
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

function Conditions({node}: {node: SchemaNodeView}) {
  if (!node.conditionsHtml) return null;
  return (
    <div className={styles.conditions}>
      Condiciones:
      <ul>
        {node.conditionsHtml.map((condition) => (
          <li key={condition} dangerouslySetInnerHTML={html(condition)} />
        ))}
      </ul>
    </div>
  );
}

/** `conditionsAfter`: the caller shows the conditions itself, after the fields they speak of. */
function NodeDetails({node, conditionsAfter = false}: {node: SchemaNodeView; conditionsAfter?: boolean}) {
  return (
    <>
      {node.constraintsHtml && <span className={styles.constraints} dangerouslySetInnerHTML={html(node.constraintsHtml.join(' · '))} />}
      {node.descriptionHtml && <div className={styles.nodeDescription} dangerouslySetInnerHTML={html(node.descriptionHtml)} />}
      {!conditionsAfter && <Conditions node={node} />}
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

/** Nested disclosures under a node: what "Expandir todo" would open. */
function expandableCount(node: SchemaNodeView): number {
  const children = [...(node.children ?? []), ...(node.alternatives?.options.map((option) => option.node) ?? [])];
  return children.reduce((sum, child) => sum + (child.children || child.alternatives ? 1 : 0) + expandableCount(child), 0);
}

/** A long schema gets one button that opens (or closes) every nested field at once. */
const EXPAND_ALL_FROM = 3;

/** A schema as a tree: the top level shown, nested objects and arrays behind `<details>`. */
/** `lead` opens the type line (a request body's content type). */
export default function SchemaTree({node, lead}: {node: SchemaNodeView; lead?: React.ReactNode}): React.JSX.Element {
  const tree = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useState(false);
  const toggleAll = () => {
    for (const details of tree.current?.querySelectorAll('details') ?? []) details.open = !expanded;
    setExpanded(!expanded);
  };
  return (
    <div className={styles.schema} ref={tree}>
      <p className={styles.rootType}>
        {lead}
        Tipo: <span dangerouslySetInnerHTML={html(node.typeHtml)} />
        {expandableCount(node) >= EXPAND_ALL_FROM && (
          <button type="button" className={`button button--link button--sm ${styles.expandAll}`} onClick={toggleAll}>
            {expanded ? 'Contraer todo' : 'Expandir todo'}
          </button>
        )}
      </p>
      {/* A schema's conditions («si type es D, cic es obligatorio») after its fields: the first field one list higher. */}
      <NodeDetails node={node} conditionsAfter />
      <Children node={node} />
      <Conditions node={node} />
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
