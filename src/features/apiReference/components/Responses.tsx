import type {ReactNode} from 'react';
import clsx from 'clsx';
import CodeBlock, {type CodeBlockProps} from '@site/src/features/codeBlocks/CodeBlock';
import {API_REFERENCE_DOCS} from '../options';
import styles from './styles.module.css';

/** Parameters, request body or responses: a titled section of an operation. */
export function Section({title, children}: {title: ReactNode; children?: ReactNode}): ReactNode {
  return (
    <section className={styles.section}>
      <h4 className={styles.sectionTitle}>{title}</h4>
      {children}
    </section>
  );
}

function MediaTypes({mediaTypes}: BodyProps): ReactNode {
  return mediaTypes?.map((mediaType) => (
    <code key={mediaType} className={styles.mediaType}>
      {mediaType}
    </code>
  ));
}

/** What a request body and a response share: the media types of their content, their description and content. */
interface BodyProps {
  mediaTypes?: string[];
  children?: ReactNode;
}

export function RequestBody({required, mediaTypes, children}: BodyProps & {required?: boolean}): ReactNode {
  const title = (
    <>
      Request body {required && <span className={styles.required}>required</span>}
      <MediaTypes mediaTypes={mediaTypes} />
    </>
  );
  return <Section title={title}>{children}</Section>;
}

function statusClass(status: string): string | undefined {
  if (/^2/.test(status)) return styles.statusSuccess;
  if (/^[45]/.test(status) || status === 'default') return styles.statusError;
  return undefined;
}

type ResponseProps = BodyProps & {status: string; streams?: boolean};

export function Response({status, mediaTypes, streams, children}: ResponseProps): ReactNode {
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

/** An example or a code sample: a static code block that the search index leaves out. */
export function Example(props: Omit<CodeBlockProps, 'className'>): ReactNode {
  return <CodeBlock {...props} className={clsx(API_REFERENCE_DOCS.unindexedClass, styles.codeBlock)} />;
}
