import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {API_REFERENCES} from '@site/src/constants';

const ARKD_REFERENCE = API_REFERENCES.find((reference) => reference.id === 'arkd')!.route;

/** An arkd call or event, linked to its operation in the API reference (anchors are operationIds). */
export default function ApiName({name, operationId}: {name: string; operationId: string}): ReactNode {
  return (
    <Link to={`${ARKD_REFERENCE}#${operationId}`}>
      <code>{name}</code>
    </Link>
  );
}
