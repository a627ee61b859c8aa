/** The schema explorer: nested fields behind native <details>, so it reads and expands without JavaScript. */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {API_REFERENCE_DOCS} from '../options';
import type {NodeProps} from '../schema';
import {factsOf, typeLabel, UPSTREAM_DIFFERENCE, VARIANT_KINDS} from '../words';
import styles from './styles.module.css';

export type SchemaNodeProps = NodeProps & {children?: ReactNode};

/** A node's type and limits, as items of its header line: no wrapper, since a reference shows hundreds of these. */
function NodeFacts(node: SchemaNodeProps & {required?: boolean}): ReactNode {
  return (
    <>
      <span className={styles.type}>{typeLabel(node)}</span>
      {node.required && <span className={styles.required}>required</span>}
      {factsOf(node).map(({words, values}) => (
        <span key={words} className={styles.fact}>
          {values ? `${words} ` : words}
          {values?.map((value, index) => (
            <React.Fragment key={value}>
              {index > 0 && ', '}
              <code>{value}</code>
            </React.Fragment>
          ))}
        </span>
      ))}
    </>
  );
}

function UpstreamNote({note}: {note?: string}): ReactNode {
  if (!note) return null;
  return (
    <p className={styles.upstreamNote}>
      <span className={styles.upstreamLabel}>{UPSTREAM_DIFFERENCE}:</span> {note}
    </p>
  );
}

interface FieldProps {
  label: ReactNode;
  node: SchemaNodeProps & {required?: boolean};
  className?: string;
  more?: ReactNode;
  after?: ReactNode;
}

/**
 * One entry of a list of fields, parameters or alternatives: its label and facts on one line (`more` after them), its
 * upstream note, what the generator put inside, then `after`.
 */
export function Field({label, node, className, more, after}: FieldProps): ReactNode {
  return (
    <li className={clsx(styles.field, className)}>
      <p className={styles.fieldHeader}>
        {label}
        <NodeFacts {...node} />
        {more}
      </p>
      <UpstreamNote note={node.upstreamDifference} />
      {node.children}
      {after}
    </li>
  );
}

/** The schema of a body or response: its type line, its description, then its fields in full. */
export function Schema({children, ...node}: SchemaNodeProps): ReactNode {
  // A body that is a plain object is said by its fields; anything else says what it is first.
  const {type, name, nullable, constraints, enumValues, defaultValue} = node;
  const saysMore = type !== 'object' || name || nullable || constraints || enumValues || defaultValue;
  return (
    <div className={styles.schema}>
      {saysMore && (
        <p className={styles.fieldHeader}>
          <NodeFacts {...node} />
        </p>
      )}
      <UpstreamNote note={node.upstreamDifference} />
      {children}
    </div>
  );
}

export function PropertyList({children}: {children?: ReactNode}): ReactNode {
  return <ul className={styles.fields}>{children}</ul>;
}

export function Property({
  propertyName,
  ...node
}: SchemaNodeProps & {propertyName: string; required?: boolean}): ReactNode {
  return <Field label={<code className={styles.fieldName}>{propertyName}</code>} node={node} />;
}

/** The other keys an object accepts: any value, or values of one schema (a map). */
export function OtherKeys(node: SchemaNodeProps): ReactNode {
  return <Field label={<span className={styles.fieldName}>Other keys</span>} node={node} />;
}

/** Nested fields or alternatives, closed until the reader opens them. */
export function Expandable({summary, children}: {summary: string; children?: ReactNode}): ReactNode {
  return (
    <details className={clsx(styles.expandable, API_REFERENCE_DOCS.unindexedClass)}>
      <summary>{summary}</summary>
      <div className={styles.expandableBody}>{children}</div>
    </details>
  );
}

export function VariantList({kind, children}: {kind: keyof typeof VARIANT_KINDS; children?: ReactNode}): ReactNode {
  return (
    <div className={styles.variants}>
      <p className={styles.variantsLabel}>{VARIANT_KINDS[kind]}:</p>
      <ul className={styles.fields}>{children}</ul>
    </div>
  );
}

export function Variant({label, ...node}: SchemaNodeProps & {label: string}): ReactNode {
  return (
    <Field
      label={<span className={styles.variantName}>{label}</span>}
      node={{...node, name: label === node.name ? undefined : node.name}}
      className={styles.variant}
    />
  );
}
