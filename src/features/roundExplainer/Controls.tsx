// What the reader sets: the round, and the exit it shows.
import {useId, type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import type {ExitScenario, ExitView, RoundModel} from './model';
import {ROUND_EXPLAINER} from './options';
import {amountError, LEAVER, RECEIVER_NAMES, type SetupState} from './cast';
import styles from './styles.module.css';

/** A checkbox or a radio button, in its label. */
function Choice({children, ...input}: ComponentProps<'input'>): ReactNode {
  return (
    <label className={styles.choice}>
      <input {...input} /> {children}
    </label>
  );
}

interface RadiosProps<Value> {
  name: string;
  options: readonly (readonly [Value, string])[];
  value: Value;
  onChange: (value: Value) => void;
}

/** One radio button for each [value, label] option; `name` is made unique on the page. */
export function Radios<Value extends string>({name, options, value, onChange}: RadiosProps<Value>): ReactNode {
  const uniqueName = `${useId()}${name}`;
  return options.map(([option, label]) => (
    <Choice key={option} type="radio" name={uniqueName} checked={option === value} onChange={() => onChange(option)}>
      {label}
    </Choice>
  ));
}

interface RangeProps extends Pick<ComponentProps<'input'>, 'min' | 'max' | 'step'> {
  /** Made unique on the page. */
  id: string;
  value: number;
  /** The label, before and after the value (`shown`, else `value`). */
  text: string;
  after?: string;
  shown?: string;
  onChange: (value: number) => void;
}

/** `htmlFor`: the <output> inside is labelable too, and would otherwise take the label from the slider. */
export function Range({id: localId, text, after, shown, onChange, ...input}: RangeProps): ReactNode {
  const id = `${useId()}${localId}`;
  return (
    <label className={styles.range} htmlFor={id}>
      <span>
        {text}
        <output htmlFor={id}>{shown ?? input.value}</output>
        {after}
      </span>
      <input id={id} type="range" {...input} onChange={(event) => onChange(Number(event.target.value))} />
    </label>
  );
}

/** Without `full` (the exit variant), the number of participants only. */
type SetupProps = {setup: SetupState; onChange: (setup: SetupState) => void; full: boolean};

export function RoundSetup({setup, onChange, full}: SetupProps): ReactNode {
  const id = `${useId()}amount`;
  const set = (change: Partial<SetupState>) => onChange({...setup, ...change});
  const amountRows = RECEIVER_NAMES.slice(0, setup.receiverCount).map((name, index) => ({name, index}));
  if (setup.leaver) amountRows.push({name: LEAVER.name, index: RECEIVER_NAMES.length});
  return (
    <fieldset className={clsx(styles.fieldset, styles.setup)}>
      <legend className="visually-hidden">The round</legend>
      <Range
        id="setup-count"
        text="Participants who get a VTXO: "
        min={ROUND_EXPLAINER.minParticipants}
        max={ROUND_EXPLAINER.maxParticipants}
        step={1}
        value={setup.receiverCount}
        onChange={(receiverCount) => set({receiverCount})}
      />
      {full && (
        <>
          <Choice type="checkbox" checked={setup.boarder} onChange={(event) => set({boarder: event.target.checked})}>
            {RECEIVER_NAMES[setup.receiverCount - 1]} boards (brings an on-chain UTXO)
          </Choice>
          <Choice type="checkbox" checked={setup.leaver} onChange={(event) => set({leaver: event.target.checked})}>
            {LEAVER.name} leaves (collaborative exit)
          </Choice>
          <details className={styles.amounts}>
            <summary>Amounts (sats)</summary>
            <div className={styles.amountGrid}>
              {amountRows.map(({name, index}) => {
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
                        set({amounts: setup.amounts.map((amount, at) => (at === index ? event.target.value : amount))})
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
        </>
      )}
    </fieldset>
  );
}

const SCENARIOS = [
  ['server-up', 'arkd is running'],
  ['double-spend', 'Someone tries to double-spend'],
  ['server-gone', 'The operator disappears'],
] as const satisfies readonly (readonly [ExitScenario, string])[];

/** The VTXO by its owner's name, so that the choice survives a change of the round. */
export interface ExitSettings extends Omit<ExitView, 'receiver'> {
  readonly receiverName: string;
  /** When the wallet starts the exit, in days after the commitment transaction confirmed. */
  readonly startDays: number;
}

export interface ExitProps {
  round: RoundModel;
  view: ExitView;
  settings: ExitSettings;
  onChange: (settings: ExitSettings) => void;
}

export function ExitControls({round, view, settings, onChange}: ExitProps): ReactNode {
  const set = (change: Partial<ExitSettings>) => onChange({...settings, ...change});
  return (
    <div className={styles.controls}>
      <fieldset className={styles.fieldset}>
        <legend>VTXO to exit</legend>
        <div className={styles.choices}>
          <Radios
            name="exit-vtxo"
            options={round.receivers.map(({name}) => [name, name] as const)}
            value={view.receiver.name}
            onChange={(receiverName) => set({receiverName})}
          />
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>Situation</legend>
        <div className={styles.choices}>
          <Radios
            name="exit-scenario"
            options={SCENARIOS}
            value={settings.scenario}
            onChange={(scenario) => set({scenario})}
          />
        </div>
        {settings.scenario === 'server-gone' && (
          <Choice
            type="checkbox"
            checked={settings.branchSaved}
            onChange={(event) => set({branchSaved: event.target.checked})}
          >
            The wallet saved its signed branch while arkd was up
          </Choice>
        )}
      </fieldset>
    </div>
  );
}
