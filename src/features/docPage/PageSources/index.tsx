// A docs page's "Sources" section, from its `sources` front matter (./sources.ts).
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Details from '@theme/Details';
import Heading from '@theme/Heading';
import {DOCUMENTED_RELEASES} from '@site/src/constants';
import {parsePermalink, type PageSources, type SourceFile} from './sources';
import styles from './styles.module.css';

/** As Docusaurus opens a link that leaves the site: in a new tab, with no access back to this one. */
const LEAVES_SITE = {target: '_blank', rel: 'noopener noreferrer'} as const;

function releaseLink(release: keyof typeof DOCUMENTED_RELEASES): ReactNode {
  const {name, version, repository, commit} = DOCUMENTED_RELEASES[release];
  return (
    <a href={`https://github.com/${repository}/tree/${commit}`} {...LEAVES_SITE}>
      {name} {version}
    </a>
  );
}

function SourceItem({url, backs}: SourceFile): ReactNode {
  const pinned = parsePermalink(url);
  if ('error' in pinned) return null;
  const {path, lines, release} = pinned;
  const where = lines
    ? lines.from === lines.to
      ? `line ${lines.from}`
      : `lines ${lines.from}–${lines.to}`
    : 'whole file';
  return (
    <li>
      <a href={url} {...LEAVES_SITE}>
        <code>{path}</code>
      </a>{' '}
      <span className={styles.where}>
        ({DOCUMENTED_RELEASES[release].name}, {where})
      </span>
      : {backs}
    </li>
  );
}

export default function PageSourcesSection({describes, files}: PageSources): ReactNode {
  const releases = describes.map((release, index) => (
    <React.Fragment key={release}>
      {index > 0 && (index === describes.length - 1 ? ' and ' : ', ')}
      {releaseLink(release)}
    </React.Fragment>
  ));
  return (
    // 'markdown' gives the section the typography of the page body above it.
    <section className={clsx('markdown', styles.sources)} aria-labelledby="sources">
      <Heading as="h2" id="sources">
        Sources
      </Heading>
      <p>
        This page describes {releases}. What it says about their behaviour was checked in their code at these commits:
      </p>
      {/* Closed until a reader opens it to check a claim: until then, the browser lays out none of it. */}
      <Details summary={<summary>Files and the claims they back ({files.length})</summary>}>
        <ul className={styles.files}>
          {files.map((file) => (
            <SourceItem key={file.url} {...file} />
          ))}
        </ul>
      </Details>
    </section>
  );
}
