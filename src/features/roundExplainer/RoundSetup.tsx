import {useId, type ReactNode} from 'react';
import clsx from 'clsx';
import {ROUND_EXPLAINER} from './options';
import {amountError, LEAVER, RECEIVER_NAMES, type SetupState} from './setup';
import styles from './styles.module.css';

interface Props {
  readonly setup: SetupState;
  readonly onChange: (setup: SetupState) => void;
  /** The exit variant offers the number of participants only. */
  readonly full: boolean;
}

function AmountInputs({setup, onChange}: Omit<Props, 'full'>): ReactNode {
  const id = `${useId()}amount`;
  const rows: {name: string; index: number}[] = RECEIVER_NAMES.slice(0, setup.receiverCount).map((name, index) => ({
    name,
    index,
  }));
  if (setup.leaver) rows.push({name: LEAVER.name, index: RECEIVER_NAMES.length});
  return (
    <details className={styles.amounts}>
      <summary>Amounts (sats)</summary>
      <div className={styles.amountGrid}>
        {rows.map(({name, index}) => {
          const error = amountError(setup.amounts[index]!);
          const errorId = `${id}-${index}-error`;
          return (
            <div key={name} className={styles.amount}>
              <label htmlFor={`${id}-${index}`}>{name}</label>
              <input
                id={`${id}-${index}`}
                type="number"
                inputMode="numeric"
                min={ROUND_EXPLAINER.minAmountSats}
                max={ROUND_EXPLAINER.maxAmountSats}
                step={1}
                value={setup.amounts[index]}
                aria-label={`${name}'s amount in sats`}
                aria-invalid={error !== null}
                aria-describedby={error ? errorId : undefined}
                onChange={(event) =>
                  onChange({
                    ...setup,
                    amounts: setup.amounts.map((amount, at) => (at === index ? event.target.value : amount)),
                  })
                }
              />
              {error && (
                <span id={errorId} className={styles.error}>
                  {error}
                </span>
              )}
            </div>
          );
        })}
      </div>
    </details>
  );
}

export default function RoundSetup({setup, onChange, full}: Props): ReactNode {
  const id = `${useId()}setup`;
  return (
    <fieldset className={clsx(styles.fieldset, styles.setup)}>
      <legend className={styles.visuallyHidden}>The round</legend>
      <label className={styles.range} htmlFor={`${id}-count`}>
        <span>
          Participants who get a VTXO: <output htmlFor={`${id}-count`}>{setup.receiverCount}</output>
        </span>
        <input
          id={`${id}-count`}
          type="range"
          min={ROUND_EXPLAINER.minParticipants}
          max={ROUND_EXPLAINER.maxParticipants}
          step={1}
          value={setup.receiverCount}
          onChange={(event) => onChange({...setup, receiverCount: Number(event.target.value)})}
        />
      </label>
      {full && (
        <>
          <label className={styles.choice}>
            <input
              type="checkbox"
              checked={setup.boarder}
              onChange={(event) => onChange({...setup, boarder: event.target.checked})}
            />{' '}
            {RECEIVER_NAMES[setup.receiverCount - 1]} boards (brings an on-chain UTXO)
          </label>
          <label className={styles.choice}>
            <input
              type="checkbox"
              checked={setup.leaver}
              onChange={(event) => onChange({...setup, leaver: event.target.checked})}
            />{' '}
            {LEAVER.name} leaves (collaborative exit)
          </label>
          <AmountInputs setup={setup} onChange={onChange} />
        </>
      )}
    </fieldset>
  );
}
