// Wraps the code block (a wrap Docusaurus marks safe) so that Prism loads only on pages that show code, and after
// the page itself: server-rendered blocks keep their highlighting while Prism arrives. On the pages without code,
// 8 of 20, that keeps 32 KB (gzip) of Prism out of the first load (`npm run bench:weight`, 2026-11-23).
import React, {lazy, Suspense, type ReactNode} from 'react';
import clsx from 'clsx';
import type {Props} from '@theme/CodeBlock';

const HighlightedCodeBlock = lazy(() => import('@site/src/prism/highlightedCodeBlock'));

/** Shown only when a page is opened by client-side navigation before Prism has loaded. */
function PlainCodeBlock({children, className}: Props): ReactNode {
  return (
    <div className={clsx('theme-code-block', className)}>
      <pre className="prism-code" tabIndex={0}>
        <code>{children}</code>
      </pre>
    </div>
  );
}

export default function CodeBlock(props: Props): ReactNode {
  return (
    <Suspense fallback={<PlainCodeBlock {...props} />}>
      <HighlightedCodeBlock {...props} />
    </Suspense>
  );
}
