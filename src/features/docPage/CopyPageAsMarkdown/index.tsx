import {useState, type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

type CopyState = 'idle' | 'copying' | 'copied' | 'failed';

const LABELS: Record<CopyState, string> = {
  idle: 'Copy page as Markdown',
  copying: 'Copying…',
  copied: 'Copied',
  failed: 'Copy failed: open the Markdown instead',
};

/** Copies the page's Markdown twin, fetched only on click, for pasting into an LLM or an issue. */
export default function CopyPageAsMarkdown({permalink}: {permalink: string}): ReactNode {
  const [state, setState] = useState<CopyState>('idle');
  // Where the build serves the page's Markdown twin: the route plus `.md` (docusaurus-plugin-llms).
  const markdownUrl = `${permalink.replace(/\/$/, '')}.md`;

  async function copy(): Promise<void> {
    setState('copying');
    try {
      const response = await fetch(markdownUrl);
      if (!response.ok) {
        throw new Error(`${markdownUrl} answered ${response.status}`);
      }
      await navigator.clipboard.writeText(await response.text());
      setState('copied');
    } catch {
      setState('failed');
    }
  }

  return (
    <div className={styles.toolbar}>
      <button
        type="button"
        className={clsx('button button--sm button--outline button--secondary', styles.copy)}
        onClick={() => void copy()}
        disabled={state === 'copying'}
      >
        <span aria-live="polite">{LABELS[state]}</span>
      </button>
      <a className={styles.view} href={markdownUrl} target="_blank" rel="noopener noreferrer">
        View as Markdown
      </a>
    </div>
  );
}
