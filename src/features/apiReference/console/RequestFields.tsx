/** The console's fields: each labelled, its problems beside it (`aria-describedby`) once the reader tries to send. */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import type {ConsoleParameter} from './types';
import styles from './styles.module.css';

function Problems({id, problems}: {id: string; problems: string[]}): ReactNode {
  if (problems.length === 0) return null;
  return (
    <ul id={id} className={styles.problems}>
      {problems.map((problem) => (
        <li key={problem}>{problem}</li>
      ))}
    </ul>
  );
}

interface FieldProps {
  id: string;
  value: string;
  problems: string[];
  onChange: (value: string) => void;
}

/** Attributes that tie a control to its problems. */
function problemAttributes(id: string, problems: string[]) {
  const isInvalid = problems.length > 0;
  return {'aria-invalid': isInvalid || undefined, 'aria-describedby': isInvalid ? `${id}-problems` : undefined};
}

export function ParameterField({
  id,
  parameter,
  value,
  problems,
  onChange,
}: FieldProps & {parameter: ConsoleParameter}): ReactNode {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        <code>{parameter.name}</code> <span className={styles.where}>{parameter.in}</span>
        {parameter.required && <span className={styles.required}> required</span>}
        {parameter.schema.type === 'array' && <span className={styles.where}> comma-separated</span>}
      </label>
      <input
        id={id}
        className={clsx(styles.input, problems.length > 0 && styles.invalid)}
        spellCheck={false}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...problemAttributes(id, problems)}
      />
      <Problems id={`${id}-problems`} problems={problems} />
    </div>
  );
}

export function BodyField({id, required, value, problems, onChange}: FieldProps & {required: boolean}): ReactNode {
  const lines = value.split('\n').length;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        Request body <span className={styles.where}>JSON</span>
        {required && <span className={styles.required}> required</span>}
      </label>
      <textarea
        id={id}
        className={clsx(styles.input, styles.body, problems.length > 0 && styles.invalid)}
        spellCheck={false}
        rows={Math.min(Math.max(lines, 3), 16)}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...problemAttributes(id, problems)}
      />
      <Problems id={`${id}-problems`} problems={problems} />
    </div>
  );
}

/**
 * The credential is not a field the console checks: a server with macaroons off needs none, and one with them on says
 * so itself (HTTP 500 `expected 1 macaroon, got 0`).
 */
export function CredentialField({
  id,
  header,
  required,
  value,
  isSandbox,
  onChange,
}: Omit<FieldProps, 'problems'> & {header: string; required: boolean; isSandbox: boolean}): ReactNode {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        <code>{header}</code> <span className={styles.where}>header</span>
        {required && <span className={styles.where}>, needed when macaroons are on</span>}
      </label>
      <input
        id={id}
        className={styles.input}
        type="password"
        autoComplete="off"
        spellCheck={false}
        value={value}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={`${id}-hint`} className={styles.hint}>
        {isSandbox ? (
          <>The sandbox accepts any value: the console has filled one in. </>
        ) : (
          required && (
            <>
              Without it, such a server answers HTTP 500 <code>expected 1 macaroon, got 0</code>.{' '}
            </>
          )
        )}
        A macaroon is a bearer credential: whoever holds it can make these calls, and an admin macaroon can move the
        operator&apos;s funds. The console keeps it in this page&apos;s memory only, until you reload or leave the page,
        and sends it only to the server chosen above.
      </p>
    </div>
  );
}
