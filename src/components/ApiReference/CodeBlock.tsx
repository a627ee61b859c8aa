import type {ReactNode} from 'react';
import clsx from 'clsx';
import Container from '@theme/CodeBlock/Container';
import IconCopy from '@theme/Icon/Copy';
import IconSuccess from '@theme/Icon/Success';
import {API_REFERENCE_DOCS} from '@site/src/constants';
import {COPY_BUTTON_ATTRIBUTE, COPY_LABEL} from './copyCode';
import styles from './styles.module.css';

interface Props {
  title: string;
  language: string;
  /** The code, highlighted at build time (src/plugins/apiReference/highlight.ts). */
  html: string;
}

/**
 * A code block like the site's others (same container, theme and icons), highlighted ahead of time.
 * Its copy button needs no hydration: one listener handles every such button (./copyCode.ts).
 */
export default function CodeBlock({title, language, html}: Props): ReactNode {
  return (
    <Container as="div" className={clsx(`language-${language}`, API_REFERENCE_DOCS.unindexedClass, styles.codeBlock)}>
      <div className={styles.codeBlockTitle}>{title}</div>
      <div className={styles.codeBlockContent}>
        <pre tabIndex={0} className={clsx('prism-code', `language-${language}`, styles.codeBlockPre, 'thin-scrollbar')}>
          <code className={styles.codeBlockLines} dangerouslySetInnerHTML={{__html: html}} />
        </pre>
        <button
          type="button"
          className={clsx('clean-btn', styles.copyButton)}
          aria-label={COPY_LABEL.idle}
          title="Copy"
          {...{[COPY_BUTTON_ATTRIBUTE]: ''}}
        >
          <span className={styles.copyIcons} aria-hidden="true">
            <IconCopy className={styles.copyIcon} />
            <IconSuccess className={styles.copiedIcon} />
          </span>
        </button>
      </div>
    </Container>
  );
}
