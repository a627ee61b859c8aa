/**
 * The highlighting half of code blocks, loaded on demand by
 * src/theme/CodeBlock/Content/String.tsx: Docusaurus' code block component
 * plus the Prism it needs, with our extra languages registered first.
 *
 * Docusaurus registers the extra languages from a client module that every
 * page loads, which puts all of Prism in the main bundle; that module is
 * replaced by a no-op (src/plugins/pageWeight.ts) and the registration
 * happens here instead.
 */
import type {ReactNode} from 'react';
import {Prism} from 'prism-react-renderer';
import includeLanguages from '@theme/prism-include-languages';
import CodeBlockString from '@theme-original/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock/Content/String';

includeLanguages(Prism);

export default CodeBlockString as (props: Props) => ReactNode;
