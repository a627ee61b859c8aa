import type {ReactNode} from 'react';
import {Section} from './Responses';
import type {Json} from '../json';
import {parameterText} from '../words';
import {Field, type SchemaNodeProps} from './Schema';
import styles from './styles.module.css';

const LOCATIONS: Record<string, string> = {
  path: 'Path parameters',
  query: 'Query parameters',
  header: 'Headers',
  cookie: 'Cookies',
};

export function Parameters({location, children}: {location: string; children?: ReactNode}): ReactNode {
  return (
    <Section title={LOCATIONS[location] ?? `${location} parameters`}>
      <ul className={styles.fields}>{children}</ul>
    </Section>
  );
}

export function Parameter({
  parameterName,
  commaSeparated,
  example,
  ...node
}: SchemaNodeProps & {
  parameterName: string;
  required?: boolean;
  commaSeparated?: boolean;
  example?: {value: Json};
}): ReactNode {
  return (
    <Field
      label={<code className={styles.fieldName}>{parameterName}</code>}
      node={node}
      more={commaSeparated && <span className={styles.fact}>comma-separated</span>}
      after={
        example && (
          <p className={styles.example}>
            Example: <code>{parameterText(example.value, commaSeparated === true)}</code>
          </p>
        )
      }
    />
  );
}
