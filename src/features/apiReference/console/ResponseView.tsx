/** The answer: status, time, the headers the page may read, the JSON; a stream's lines; or why there was none. */
import type {ReactNode, Ref} from 'react';
import clsx from 'clsx';
import CopyButton from '@site/src/features/copyButton/CopyButton';
import {credentialVariable, curlCommand, needsLocalNetworkHint, prettyJson, type PreparedRequest} from './request';
import type {ConsoleResult} from './sendRequest';
import type {ConsoleReference} from './types';
import styles from './styles.module.css';
// The status code looks as in the reference's list of responses.
import statusStyles from '../components/styles.module.css';

interface ResponseViewProps {
  result: ConsoleResult;
  sent: PreparedRequest | undefined;
  streams: boolean;
  reference: ConsoleReference;
  /** Which send the result is of: the same failure again is announced again. */
  attempt: number;
  /** The header whose value the shown command leaves to a shell variable. */
  credentialHeader: string | undefined;
  /** The line that says how a stream went, which takes the focus when the control that had it goes (Stop). */
  statusLineRef: Ref<HTMLParagraphElement>;
}

const STOPPED_BEFORE_ANSWER = 'Stopped before any answer.';

/** What the live region says: one sentence per state, not one per stream line. */
function announcementOf(result: ConsoleResult): string {
  switch (result.kind) {
    case 'pending':
      return 'Sending…';
    case 'stopped':
      return STOPPED_BEFORE_ANSWER;
    case 'answer':
      return `Answer: ${result.status} ${result.statusText}, in ${result.ms} ms.`;
    case 'stream':
      if (result.state === 'open') return `Stream open (${result.status}): lines appear as they arrive.`;
      return `Stream ${result.state === 'failed' ? 'broke off' : result.state} after ${result.lines.length} lines.`;
    default:
      // Nothing yet, or a failure, which the alert below says with its reason.
      return '';
  }
}

function LocalNetworkHint({url}: {url: string}): ReactNode {
  if (!needsLocalNetworkHint(url, window.location.href)) return null;
  return (
    <>
      {' '}
      If it is running, the browser may have blocked this page from reaching <code>localhost</code>: allow local network
      access for this site in the browser&apos;s site settings.
    </>
  );
}

type Failure = Extract<ConsoleResult, {kind: 'failure'}>;

function FailureMessage({failure, reference}: {failure: Failure; reference: ConsoleReference}): ReactNode {
  const {url, detail} = failure;
  const {serviceName} = reference;
  switch (failure.reason) {
    case 'invalid-url':
      return (
        <p>
          The server&apos;s base URL starts with <code>http://</code> or <code>https://</code>, such as{' '}
          <code>{reference.sandboxUrl}</code>.
        </p>
      );
    case 'credentials-in-url':
      return (
        <p>
          The base URL holds a user name or password (<code>user:pass@</code>). The browser refuses to send it, and the
          console does not store it. Remove it from the URL.
        </p>
      );
    case 'query-or-fragment-in-url':
      return (
        <p>
          The base URL cannot hold <code>?</code> or <code>#</code>: the console adds each operation&apos;s path and
          query after it. Give the address up to the REST path, such as <code>{reference.sandboxUrl}</code>.
        </p>
      );
    case 'mixed-content':
      return (
        <p>
          This page is on https, so the browser blocks calls to plain http (mixed content) other than to{' '}
          <code>localhost</code>. Give your {serviceName} an https address, or run these docs locally (
          <code>npm start</code>).
        </p>
      );
    case 'not-running':
      return failure.toSandbox ? (
        <p>
          The sandbox is not running: start it with the two commands above, under Server, and send again.
          <LocalNetworkHint url={url} />
        </p>
      ) : (
        <p>
          Nothing answers at <code>{url}</code>: check that your {serviceName} runs, and its address, port and REST
          path.
          <LocalNetworkHint url={url} />
        </p>
      );
    case 'cors':
      return (
        <p>
          The server answered, but the browser hid the answer from this page: it sends no CORS headers for this origin.{' '}
          {reference.allowsCrossOrigin
            ? `Check that nothing between you and your ${serviceName} (a proxy) drops them.`
            : `${serviceName} sends none, so a page on another origin cannot call a real ${serviceName}: use copy as curl, or the sandbox, which allows it.`}
        </p>
      );
    case 'redirect':
      return (
        <p>
          The server answered with a redirect; the console does not follow redirects (as curl without <code>-L</code>).
          Use the address it redirects to.
        </p>
      );
    case 'other':
      return (
        <p>
          The browser refused the request
          {detail && (
            <>
              : <code>{detail}</code>
            </>
          )}
          . Its console may say more.
        </p>
      );
  }
}

type CopyAsCurlProps = Pick<ResponseViewProps, 'streams' | 'credentialHeader'> & {request: PreparedRequest};

function CopyAsCurl({request, streams, credentialHeader}: CopyAsCurlProps): ReactNode {
  const hidesCredential = credentialHeader !== undefined && credentialHeader in request.headers;
  return (
    <div className={styles.curl}>
      <div className={styles.responseLine}>
        <span className={styles.label}>As curl (POSIX shell)</span>
        <CopyButton
          label="Copy as curl"
          text={() => curlCommand(request, streams)}
          className="button button--sm button--secondary"
        />
      </div>
      {/* Focusable, as every box that scrolls is: a keyboard reader scrolls it with the arrow keys. A region, for the
      name that a focus stop needs (a <pre> may not carry one). */}
      <pre className={styles.output} tabIndex={0} role="region" aria-label="curl command">
        <code>{curlCommand(request, streams, hidesCredential ? credentialHeader : undefined)}</code>
      </pre>
      {hidesCredential && (
        <p className={styles.hint}>
          Shown as <code>${credentialVariable(credentialHeader)}</code>: Copy as curl copies the value itself.
        </p>
      )}
    </div>
  );
}

function Headers({headers, isCrossOrigin}: {headers: Array<[string, string]>; isCrossOrigin: boolean}): ReactNode {
  return (
    <details className={styles.headers}>
      <summary>Headers ({headers.length})</summary>
      <dl>
        {headers.map(([name, value]) => (
          <div key={name}>
            <dt>{name}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {isCrossOrigin && (
        <p className={styles.hint}>
          From another origin, the browser lets the page read only the CORS-safelisted headers (such as{' '}
          <code>Content-Type</code>) and those the server lists in <code>Access-Control-Expose-Headers</code>: curl
          shows them all.
        </p>
      )}
    </details>
  );
}

function Status({status, statusText, ms}: {status: number; statusText: string; ms: number}): ReactNode {
  return (
    <>
      <span className={clsx(statusStyles.status, status < 400 ? statusStyles.statusSuccess : statusStyles.statusError)}>
        {status} {statusText}
      </span>
      <span className={styles.hint}>{ms} ms</span>
    </>
  );
}

export default function ResponseView({
  result,
  sent,
  streams,
  reference,
  attempt,
  credentialHeader,
  statusLineRef,
}: ResponseViewProps): ReactNode {
  return (
    <div className={styles.response}>
      <p role="status" className="visually-hidden">
        {announcementOf(result)}
      </p>
      {result.kind === 'pending' && <p className={styles.hint}>Sending…</p>}
      {result.kind === 'stopped' && (
        <p ref={statusLineRef} tabIndex={-1} className={clsx(styles.hint, styles.statusLine)}>
          {STOPPED_BEFORE_ANSWER}
        </p>
      )}
      {result.kind === 'failure' && (
        <div key={attempt} className={styles.failure} role="alert">
          <FailureMessage failure={result} reference={reference} />
        </div>
      )}
      {result.kind === 'answer' && (
        <>
          <p className={styles.responseLine}>
            <Status {...result} />
          </p>
          <Headers headers={result.headers} isCrossOrigin={result.isCrossOrigin} />
          {result.text !== '' && (
            <pre className={styles.output} tabIndex={0} role="region" aria-label="Response body">
              <code>{prettyJson(result.text)}</code>
            </pre>
          )}
        </>
      )}
      {result.kind === 'stream' && (
        <>
          <p ref={statusLineRef} tabIndex={-1} className={clsx(styles.responseLine, styles.statusLine)}>
            <Status {...result} />
            <span className={styles.hint}>
              {result.lines.length} {result.lines.length === 1 ? 'line' : 'lines'}
              {result.state === 'open' ? ', open' : `, ${result.state}`}
            </span>
          </p>
          <Headers headers={result.headers} isCrossOrigin={result.isCrossOrigin} />
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the list scrolls once it fills its box, and a keyboard reader scrolls it by focusing it (WCAG 2.1.1, axe's scrollable-region-focusable) */}
          <ol className={styles.lines} tabIndex={0} aria-label="Stream lines">
            {result.lines.map((line, index) => (
              // Lines only ever append: the index is stable.
              <li key={index}>
                <code>{line}</code>
              </li>
            ))}
          </ol>
        </>
      )}
      {sent && <CopyAsCurl request={sent} streams={streams} credentialHeader={credentialHeader} />}
    </div>
  );
}
