// Wraps the highlighted code block so that Prism loads only on pages that show code, and after the page
// itself: server-rendered blocks keep their highlighting while Prism arrives (see src/prism/highlightedCodeBlock.ts).
import {lazy, Suspense, type ReactNode} from 'react';
import clsx from 'clsx';
import type {Props} from '@theme/CodeBlock/Content/String';

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

export default function CodeBlockString(props: Props): ReactNode {
  return (
    <Suspense fallback={<PlainCodeBlock {...props} />}>
      <HighlightedCodeBlock {...props} />
    </Suspense>
  );
}
