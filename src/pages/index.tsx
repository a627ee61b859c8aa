import {useEffect, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import Layout from '@theme/Layout';
import {ROOT_REDIRECT} from '@site/src/constants';

/**
 * `/` sends readers to the learn section (REQUIREMENTS.md §2.2). A page, not a static redirect, because Docusaurus shows
 * its "wrong baseUrl" banner on the home page only.
 */
export default function Home(): ReactNode {
  const history = useHistory();
  useEffect(() => {
    history.replace(ROOT_REDIRECT);
  }, [history]);

  return (
    <Layout title="Ark documentation" description="Documentation for the Ark protocol, arkd and fulmine.">
      <Head>
        {/* A redirect, not a page of its own: keep it out of search engines and the sitemap. */}
        <meta name="robots" content="noindex" />
      </Head>
      <main className="container margin-vert--xl">
        {/* Without JavaScript only (a refresh with it would leave no time for the wrong-baseUrl banner); in the body,
            where browsers honour it too, since Docusaurus writes no <noscript> of <Head> into the page. */}
        <noscript dangerouslySetInnerHTML={{__html: `<meta http-equiv="refresh" content="0; url=${ROOT_REDIRECT}">`}} />
        <p>
          The documentation starts at <Link to={ROOT_REDIRECT}>Learn Ark</Link>.
        </p>
      </main>
    </Layout>
  );
}
