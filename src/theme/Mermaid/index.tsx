// Wraps the mermaid component for two reasons:
// - mermaid is fetched only by pages that draw a diagram: upstream MDXComponents imports it statically,
//   which puts it in a chunk every docs page loads;
// - a diagram is rendered only when it comes near the viewport: rendering is long main-thread work
//   (hundreds of milliseconds on a phone for a sequence diagram), and a page should not pay it at
//   load time for diagrams the reader has not scrolled to yet.
import React, {lazy, Suspense, useEffect, useRef, useState, type ReactNode} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import type {Props} from '@theme/Mermaid';
import {MERMAID_RENDER_MARGIN} from '@site/src/constants';
import styles from './styles.module.css';

const MermaidDiagram = lazy(() => import('@theme-original/Mermaid'));

/** Shown until the diagram is rendered, and to readers without JavaScript: the diagram's source. */
function DiagramSource({value}: Props): ReactNode {
  return (
    <pre className={styles.source} aria-label="Diagram source (mermaid)">
      {value}
    </pre>
  );
}

/** True once the element has come within `MERMAID_RENDER_MARGIN` of the viewport. */
function useNearViewport(): [React.RefObject<HTMLDivElement | null>, boolean] {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setNear(true);
        observer.disconnect(); // once near, the diagram stays rendered
      },
      {rootMargin: MERMAID_RENDER_MARGIN},
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, near];
}

function DiagramWhenNear(props: Props): ReactNode {
  const [ref, near] = useNearViewport();
  return (
    <div ref={ref}>
      {near ? (
        <Suspense fallback={<DiagramSource {...props} />}>
          <MermaidDiagram {...props} />
        </Suspense>
      ) : (
        <DiagramSource {...props} />
      )}
    </div>
  );
}

export default function Mermaid(props: Props): ReactNode {
  return <BrowserOnly fallback={<DiagramSource {...props} />}>{() => <DiagramWhenNear {...props} />}</BrowserOnly>;
}
