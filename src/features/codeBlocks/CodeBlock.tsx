import {type ReactNode} from 'react';
import clsx from 'clsx';
import Container from '@theme/CodeBlock/Container';
import CopyButton from '../copyButton/CopyButton';
import StaticHtml from '../staticHtml';
import {COPY_CODE_ATTRIBUTE, COPY_CODE_LABEL} from './copyCode';
import styles from './CodeBlock.module.css';

export interface CodeBlockProps {
  language: string;
  title?: string;
  /** The code, highlighted at build time (./highlight.ts). */
  html: string;
  className?: string;
}

/** Docusaurus' code block look, with code highlighted at build time; the copy button is served by ./copyCode.ts. */
export default function CodeBlock({language, title, html, className}: CodeBlockProps): ReactNode {
  return (
    <Container as="div" className={clsx(`language-${language}`, className)}>
      {title && <div className={styles.title}>{title}</div>}
      <div className={styles.content}>
        <pre tabIndex={0} className={clsx('prism-code', `language-${language}`, styles.pre, 'thin-scrollbar')}>
          <StaticHtml as="code" className={styles.lines} html={html} />
        </pre>
        <CopyButton
          label={COPY_CODE_LABEL}
          labelHidden
          className={clsx('clean-btn', styles.copyButton)}
          title="Copy"
          {...{[COPY_CODE_ATTRIBUTE]: ''}}
        />
      </div>
    </Container>
  );
}
