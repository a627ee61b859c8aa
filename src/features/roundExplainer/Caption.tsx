import type {ReactNode} from 'react';
import styles from './styles.module.css';

interface Props {
  readonly title: ReactNode;
  readonly stage?: string;
  readonly highlighted: string;
  /** What is drawn dashed because the reader's wallet cannot get it (empty when nothing is). */
  readonly unavailable: string;
}

/** Live, so that a screen reader hears what each step or choice highlights. */
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
