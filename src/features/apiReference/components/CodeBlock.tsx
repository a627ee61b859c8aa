import type {ReactNode} from 'react';
import clsx from 'clsx';
import StaticCodeBlock, {type StaticCodeBlockProps} from '@site/src/features/codeBlocks/CodeBlock';
import {API_REFERENCE_DOCS} from '@site/src/constants';
import styles from './styles.module.css';

/** A sample or example of the reference: a static code block that the search index leaves out. */
export default function CodeBlock(props: Omit<StaticCodeBlockProps, 'className'>): ReactNode {
  return <StaticCodeBlock {...props} className={clsx(API_REFERENCE_DOCS.unindexedClass, styles.codeBlock)} />;
}
