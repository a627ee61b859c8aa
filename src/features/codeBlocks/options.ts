/** Code blocks: every fence but ```mermaid is highlighted at build time into static HTML (./rehype.ts). */

/** Name of the extra Prism language (fence it as ```bitcoin-script). */
export const BITCOIN_SCRIPT_LANGUAGE = 'bitcoin-script';

export const CODE_BLOCKS = {
  /** Prism's own language components added to prism-react-renderer's set (which has no bash). */
  extraPrismComponents: ['bash'],
  /** What a fence is highlighted as when it names no language, or one Prism has no grammar for, as Docusaurus does. */
  defaultLanguage: 'text',
  /** The name the MDX pages give the component (the rehype plugin adds the import). */
  componentName: 'CodeBlock',
} as const;

/**
 * The magic comments a fence may hold (`// highlight-next-line`, `// highlight-start` … `// highlight-end`):
 * Docusaurus' default, given to the theme config too, so that both read the same.
 */
export const MAGIC_COMMENTS = [
  {
    className: 'theme-code-block-highlighted-line',
    line: 'highlight-next-line',
    block: {start: 'highlight-start', end: 'highlight-end'},
  },
];
