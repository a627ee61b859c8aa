// Ejected (marked safe) from theme-classic 3.7.0 to drop its `@theme/CodeBlock` import, which puts Prism in every
// bundle. Fences become code blocks at build time (src/features/codeBlocks/rehype.ts): only inline code and `<code>`
// written in JSX reach this, shown unhighlighted.
import {type ReactNode} from 'react';
import CodeInline from '@theme/CodeInline';
import type {Props} from '@theme/MDXComponents/Code';

export default function MDXCode(props: Props): ReactNode {
  return <CodeInline {...props} />;
}
