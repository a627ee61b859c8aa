/** The schema explorer: nested fields behind native <details>, so it reads and expands without JavaScript. */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {API_REFERENCE_DOCS} from '../options';
import {recursiveLabel, typeLabel, UPSTREAM_DIFFERENCE} from '../words';
import type {Json, SchemaNodeProps} from './types';
import styles from './styles.module.css';

function json(value: Json): string {
  return JSON.stringify(value);
}

/** A node's type and limits, as items of its header line: no wrapper, since a reference shows hundreds of these. */
export function NodeFacts({
  type,
  name,
  format,
  nullable,
  constraints,
  pattern,
  enumValues,
  defaultValue,
  deprecated,
  recursive,
  required,
}: SchemaNodeProps & {required?: boolean}): ReactNode {
  return (
    <>
      <span className={styles.type}>{typeLabel({type, name, format})}</span>
      {required && <span className={styles.required}>required</span>}
      {nullable && <span className={styles.fact}>nullable</span>}
      {deprecated && <span className={clsx(styles.fact, styles.deprecated)}>deprecated</span>}
      {constraints?.map((constraint) => (
        <span key={constraint} className={styles.fact}>
          {constraint}
        </span>
      ))}
      {pattern && (
        <span className={styles.fact}>
          pattern <code>{pattern}</code>
        </span>
      )}
      {enumValues && (
        <span className={styles.fact}>
          one of{' '}
          {enumValues.map((value, index) => (
            <React.Fragment key={json(value)}>
              {index > 0 && ', '}
              <code>{json(value)}</code>
            </React.Fragment>
          ))}
        </span>
      )}
      {defaultValue && (
        <span className={styles.fact}>
          default <code>{json(defaultValue.value)}</code>
        </span>
      )}
      {recursive && <span className={styles.fact}>{recursiveLabel(name)}</span>}
    </>
  );
}

export function UpstreamNote({note}: {note?: string}): ReactNode {
  if (!note) return null;
  return (
    <p className={styles.upstreamNote}>
      <span className={styles.upstreamLabel}>{UPSTREAM_DIFFERENCE}:</span> {note}
    </p>
  );
}

/** The schema of a body or response: its type line, its description, then its fields in full. */
export function Schema({children, ...node}: SchemaNodeProps): ReactNode {
  // A body that is a plain object is said by its fields; anything else says what it is first.
  const {type, name, nullable, constraints, enumValues, defaultValue, deprecated} = node;
  const saysMore = type !== 'object' || name || nullable || constraints || enumValues || defaultValue || deprecated;
  return (
    <div className={styles.schema}>
      {saysMore && (
        <p className={clsx(styles.fieldHeader, styles.schemaType)}>
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
  required,
  children,
  ...node
}: SchemaNodeProps & {propertyName: string; required?: boolean}): ReactNode {
  return (
    <li className={styles.field}>
      <p className={styles.fieldHeader}>
        <code className={styles.fieldName}>{propertyName}</code>
        <NodeFacts {...node} required={required} />
      </p>
      <UpstreamNote note={node.upstreamDifference} />
      {children}
    </li>
  );
}

/** The other keys an object accepts: any value, or values of one schema (a map). */
export function OtherKeys({children, ...node}: SchemaNodeProps): ReactNode {
  return (
    <li className={styles.field}>
      <p className={styles.fieldHeader}>
        <span className={styles.fieldName}>Other keys</span>
        <NodeFacts {...node} />
      </p>
      {children}
    </li>
  );
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

const VARIANT_KINDS = {oneOf: 'One of', anyOf: 'Any of', allOf: 'All of'} as const;

export function VariantList({kind, children}: {kind: keyof typeof VARIANT_KINDS; children?: ReactNode}): ReactNode {
  return (
    <div className={styles.variants}>
      <p className={styles.variantsLabel}>{VARIANT_KINDS[kind]}:</p>
      <ul className={styles.fields}>{children}</ul>
    </div>
  );
}

export function Variant({label, children, ...node}: SchemaNodeProps & {label: string}): ReactNode {
  return (
    <li className={clsx(styles.field, styles.variant)}>
      <p className={styles.fieldHeader}>
        <span className={styles.variantName}>{label}</span>
        <NodeFacts {...node} name={label === node.name ? undefined : node.name} />
      </p>
      <UpstreamNote note={node.upstreamDifference} />
      {children}
    </li>
  );
}
