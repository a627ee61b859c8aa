// Wraps the docs page content: its Markdown twin above it (copy to clipboard, or view), and the upstream sources
// of its claims below it, from the page's `sources` front matter.
import type {ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type {Props} from '@theme/DocItem/Content';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import CopyPageAsMarkdown from '@site/src/components/CopyPageAsMarkdown';
import PageSourcesSection from '@site/src/components/PageSources';
import {sourcesOf} from '@site/src/components/PageSources/sources';

export default function ContentWithMarkdownCopyAndSources(props: Props): ReactNode {
  const {metadata, frontMatter} = useDoc();
  const sources = sourcesOf(frontMatter);
  return (
    <>
      <CopyPageAsMarkdown permalink={metadata.permalink} />
      <Content {...props} />
      {sources && <PageSourcesSection {...sources} />}
    </>
  );
}
