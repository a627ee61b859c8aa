/**
 * The request console of one operation, opened in place under it: server, parameters, body and credential, checked
 * against the operation's schemas, then the answer (./ResponseView.tsx) and the same request as a curl command.
 */
import {useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import {bodyProblems, parameterProblems} from './validation';
import {prepareRequest, type PreparedRequest} from './request';
import {savedCredential, saveCredential} from './storage';
import {sendRequest, type ConsoleResult} from './sendRequest';
import ServerPicker, {useServer} from './ServerPicker';
import {BodyField, CredentialField, ParameterField} from './RequestFields';
import ResponseView from './ResponseView';
import type {ConsoleReference} from './types';
import styles from './styles.module.css';

interface RequestConsoleProps {
  reference: ConsoleReference;
  operationId: string;
  titleId: string;
  /** Closed, the console stays mounted but hidden, so that reopening it finds the request and answer as they were. */
  isOpen: boolean;
  onClose: () => void;
}

export default function RequestConsole({
  reference,
  operationId,
  titleId,
  isOpen,
  onClose,
}: RequestConsoleProps): ReactNode {
  const operation = reference.operations[operationId];
  if (!operation) throw new Error(`The console data of ${reference.id} has no operation ${operationId}`);
  const [baseUrl, server, setServer] = useServer(reference);
  const [parameters, setParameters] = useState(() =>
    Object.fromEntries(operation.parameters.map((parameter) => [parameter.name, parameter.example])),
  );
  const [body, setBody] = useState(operation.body?.example ?? '');
  // Each server has its own credential, typed here or kept from earlier in the tab: another server's is never sent.
  const [typedCredentials, setTypedCredentials] = useState<Record<string, string>>({});
  const credential = typedCredentials[baseUrl] ?? savedCredential(baseUrl);
  // Errors show once the reader has tried to send, and follow each change from then on.
  const [hasTriedToSend, setTriedToSend] = useState(false);
  const [sent, setSent] = useState<PreparedRequest>();
  const [result, setResult] = useState<ConsoleResult>({kind: 'idle'});
  const running = useRef<AbortController | undefined>(undefined);
  const title = useRef<HTMLHeadingElement>(null);
  const statusLine = useRef<HTMLParagraphElement>(null);

  // Focus moves into the panel as it opens; a stream still running stops when it closes.
  useEffect(() => {
    if (isOpen) title.current?.focus();
    else running.current?.abort();
  }, [isOpen]);
  useEffect(() => () => running.current?.abort(), []);

  const problems = useMemo(
    () => ({
      parameters: Object.fromEntries(
        operation.parameters.map((parameter) => [
          parameter.name,
          parameterProblems(parameter, parameters[parameter.name] ?? '', reference.defs),
        ]),
      ),
      body: operation.body ? bodyProblems(body, operation.body.schema, reference.defs) : [],
    }),
    [operation, parameters, body, reference.defs],
  );
  const problemCount =
    Object.values(problems.parameters).reduce((sum, list) => sum + list.length, 0) + problems.body.length;

  const fieldPrefix = `${titleId}-field`;
  const parameterFieldId = ({name, in: location}: {name: string; in: string}) => `${fieldPrefix}-${location}-${name}`;

  const send = (evenIfInvalid: boolean) => {
    setTriedToSend(true);
    if (problemCount > 0 && !evenIfInvalid) {
      // The first field at fault takes the focus; its problems are read with it (aria-describedby).
      const parameter = operation.parameters.find(({name}) => (problems.parameters[name] ?? []).length > 0);
      document.getElementById(parameter ? parameterFieldId(parameter) : `${fieldPrefix}-body`)?.focus();
      return;
    }
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    const request = prepareRequest(operation, {baseUrl, parameters, body, credential});
    setSent(request);
    // Only the latest request reports: a stream replaced by a new request says nothing more.
    void sendRequest(request, {operation, baseUrl, signal: controller.signal}, (update) => {
      if (running.current === controller) setResult(update);
    });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    // In the body's editor Escape stays the editor's: a reader editing JSON does not expect the panel to close.
    if (event.key === 'Escape' && !(event.target instanceof HTMLTextAreaElement)) onClose();
  };

  const stop = () => {
    running.current?.abort();
    // Stop goes away with the stream: the focus goes to the line that says it stopped, not to the page's start.
    statusLine.current?.focus();
  };

  const showProblems = hasTriedToSend;
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape from a control closes the panel, as a disclosure's does; the controls inside are the interactive parts
    <section className={styles.panel} aria-labelledby={titleId} onKeyDown={onKeyDown}>
      {/* Closed by the button that opened it, just above, or by Escape outside the body: where it was opened. */}
      <h4 id={titleId} ref={title} tabIndex={-1} className={styles.panelTitle}>
        Try {operationId}
      </h4>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send(false);
        }}
      >
        <ServerPicker reference={reference} server={server} onChange={setServer} idPrefix={fieldPrefix} />
        {operation.parameters.map((parameter) => (
          <ParameterField
            key={parameter.name}
            id={parameterFieldId(parameter)}
            parameter={parameter}
            value={parameters[parameter.name] ?? ''}
            problems={showProblems ? (problems.parameters[parameter.name] ?? []) : []}
            onChange={(value) => setParameters((current) => ({...current, [parameter.name]: value}))}
          />
        ))}
        {operation.body && (
          <BodyField
            id={`${fieldPrefix}-body`}
            required={operation.body.required}
            value={body}
            problems={showProblems ? problems.body : []}
            onChange={setBody}
          />
        )}
        {operation.credential && (
          <CredentialField
            id={`${fieldPrefix}-credential`}
            header={operation.credential.header}
            required={operation.credential.required}
            value={credential}
            onChange={(value) => {
              setTypedCredentials((current) => ({...current, [baseUrl]: value}));
              saveCredential(baseUrl, value);
            }}
          />
        )}
        <div className={styles.actions}>
          <button type="submit" className="button button--primary">
            Send {operation.method.toUpperCase()}
          </button>
          {showProblems && problemCount > 0 && (
            <>
              <button type="button" className="button button--secondary" onClick={() => send(true)}>
                Send anyway
              </button>
              <span className={styles.problemSummary}>
                {problemCount === 1 ? '1 problem' : `${problemCount} problems`}: fix, or send anyway to see the
                server&apos;s own answer.
              </span>
            </>
          )}
          {result.kind === 'stream' && result.state === 'open' && (
            <button type="button" className="button button--danger" onClick={stop}>
              Stop
            </button>
          )}
        </div>
      </form>
      <ResponseView
        result={result}
        sent={sent}
        streams={operation.streams}
        reference={reference}
        isSandbox={server.isSandbox}
        credentialHeader={operation.credential?.header}
        statusLineRef={statusLine}
      />
    </section>
  );
}
