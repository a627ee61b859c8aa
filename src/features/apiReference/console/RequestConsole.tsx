/**
 * The request console of one operation, opened under it: server, parameters, body and credential, checked against the
 * operation's schemas, then the answer (./ResponseView.tsx) and the same request as a curl command.
 */
import {useEffect, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import {API_CONSOLE} from '../options';
import {prepareRequest, refusalOf, type PreparedRequest} from './request';
import {useCredential, useServer} from './sharedChoices';
import {useSend} from './useSend';
import {useValidation} from './useValidation';
import ServerPicker from './ServerPicker';
import {BodyField, CredentialField, ParameterField} from './RequestFields';
import StopButton, {useFocusAfterStop} from './StopButton';
import ConfirmSend from './ConfirmSend';
import ResponseView from './ResponseView';
import type {ConsoleParameter, ConsoleReference} from './types';
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
  const [credential, setCredential] = useCredential(baseUrl, server.isSandbox ? API_CONSOLE.sandboxCredential : '');
  const fieldPrefix = `${titleId}-field`;
  const parameterId = ({name, in: location}: ConsoleParameter) => `${fieldPrefix}-${location}-${name}`;
  const problems = useValidation(operation, reference.defs, {
    parameters,
    body,
    parameterId,
    bodyId: `${fieldPrefix}-body`,
  });
  const sending = useSend(operation, isOpen);
  const {statusLine, sendButton, onStopFocusLost} = useFocusAfterStop();
  // A request that changes state, waiting for the reader's word before it goes to a real server.
  const [toConfirm, setToConfirm] = useState<PreparedRequest>();
  const title = useRef<HTMLHeadingElement>(null);

  // Focus moves into the panel as it opens.
  useEffect(() => {
    if (isOpen) title.current?.focus();
  }, [isOpen]);

  const target = {baseUrl, toSandbox: server.isSandbox};
  const send = (evenIfInvalid: boolean) => {
    if (!problems.mayGo(evenIfInvalid)) return;
    const request = prepareRequest(operation, {baseUrl, parameters, body, credential});
    // A URL the browser refuses gets its explanation at once: nothing could be sent to confirm.
    const asks = operation.changesState && !server.isSandbox && !refusalOf(baseUrl, window.location.protocol);
    if (asks) setToConfirm(request);
    else sending.send(request, target);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    // In the body's editor Escape stays the editor's: a reader editing JSON does not expect the panel to close.
    if (event.key === 'Escape' && !(event.target instanceof HTMLTextAreaElement)) onClose();
  };

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
            id={parameterId(parameter)}
            parameter={parameter}
            value={parameters[parameter.name] ?? ''}
            problems={problems.parameterProblems(parameter.name)}
            onChange={(value) => setParameters((current) => ({...current, [parameter.name]: value}))}
          />
        ))}
        {operation.body && (
          <BodyField
            id={`${fieldPrefix}-body`}
            required={operation.body.required}
            value={body}
            problems={problems.bodyProblems}
            onChange={setBody}
          />
        )}
        {operation.credential && (
          <CredentialField
            id={`${fieldPrefix}-credential`}
            header={operation.credential.header}
            required={operation.credential.required}
            value={credential}
            isSandbox={server.isSandbox}
            onChange={setCredential}
          />
        )}
        <div className={styles.actions}>
          <button ref={sendButton} type="submit" className="button button--primary">
            Send {operation.method.toUpperCase()}
          </button>
          {problems.shownCount > 0 && (
            <>
              <button type="button" className="button button--secondary" onClick={() => send(true)}>
                Send anyway
              </button>
              <span className={styles.problemSummary}>
                {problems.shownCount === 1 ? '1 problem' : `${problems.shownCount} problems`}: fix, or send anyway to
                see the server&apos;s own answer.
              </span>
            </>
          )}
          {sending.streamRunning && <StopButton onStop={sending.stop} onFocusLost={onStopFocusLost} />}
        </div>
      </form>
      {toConfirm && (
        <ConfirmSend
          operationId={operationId}
          operation={operation}
          serverUrl={baseUrl}
          onAnswer={(confirmed) => {
            setToConfirm(undefined);
            if (confirmed) sending.send(toConfirm, target);
          }}
        />
      )}
      <ResponseView
        result={sending.result}
        sent={sending.sent}
        streams={operation.streams}
        reference={reference}
        attempt={sending.attempt}
        credentialHeader={operation.credential?.header}
        statusLineRef={statusLine}
      />
    </section>
  );
}
