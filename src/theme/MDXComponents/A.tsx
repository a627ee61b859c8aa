// A link that leaves the site, or to an anchor of the page, gets the element Docusaurus' Link renders for it without
// the Link, whose hooks cost hydration time on the FAQ's hundreds of links. Links to other pages keep the Link.
import {type ReactNode} from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import A from '@theme-original/MDXComponents/A';
import type {Props} from '@theme/MDXComponents/A';

/** Docusaurus' own test for a link that leaves the site (@docusaurus/core, isInternalUrl). */
const HAS_PROTOCOL = /^(?:\w*:|\/\/)/;

export default function MDXA(props: Props): ReactNode {
  const brokenLinks = useBrokenLinks();
  const {href, id, children, ...attributes} = props;
  if (href && !id && HAS_PROTOCOL.test(href)) {
    return (
      <a target="_blank" rel="noopener noreferrer" href={href} {...attributes}>
        {children}
      </a>
    );
  }
  if (href?.startsWith('#') && !id) {
    brokenLinks.collectLink(href); // For the build's broken-anchor check, as Link does.
    return (
      <a href={href} {...attributes}>
        {children}
      </a>
    );
  }
  return <A {...props} />;
}
