import React, {type ReactNode} from 'react';
import styles from './styles.module.css';

interface Props {
  /** e.g. "Step 2 of 5", or the VTXO being exited. */
  readonly title: ReactNode;
  /** The round stage arkd reports, during a round. */
  readonly stage?: string;
  /** What the diagram highlights, in words. */
  readonly highlighted: string;
}

/** The line right above the diagram: where we are, and what the highlighted shapes are, in words. */
export default function Caption({title, stage, highlighted}: Props): ReactNode {
  return (
    <p className={styles.caption} aria-live="polite">
      <strong>{title}</strong>
      {stage && (
        <>
          {' '}
          · stage reported by arkd: <code>{stage}</code>
        </>
      )}
      <br />
      <span className={styles.highlighted}>
        Highlighted: {highlighted}.
      </span>
    </p>
  );
}
