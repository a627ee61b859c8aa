/*
 * Ejected (Docusaurus marks it safe) from theme-classic 3.7.0 to drop its import of `@theme/CodeBlock`, which would put
 * Prism and prism-react-renderer in every page's bundle. No code block reaches this component any more: the docs
 * plugins turn every fence into a static code block at build time (src/features/codeBlocks/plugin), so MDX passes it
 * inline code only. Code that spans lines can only come from a `<code>` written in JSX: shown as it is, unhighlighted.
 */
import {type ReactNode} from 'react';
import CodeInline from '@theme/CodeInline';
import type {Props} from '@theme/MDXComponents/Code';

export default function MDXCode(props: Props): ReactNode {
  return <CodeInline {...props} />;
}
