import type {ReactNode} from 'react';
import clsx from 'clsx';
import SiteCodeBlock, {type CodeBlockProps} from '@site/src/features/codeBlocks/CodeBlock';
import {API_REFERENCE_DOCS} from '../options';
import styles from './styles.module.css';

/** A sample or example of the reference: a static code block that the search index leaves out. */
export default function CodeBlock(props: Omit<CodeBlockProps, 'className'>): ReactNode {
  return <SiteCodeBlock {...props} className={clsx(API_REFERENCE_DOCS.unindexedClass, styles.codeBlock)} />;
}
