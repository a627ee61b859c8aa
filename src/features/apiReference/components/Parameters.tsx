import type {ReactNode} from 'react';
import {NodeFacts, UpstreamNote} from './Schema';
import type {Json, SchemaNodeProps} from './types';
import styles from './styles.module.css';

const LOCATIONS: Record<string, string> = {
  path: 'Path parameters',
  query: 'Query parameters',
  header: 'Headers',
  cookie: 'Cookies',
};

export function Parameters({location, children}: {location: string; children?: ReactNode}): ReactNode {
  return (
    <section className={styles.section}>
      <h4 className={styles.sectionTitle}>{LOCATIONS[location] ?? `${location} parameters`}</h4>
      <ul className={styles.fields}>{children}</ul>
    </section>
  );
}

interface ParameterProps extends SchemaNodeProps {
  parameterName: string;
  location: string;
  required?: boolean;
  commaSeparated?: boolean;
  example?: {value: Json};
}

/** A parameter's example as it appears in the URL: strings bare, lists comma-separated when sent that way. */
function exampleText(value: Json, commaSeparated?: boolean): string {
  if (typeof value === 'string') return value;
  if (commaSeparated && Array.isArray(value))
    return value.map((item) => (typeof item === 'string' ? item : JSON.stringify(item))).join(',');
  return JSON.stringify(value);
}

export function Parameter({
  parameterName,
  required,
  commaSeparated,
  example,
  children,
  ...node
}: ParameterProps): ReactNode {
  return (
    <li className={styles.field}>
      <p className={styles.fieldHeader}>
        <code className={styles.fieldName}>{parameterName}</code>
        <NodeFacts {...node} required={required} />
        {commaSeparated && <span className={styles.fact}>comma-separated</span>}
      </p>
      <UpstreamNote note={node.upstreamDifference} />
      {children}
      {example && (
        <p className={styles.example}>
          Example: <code>{exampleText(example.value, commaSeparated)}</code>
        </p>
      )}
    </li>
  );
}
