/** The parts of an operation around its schemas: method and path, credentials, notes, code samples. */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Admonition from '@theme/Admonition';
import {UPSTREAM_DIFFERENCE} from '../words';
import styles from './styles.module.css';

/** A hidden space before each inner `/`: the search index splits words at spaces only, so `registerIntent` is found. */
function PathText({path}: {path: string}): ReactNode {
  return (
    <code className={styles.path}>
      {path.split(/(?=\/)/).map((segment, index) => (
        <React.Fragment key={segment + index}>
          {index > 0 && <span hidden> </span>}
          {segment}
        </React.Fragment>
      ))}
    </code>
  );
}

/** Method and path, on their own line inside the operation's heading. */
export function Endpoint({method, path, streams}: {method: string; path: string; streams?: boolean}): ReactNode {
  return (
    <span className={clsx('api-reference-endpoint', styles.endpoint)}>
      <span className={clsx('api-method-badge', `api-method--${method}`)}>{method.toUpperCase()}</span>{' '}
      <PathText path={path} />
      {streams && ' '}
      {streams && <span className={styles.streamBadge}>NDJSON stream</span>}
    </span>
  );
}

/** The sentence saying which credential the operation needs (written by the generator, with its link). */
export function Credentials({children}: {children?: ReactNode}): ReactNode {
  return (
    <div className={styles.credentials}>
      <span className={styles.credentialsLabel}>Credentials</span>
      <div>{children}</div>
    </div>
  );
}

export function UpstreamDifference({note}: {note: string}): ReactNode {
  return (
    <Admonition type="note" title={UPSTREAM_DIFFERENCE}>
      <p>{note}</p>
    </Admonition>
  );
}

export function OperatorOnly(): ReactNode {
  return (
    <Admonition type="info" title="Operator only">
      <p>The server&apos;s operator calls these endpoints; wallets and other clients never need them.</p>
    </Admonition>
  );
}

export function CodeSamples({children}: {children?: ReactNode}): ReactNode {
  return <div className={styles.samples}>{children}</div>;
}
