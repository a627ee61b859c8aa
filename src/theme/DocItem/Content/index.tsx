// Wraps the docs page content to offer its Markdown twin above it (copy to clipboard, or view).
import React, {type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type {Props} from '@theme/DocItem/Content';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import CopyPageAsMarkdown from '@site/src/components/CopyPageAsMarkdown';

export default function ContentWithMarkdownCopy(props: Props): ReactNode {
  const {metadata} = useDoc();
  return (
    <>
      <CopyPageAsMarkdown permalink={metadata.permalink} />
      <Content {...props} />
    </>
  );
}
