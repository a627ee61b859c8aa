import React, {useId, type ReactNode} from 'react';
import clsx from 'clsx';
import {ROUND_EXPLAINER} from '@site/src/constants';
import type {Participant, ParticipantRole} from '@site/src/model/round';
import styles from './styles.module.css';

/** The round the reader asks for. Amounts are kept as typed, so that a half-typed number is not thrown away. */
export interface SetupState {
  readonly receiverCount: number;
  readonly boarder: boolean;
  readonly leaver: boolean;
  /** By receiver, then the leaver's last. */
  readonly amounts: readonly string[];
}

const RECEIVER_NAMES = ROUND_EXPLAINER.receiverNames;
const DEFAULT_AMOUNTS = [...ROUND_EXPLAINER.receiverAmounts, ROUND_EXPLAINER.leaver.amount];

export const INITIAL_SETUP: SetupState = {
  receiverCount: ROUND_EXPLAINER.initialParticipants,
  boarder: false,
  leaver: false,
  amounts: DEFAULT_AMOUNTS.map(String),
};

/** The error to show for a typed amount, or null when it is a whole number of sats within the explainer's range. */
export function amountError(typed: string): string | null {
  const amount = Number(typed);
  if (typed.trim() === '' || !Number.isInteger(amount)) return 'Enter a whole number of sats.';
  if (amount < ROUND_EXPLAINER.minAmountSats || amount > ROUND_EXPLAINER.maxAmountSats) {
    return `Enter between ${ROUND_EXPLAINER.minAmountSats.toLocaleString('en-US')} and ${ROUND_EXPLAINER.maxAmountSats.toLocaleString('en-US')} sats.`;
  }
  return null;
}

/** The participants in registration order; a mistyped amount falls back to its default until it is fixed. */
export function participantsOf(setup: SetupState): Participant[] {
  const amountAt = (index: number) => (amountError(setup.amounts[index]!) === null ? Number(setup.amounts[index]) : DEFAULT_AMOUNTS[index]!);
  const receivers = RECEIVER_NAMES.slice(0, setup.receiverCount).map((name, index): Participant => {
    const role: ParticipantRole = setup.boarder && index === setup.receiverCount - 1 ? 'board' : 'refresh';
    return {name, amount: amountAt(index), role};
  });
  if (!setup.leaver) return receivers;
  return [...receivers, {name: ROUND_EXPLAINER.leaver.name, amount: amountAt(RECEIVER_NAMES.length), role: 'leave'}];
}

interface Props {
  readonly setup: SetupState;
  readonly onChange: (setup: SetupState) => void;
  /** The exit variant offers the number of participants only. */
  readonly full: boolean;
}

function AmountInputs({setup, onChange}: Omit<Props, 'full'>): ReactNode {
  const id = useId();
  const rows: {name: string; index: number}[] = RECEIVER_NAMES.slice(0, setup.receiverCount).map((name, index) => ({name, index}));
  if (setup.leaver) rows.push({name: ROUND_EXPLAINER.leaver.name, index: RECEIVER_NAMES.length});
  return (
    <details className={styles.amounts}>
      <summary>Amounts (sats)</summary>
      <div className={styles.amountGrid}>
        {rows.map(({name, index}) => {
          const error = amountError(setup.amounts[index]!);
          const errorId = `${id}-${index}-error`;
          return (
            <div key={name} className={styles.amount}>
              <label htmlFor={`${id}-${index}`}>
                {name}
                <span className={styles.visuallyHidden}>&apos;s amount in sats</span>
              </label>
              <input
                id={`${id}-${index}`}
                type="number"
                inputMode="numeric"
                min={ROUND_EXPLAINER.minAmountSats}
                max={ROUND_EXPLAINER.maxAmountSats}
                step={1}
                value={setup.amounts[index]}
                aria-invalid={error !== null}
                aria-describedby={error ? errorId : undefined}
                onChange={(event) => onChange({...setup, amounts: setup.amounts.map((amount, at) => (at === index ? event.target.value : amount))})}
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
  const id = useId();
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
            <input type="checkbox" checked={setup.boarder} onChange={(event) => onChange({...setup, boarder: event.target.checked})} />{' '}
            {RECEIVER_NAMES[setup.receiverCount - 1]} boards (brings an on-chain UTXO)
          </label>
          <label className={styles.choice}>
            <input type="checkbox" checked={setup.leaver} onChange={(event) => onChange({...setup, leaver: event.target.checked})} />{' '}
            {ROUND_EXPLAINER.leaver.name} leaves (collaborative exit)
          </label>
          <AmountInputs setup={setup} onChange={onChange} />
        </>
      )}
    </fieldset>
  );
}
