import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';

export default function FulmineReference(): ReactNode {
  return (
    <Layout title="fulmine API reference">
      <main className="container margin-vert--xl">
        <h1>fulmine API reference</h1>
        <p>The reference for fulmine is generated at build time from its OpenAPI specification in api-spec/fulmine.</p>
      </main>
    </Layout>
  );
}
