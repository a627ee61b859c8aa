// A link that leaves the site, or to an anchor of the page, gets the element Docusaurus' Link renders for it without
// the Link, whose hooks cost hydration time on the FAQ's hundreds of links. Links to other pages keep the Link.
import {type ReactNode} from 'react';
import {hasProtocol} from '@docusaurus/isInternalUrl';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import A from '@theme-original/MDXComponents/A';
import type {Props} from '@theme/MDXComponents/A';

export default function MDXA(props: Props): ReactNode {
  const brokenLinks = useBrokenLinks();
  const {href = '', id, children, ...attributes} = props;
  // `pathname://` is Docusaurus' escape for a site path that must load as a page: Link gives it the baseUrl.
  const leavesSite = hasProtocol(href) && !href.startsWith('pathname://');
  if (id || !(leavesSite || href.startsWith('#'))) return <A {...props} />;
  if (!leavesSite) brokenLinks.collectLink(href); // For the build's broken-anchor check, as Link does.
  return (
    <a href={href} {...(leavesSite && {target: '_blank', rel: 'noopener noreferrer'})} {...attributes}>
      {children}
    </a>
  );
}
