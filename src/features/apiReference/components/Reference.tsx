import type {ReactNode} from 'react';
import clsx from 'clsx';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {ReferenceModel, SecuritySchemeView} from '../model';
import styles from './styles.module.css';

type ReferenceInfoProps = Pick<ReferenceModel, 'version' | 'servers'> & {specTitle: string; downloadPath: string};

/** The facts above the introduction: version, where the API listens, the spec to download. */
export function ReferenceInfo({specTitle, version, servers, downloadPath}: ReferenceInfoProps): ReactNode {
  // A static file of the build, not a page: a plain link (the router and the link checker know only pages).
  const downloadUrl = useBaseUrl(downloadPath);
  return (
    <dl className={clsx('api-reference-info', styles.info)}>
      <div>
        <dt>API</dt>
        <dd>
          {specTitle} <span className={styles.version}>{version}</span>
        </dd>
      </div>
      {servers.map((server) => (
        <div key={server.url}>
          <dt>Base URL</dt>
          <dd>
            <code>{server.url}</code>
            {server.description && <span className={styles.serverDescription}> {server.description}</span>}
          </dd>
        </div>
      ))}
      <div>
        <dt>OpenAPI 3.1</dt>
        <dd>
          <a href={downloadUrl} download>
            Download OpenAPI specification
          </a>{' '}
          <span className={styles.serverDescription}>(YAML, one file)</span>
        </dd>
      </div>
    </dl>
  );
}

type SecuritySchemeProps = Pick<SecuritySchemeView, 'type' | 'parameterName'> & {
  schemeName: string;
  location?: string;
  children?: ReactNode;
};

export function SecurityScheme({schemeName, type, location, parameterName, children}: SecuritySchemeProps): ReactNode {
  return (
    <div className={styles.securityScheme}>
      <p className={styles.fieldHeader}>
        <code className={styles.fieldName}>{schemeName}</code>
        <span className={styles.type}>{type}</span>
        {parameterName && (
          <span className={styles.fact}>
            {location ?? 'header'} <code>{parameterName}</code>
          </span>
        )}
      </p>
      {children}
    </div>
  );
}
