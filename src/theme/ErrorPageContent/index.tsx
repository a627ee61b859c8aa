// Wraps the crash screen to give it the document title REQUIREMENTS.md §3.8 sets for error pages.
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import ErrorPageContent from '@theme-original/ErrorPageContent';
import type ErrorPageContentType from '@theme/ErrorPageContent';
import type {WrapperProps} from '@docusaurus/types';
import {SITE} from '@site/src/constants';

export default function ErrorPageContentWrapper(props: WrapperProps<typeof ErrorPageContentType>): ReactNode {
  return (
    <>
      <Head>
        <title>{SITE.errorPageTitle}</title>
      </Head>
      <ErrorPageContent {...props} />
    </>
  );
}
