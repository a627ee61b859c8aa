// Wraps the mermaid component so that mermaid is fetched only by pages that draw a diagram:
// upstream MDXComponents imports it statically, which puts it in a chunk every docs page loads.
import React, {lazy, Suspense, type ReactNode} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import type {Props} from '@theme/Mermaid';
import styles from './styles.module.css';

const MermaidDiagram = lazy(() => import('@theme-original/Mermaid'));

/** Shown while mermaid loads, and to readers without JavaScript: the diagram's source. */
function DiagramSource({value}: Props): ReactNode {
  return (
    <pre className={styles.source} aria-label="Diagram source (mermaid)">
      {value}
    </pre>
  );
}

export default function Mermaid(props: Props): ReactNode {
  return (
    <BrowserOnly fallback={<DiagramSource {...props} />}>
      {() => (
        <Suspense fallback={<DiagramSource {...props} />}>
          <MermaidDiagram {...props} />
        </Suspense>
      )}
    </BrowserOnly>
  );
}
