// Ejected from theme-classic 3.7.0 to replace its text. Not NotFound (the one marked safe): the docs layout, which
// serves every path here, renders NotFound/Content itself. Check Docusaurus' props when upgrading.
import {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {PageMetadata} from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import {API_REFERENCES, NAVBAR_ITEMS} from '@site/src/constants';

const SECTION_SUMMARIES: Record<(typeof NAVBAR_ITEMS)[number]['label'], string> = {
  Learn: 'how the Ark protocol works',
  Integrate: 'build on Ark with the SDKs or the arkd API',
  fulmine: 'run the wallet daemon',
};

export default function NotFoundContent({className}: Props): ReactNode {
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <PageMetadata title="Page Not Found" />
      <div className="row">
        <div className="col col--6 col--offset-3">
          <Heading as="h1" className="hero__title">
            Page Not Found
          </Heading>
          <p>There is no page at this address. Addresses are case-sensitive: the FAQ lives at /ark/FAQ.</p>
          <p>Try one of the sections, or search with the box at the top of the page:</p>
          <ul>
            {NAVBAR_ITEMS.map(({label, to}) => (
              <li key={to}>
                <Link to={to}>{label}</Link>: {SECTION_SUMMARIES[label]}
              </li>
            ))}
            {API_REFERENCES.map(({route, title}) => (
              <li key={route}>
                <Link to={route}>{title}</Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </main>
  );
}
