import type {ReactNode} from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {Link} from 'react-router-dom';
import {API_REFERENCES} from '@site/src/constants';

const ARKD_REFERENCE = API_REFERENCES.find((reference) => reference.id === 'arkd')!.route;

/**
 * An arkd call or event, linked to its operation in the API reference (anchors are operationIds).
 *
 * React Router's link rather than Docusaurus' own: the explainer hydrates in a React root of its own (an island,
 * src/features/staticHtml), which has the page's router but not Docusaurus' context. It tells the build's broken-link
 * check about the link, as Docusaurus' link does.
 */
export default function ApiName({name, operationId}: {name: string; operationId: string}): ReactNode {
  const target = `${ARKD_REFERENCE}#${operationId}`;
  useBrokenLinks().collectLink(target);
  return (
    <Link to={target}>
      <code>{name}</code>
    </Link>
  );
}
