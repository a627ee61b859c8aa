/**
 * The request console of one operation, opened in place under it: server, parameters, body and credential, checked
 * against the operation's schemas, then the answer (./ResponseView.tsx) and the same request as a curl command.
 */
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import {bodyProblems, parameterProblems} from './validation';
import {prepareRequest, type PreparedRequest} from './request';
import {sendRequest, type ConsoleResult} from './sendRequest';
import {useCredential, useServer} from './sharedChoices';
import ServerPicker from './ServerPicker';
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

/**
 * Stop, which goes away with the stream it stops, whether pressed or not: if it had the focus then, `onFocusLost` says
 * so, before the browser drops the focus to the page's start.
 */
function StopButton({onStop, onFocusLost}: {onStop: () => void; onFocusLost: () => void}): ReactNode {
  const button = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    const element = button.current;
    // Runs as React removes the button, while it is still in the document and may hold the focus.
    return () => {
      if (element && element === document.activeElement) onFocusLost();
    };
  }, [onFocusLost]);
  return (
    <button ref={button} type="button" className="button button--danger" onClick={onStop}>
      Stop
    </button>
  );
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
  // Each server has its own credential: another server's is never sent.
  const [credential, setCredential] = useCredential(baseUrl);
  // Errors show once the reader has tried to send, and follow each change from then on.
  const [hasTriedToSend, setTriedToSend] = useState(false);
  const [sent, setSent] = useState<PreparedRequest>();
  const [result, setResult] = useState<ConsoleResult>({kind: 'idle'});
  // Counts the sends, so that the same failure twice is a new alert, which a screen reader reads again.
  const [attempt, setAttempt] = useState(0);
  const running = useRef<AbortController | undefined>(undefined);
  const title = useRef<HTMLHeadingElement>(null);
  const sendButton = useRef<HTMLButtonElement>(null);
  const statusLine = useRef<HTMLParagraphElement>(null);
  const stopLostFocus = useRef(false);
  // A stream's request runs until stopped: waiting for its first line (grpc-gateway sends nothing before), then open.
  const streamRunning =
    operation.streams && (result.kind === 'pending' || (result.kind === 'stream' && result.state === 'open'));

  // Focus moves into the panel as it opens. A stream stops when it closes; any other request ends while hidden,
  // for its answer to be there when the reader reopens the panel.
  useEffect(() => {
    if (isOpen) title.current?.focus();
    else if (operation.streams) running.current?.abort();
  }, [isOpen, operation.streams]);
  useEffect(() => () => running.current?.abort(), []);
  // Stop went while it had the focus: the line that says how the stream ended takes it, or Send.
  // It goes in a render of this console, whose effects run after the browser has let go of the focus.
  useEffect(() => {
    if (!stopLostFocus.current) return;
    stopLostFocus.current = false;
    (statusLine.current ?? sendButton.current)?.focus();
  });

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
    setAttempt((count) => count + 1);
    // Only the latest request reports: a stream replaced by a new request says nothing more.
    void sendRequest(
      request,
      {operation, baseUrl, toSandbox: server.isSandbox, signal: controller.signal},
      (update) => {
        if (running.current === controller) setResult(update);
      },
    );
  };

  const markStopLostFocus = useCallback(() => {
    stopLostFocus.current = true;
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    // In the body's editor Escape stays the editor's: a reader editing JSON does not expect the panel to close.
    if (event.key === 'Escape' && !(event.target instanceof HTMLTextAreaElement)) onClose();
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
            onChange={setCredential}
          />
        )}
        <div className={styles.actions}>
          <button ref={sendButton} type="submit" className="button button--primary">
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
          {streamRunning && <StopButton onStop={() => running.current?.abort()} onFocusLost={markStopLostFocus} />}
        </div>
      </form>
      <ResponseView
        result={result}
        sent={sent}
        streams={operation.streams}
        reference={reference}
        attempt={attempt}
        credentialHeader={operation.credential?.header}
        statusLineRef={statusLine}
      />
    </section>
  );
}
