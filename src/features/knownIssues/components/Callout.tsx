// Known issues where the reader acts: one entry's summary and link, or several entries' links on one line
// (./remark.ts fills them in).
import type {ReactNode} from 'react';
import styles from './styles.module.css';

export default function KnownIssueCallout({summary, children}: {summary?: string; children: ReactNode}): ReactNode {
  return (
    <aside className={styles.callout} aria-label={summary ? 'Known issue' : 'Known issues'}>
      <strong>{summary ? 'Known issue:' : 'Known issues:'}</strong> {summary} {children}
    </aside>
  );
}
