/** Where the console sends its requests: the reference's sandbox, or a server the reader names (./sharedChoices.ts). */
import type {ReactNode} from 'react';
import {SOURCE_REPOSITORY} from '@site/src/constants';
import type {ServerChoice} from './sharedChoices';
import type {ConsoleReference} from './types';
import styles from './styles.module.css';

interface ServerPickerProps {
  reference: ConsoleReference;
  server: ServerChoice;
  onChange: (choice: ServerChoice) => void;
  idPrefix: string;
}

export default function ServerPicker({reference, server, onChange, idPrefix}: ServerPickerProps): ReactNode {
  const urlId = `${idPrefix}-server-url`;
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.label}>Server</legend>
      <label className={styles.choice}>
        <input
          type="radio"
          name={`${idPrefix}-server`}
          checked={server.isSandbox}
          onChange={() => onChange({...server, isSandbox: true})}
        />{' '}
        Sandbox <code>{reference.sandboxUrl}</code>
      </label>
      <label className={styles.choice}>
        <input
          type="radio"
          name={`${idPrefix}-server`}
          checked={!server.isSandbox}
          onChange={() => onChange({...server, isSandbox: false})}
        />{' '}
        Your {reference.serviceName}
      </label>
      {!server.isSandbox && (
        <>
          <label htmlFor={urlId} className="visually-hidden">
            Base URL of your {reference.serviceName}
          </label>
          <input
            id={urlId}
            className={styles.input}
            type="url"
            inputMode="url"
            spellCheck={false}
            placeholder={reference.sandboxUrl}
            value={server.customUrl}
            onChange={(event) => onChange({isSandbox: false, customUrl: event.target.value})}
          />
          {!reference.allowsCrossOrigin && (
            <p className={styles.hint}>
              A real {reference.serviceName} sends no CORS headers, so your browser will not let this page read its
              answers. Call it with curl or from your backend; only the sandbox adds the headers.
            </p>
          )}
        </>
      )}
      <p className={styles.hint}>
        The sandbox answers with this reference&apos;s examples, on your machine. It comes with the source of this site,{' '}
        <a href={SOURCE_REPOSITORY}>{SOURCE_REPOSITORY.replace(/^https:\/\//, '')}</a>; to start it, run:
      </p>
      <ol className={styles.hint}>
        {reference.sandboxCommands.map((command) => (
          <li key={command}>
            <code>{command}</code>
          </li>
        ))}
      </ol>
    </fieldset>
  );
}
