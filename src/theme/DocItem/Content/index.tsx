// Wraps the docs page content: its Markdown twin above it (copy, or view) and the sources of its claims below it.
import type {ReactNode} from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import CopyPageAsMarkdown from '@site/src/features/docPage/CopyPageAsMarkdown';
import PageSourcesSection from '@site/src/features/docPage/PageSources';
import {sourcesOf} from '@site/src/features/docPage/PageSources/sources';

export default function ContentWrapper(props: WrapperProps<typeof ContentType>): ReactNode {
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
