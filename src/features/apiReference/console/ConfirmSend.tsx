/** Asks before a call that changes state goes to a real server: a modal dialog; Cancel and Escape send nothing. */
import {useEffect, useId, useRef, type ReactNode} from 'react';
import type {ConsoleOperation} from './types';
import styles from './styles.module.css';

interface ConfirmSendProps {
  operationId: string;
  operation: ConsoleOperation;
  serverUrl: string;
  onAnswer: (send: boolean) => void;
}

export default function ConfirmSend({operationId, operation, serverUrl, onAnswer}: ConfirmSendProps): ReactNode {
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  useEffect(() => dialog.current?.showModal(), []);
  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      // Escape and both buttons close it; only Send sets this value.
      onClose={(event) => onAnswer(event.currentTarget.returnValue === 'send')}
      // Escape here is the dialog's: it must not also close the console's panel around it.
      onKeyDown={(event) => event.stopPropagation()}
    >
      <form method="dialog">
        <h5 id={`${id}-title`}>
          Send {operationId} to {serverUrl}?
        </h5>
        <p id={`${id}-text`}>
          <code>{`${operation.method.toUpperCase()} ${operation.path}`}</code> changes state on that server, which is
          not the sandbox, with the credential you gave.
        </p>
        <div className={styles.actions}>
          {/* First, to have the focus as the dialog opens. */}
          <button type="submit" value="cancel" className="button button--secondary">
            Cancel
          </button>
          <button type="submit" value="send" className="button button--danger">
            Send {operationId}
          </button>
        </div>
      </form>
    </dialog>
  );
}
