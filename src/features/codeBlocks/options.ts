/** Name of the extra Prism language (fence it as ```bitcoin-script). */
export const BITCOIN_SCRIPT_LANGUAGE = 'bitcoin-script';

export const CODE_BLOCKS = {
  /** Prism's own language components added to prism-react-renderer's set (which has no bash). */
  extraPrismComponents: ['bash'],
  /** For a fence that names no language, or one Prism has no grammar for, as Docusaurus does. */
  defaultLanguage: 'text',
  /** The name the MDX pages give the component (the rehype plugin adds the import). */
  componentName: 'CodeBlock',
} as const;

/** Docusaurus' default magic comments, which its theme config keeps too (`themeConfig.prism.magicComments`). */
export const MAGIC_COMMENTS = [
  {
    className: 'theme-code-block-highlighted-line',
    line: 'highlight-next-line',
    block: {start: 'highlight-start', end: 'highlight-end'},
  },
];
