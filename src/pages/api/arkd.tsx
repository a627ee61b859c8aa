import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';

export default function ArkdReference(): ReactNode {
  return (
    <Layout title="arkd API reference">
      <main className="container margin-vert--xl">
        <h1>arkd API reference</h1>
        <p>The reference for arkd is generated at build time from its OpenAPI specification in api-spec/arkd.</p>
      </main>
    </Layout>
  );
}
