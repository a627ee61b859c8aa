/** A known issue where the reader acts: its one-line summary and the link to its entry (./remark.ts fills both in). */
import type {ReactNode} from 'react';
import styles from './styles.module.css';

export default function KnownIssueCallout({summary, children}: {summary: string; children: ReactNode}): ReactNode {
  return (
    <aside className={styles.callout} aria-label="Known issue">
      <strong>Known issue:</strong> {summary} {children}
    </aside>
  );
}
