/**
 * The highlighting half of code blocks, loaded on demand by src/theme/CodeBlock: Docusaurus' code block
 * component plus the Prism it needs, with the site's languages registered first.
 *
 * Docusaurus registers the languages from a client module that every page loads, which puts all of Prism in
 * the main bundle; that module is replaced by a no-op (src/plugins/pageWeight.ts) and the registration
 * happens here instead.
 */
import type {ReactNode} from 'react';
import {Prism} from 'prism-react-renderer';
import type * as PrismNamespace from 'prismjs';
import includeLanguages from '@theme/prism-include-languages';
import CodeBlock from '@theme-original/CodeBlock';
import type {Props} from '@theme/CodeBlock';

includeLanguages(Prism as unknown as typeof PrismNamespace);

export default CodeBlock as (props: Props) => ReactNode;
