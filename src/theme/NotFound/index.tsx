// Ejected from Docusaurus 3.7.0's NotFound (an eject Docusaurus marks safe, where its NotFound/Content is not) to give
// the not-found page directions into the site instead of the stock text.
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import {API_REFERENCES, NAVBAR_ITEMS} from '@site/src/constants';

const SECTION_SUMMARIES: Record<(typeof NAVBAR_ITEMS)[number]['label'], string> = {
  Learn: 'how the Ark protocol works',
  Integrate: 'build on Ark with the SDKs or the arkd API',
  fulmine: 'run the wallet daemon',
};

function NotFoundContent(): ReactNode {
  return (
    <main className="container margin-vert--xl">
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

export default function NotFound(): ReactNode {
  return (
    <>
      <PageMetadata title={translate({id: 'theme.NotFound.title', message: 'Page Not Found'})} />
      <Layout>
        <NotFoundContent />
      </Layout>
    </>
  );
}
