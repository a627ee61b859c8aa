import type {ReactNode} from 'react';
import styles from './styles.module.css';

interface Props {
  /** e.g. "Step 2 of 5", or the VTXO being exited. */
  readonly title: ReactNode;
  /** The round stage arkd reports, during a round. */
  readonly stage?: string;
  /** What the diagram highlights, in words. */
  readonly highlighted: string;
  /** What the diagram draws dashed because the reader's wallet cannot get it, in words (empty when nothing is). */
  readonly unavailable: string;
}

/** The line right above the diagram: where we are, and what the highlighted shapes are, in words. */
export default function Caption({title, stage, highlighted, unavailable}: Props): ReactNode {
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
        Highlighted: {highlighted}.{unavailable && ` Out of the wallet's reach: ${unavailable}.`}
      </span>
    </p>
  );
}
