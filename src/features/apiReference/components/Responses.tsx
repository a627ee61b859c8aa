import type {ReactNode} from 'react';
import clsx from 'clsx';
import CodeBlock from './CodeBlock';
import styles from './styles.module.css';

function MediaTypes({mediaTypes}: {mediaTypes?: string[]}): ReactNode {
  return mediaTypes?.map((mediaType) => (
    <code key={mediaType} className={styles.mediaType}>
      {mediaType}
    </code>
  ));
}

export function RequestBody({
  required,
  mediaTypes,
  children,
}: {
  required?: boolean;
  mediaTypes?: string[];
  children?: ReactNode;
}): ReactNode {
  return (
    <section className={styles.section}>
      <h4 className={styles.sectionTitle}>
        Request body {required && <span className={styles.required}>required</span>}
        <MediaTypes mediaTypes={mediaTypes} />
      </h4>
      {children}
    </section>
  );
}

export function Responses({children}: {children?: ReactNode}): ReactNode {
  return (
    <section className={styles.section}>
      <h4 className={styles.sectionTitle}>Responses</h4>
      {children}
    </section>
  );
}

function statusClass(status: string): string | undefined {
  if (/^2/.test(status)) return styles.statusSuccess;
  if (/^[45]/.test(status) || status === 'default') return styles.statusError;
  return undefined;
}

export function Response({
  status,
  mediaTypes,
  streams,
  children,
}: {
  status: string;
  mediaTypes?: string[];
  streams?: boolean;
  children?: ReactNode;
}): ReactNode {
  return (
    <div className={styles.response}>
      <p className={styles.responseHeader}>
        <span className={clsx(styles.status, statusClass(status))}>{status}</span>
        <MediaTypes mediaTypes={mediaTypes} />
        {streams && <span className={styles.streamBadge}>NDJSON stream</span>}
      </p>
      {children}
    </div>
  );
}

export function Example({title, language, html}: {title: string; language: string; html: string}): ReactNode {
  return <CodeBlock title={title} language={language} html={html} />;
}
