import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Container from '@theme/CodeBlock/Container';
import {API_REFERENCE_DOCS} from '@site/src/constants';
import CopyButton from '@theme/CodeBlock/CopyButton';
import styles from './styles.module.css';

interface Props {
  title: string;
  language: string;
  /** The code, highlighted at build time (src/plugins/apiReference/highlight.ts). */
  html: string;
  /** The code as text, for the copy button. */
  code: string;
}

/** A code block like the site's others (same container, theme and copy button), highlighted ahead of time. */
export default function CodeBlock({title, language, html, code}: Props): ReactNode {
  return (
    <Container as="div" className={clsx(`language-${language}`, API_REFERENCE_DOCS.unindexedCodeClass, styles.codeBlock)}>
      <div className={styles.codeBlockTitle}>{title}</div>
      <div className={styles.codeBlockContent}>
        <pre tabIndex={0} className={clsx('prism-code', `language-${language}`, styles.codeBlockPre, 'thin-scrollbar')}>
          <code className={styles.codeBlockLines} dangerouslySetInnerHTML={{__html: html}} />
        </pre>
        <div className={styles.codeBlockButtons}>
          <CopyButton code={code} />
        </div>
      </div>
    </Container>
  );
}
