import type {ReactNode} from 'react';
import clsx from 'clsx';
import CopyButton from '../../copyButton/CopyButton';
import styles from './styles.module.css';

/** Copies the page's Markdown twin, fetched only on click, for pasting into an LLM or an issue. */
export default function CopyPageAsMarkdown({permalink}: {permalink: string}): ReactNode {
  // Where the build serves the page's Markdown twin: the route plus `.md` (docusaurus-plugin-llms).
  const markdownUrl = `${permalink.replace(/\/$/, '')}.md`;
  const markdown = async () => {
    const response = await fetch(markdownUrl);
    if (!response.ok) throw new Error(`${markdownUrl} answered ${response.status}`);
    return response.text();
  };
  return (
    <div className={styles.toolbar}>
      <CopyButton
        label="Copy page as Markdown"
        text={markdown}
        className={clsx('button button--sm button--outline button--secondary', styles.copy)}
      />
      <a className={styles.view} href={markdownUrl} target="_blank" rel="noopener noreferrer">
        View as Markdown
      </a>
    </div>
  );
}
