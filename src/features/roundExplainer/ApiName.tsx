import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {apiReferenceById} from '@site/src/constants';

/** An arkd call or event, linked to its operation in the API reference (anchors are operationIds, a call's its name). */
export default function ApiName({name, operationId = name}: {name: string; operationId?: string}): ReactNode {
  return (
    <Link to={`${apiReferenceById('arkd').route}#${operationId}`}>
      <code>{name}</code>
    </Link>
  );
}
