/**
 * Ejected from Docusaurus 3.7.0 (theme-classic DocItem/Content) to put the page's Markdown twin above its content
 * (copy to clipboard, or view) and the upstream sources of its claims below it, from the `sources` front matter.
 * Docusaurus marks wrapping it unsafe; its own part, the title for a page without an h1, is unchanged (compare it
 * with theme-classic's when upgrading).
 */
import {type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Heading from '@theme/Heading';
import MDXContent from '@theme/MDXContent';
import type {Props} from '@theme/DocItem/Content';
import CopyPageAsMarkdown from '@site/src/features/docPage/CopyPageAsMarkdown';
import PageSourcesSection from '@site/src/features/docPage/PageSources';
import {sourcesOf} from '@site/src/features/docPage/PageSources/sources';

/** The doc's title as an h1, for a page whose Markdown has none and does not hide it. */
function useSyntheticTitle(): string | null {
  const {metadata, frontMatter, contentTitle} = useDoc();
  return !frontMatter.hide_title && typeof contentTitle === 'undefined' ? metadata.title : null;
}

export default function DocItemContent({children}: Props): ReactNode {
  const {metadata, frontMatter} = useDoc();
  const syntheticTitle = useSyntheticTitle();
  const sources = sourcesOf(frontMatter);
  return (
    <>
      <CopyPageAsMarkdown permalink={metadata.permalink} />
      <div className={clsx(ThemeClassNames.docs.docMarkdown, 'markdown')}>
        {syntheticTitle && (
          <header>
            <Heading as="h1">{syntheticTitle}</Heading>
          </header>
        )}
        <MDXContent>{children}</MDXContent>
      </div>
      {sources && <PageSourcesSection {...sources} />}
    </>
  );
}
