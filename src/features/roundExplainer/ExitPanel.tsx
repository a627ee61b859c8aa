/**
 * The protocol's side comes from arkd v0.6.3 (common/tree, server/internal/core/application/service.go
 * `reactToFraud`); what wallets do from the Go SDK (pkg/client-sdk/client.go `StartUnilateralExit`,
 * `getRedeemBranches`, `CompleteUnilateralExit`), the TS SDK 0.1.1 (src/wallet/wallet.ts `exit`) and fulmine v0.1.12.
 */
import {useId, type ReactNode} from 'react';
import {ARKD_ROUND, ROUND_EXPLAINER} from './options';
import {
  branchObtainable,
  branchRejectedInV063,
  daysToSeconds,
  exitBranchOf,
  exitTimeline,
  forfeitOf,
  humanDuration,
  positionOf,
  roundedDownToLocktimeUnit,
  vtxoTxName,
  type ExitScenario,
  type ExitView,
  type RoundModel,
  type RoundTimelocks,
} from '@site/src/features/roundExplainer/model';
import ApiName from './ApiName';
import ExitTimelineBar from './ExitTimelineBar';
import styles from './styles.module.css';

const SCENARIOS: {id: ExitScenario; label: string}[] = [
  {id: 'server-up', label: 'arkd is running'},
  {id: 'double-spend', label: 'Someone tries to double-spend'},
  {id: 'server-gone', label: 'The operator disappears'},
];

/** The VTXO by its owner's name, so that the choice survives a change of the round. */
export interface ExitSettings {
  readonly receiverName: string;
  readonly scenario: ExitScenario;
  readonly branchSaved: boolean;
  /** When the wallet starts the exit, in days after the commitment transaction confirmed. */
  readonly startDays: number;
}

interface Props {
  readonly round: RoundModel;
  readonly timelocks: RoundTimelocks;
  readonly view: ExitView;
  readonly settings: ExitSettings;
  readonly onChange: (settings: ExitSettings) => void;
}

type ViewProps = Pick<Props, 'round' | 'view' | 'timelocks'>;

/** Whether the exit delay is the one a default arkd enforces, so the reader learns where 86016 comes from. */
function isArkdDefaultExitDelay(timelocks: RoundTimelocks): boolean {
  return timelocks.exitDelaySeconds === roundedDownToLocktimeUnit(ARKD_ROUND.defaultUnilateralExitDelaySeconds);
}

function BranchList({round, view, timelocks}: ViewProps): ReactNode {
  const branch = exitBranchOf(round, view.receiver);
  return (
    <ol className={styles.branch} aria-label="Broadcast order">
      {branch.map((tx) => (
        <li key={positionOf(tx)}>
          {vtxoTxName(tx)}: spends{' '}
          {tx.parent
            ? `output ${tx.parentVout} of ${positionOf(tx.parent)}`
            : 'output 0 of the commitment transaction, the batch output'}
          {tx.children.length === 0 && `, and pays ${view.receiver.name}'s VTXO`}
        </li>
      ))}
      <li>
        {humanDuration(timelocks.exitDelaySeconds)} ({timelocks.exitDelaySeconds} s
        {isArkdDefaultExitDelay(timelocks) &&
          `, arkd's default ${ARKD_ROUND.defaultUnilateralExitDelaySeconds} s rounded down to a multiple of ${ARKD_ROUND.relativeLocktimeUnitSeconds} s`}
        ) after the leaf confirmed: a spend of the VTXO through its exit leaf, {view.receiver.name}&apos;s key alone, to
        an address of the wallet.
      </li>
    </ol>
  );
}

function BranchSigningDefect({round, view}: ViewProps): ReactNode {
  if (!branchRejectedInV063(round, view.receiver)) return null;
  return (
    <li>
      A defect of arkd v0.6.3, in its tree builder: each output of a tree transaction is locked to the key of the
      wallets that signed that transaction. The transaction spending it is signed by its own, smaller set. With branch
      signing, the default of both SDKs (<code>signingAll: false</code>), the two sets differ as soon as two wallets
      share a round. Every transaction of this branch below the root then carries a signature for the wrong key, and
      nodes reject it. The wallets&apos; own tree checks do not notice. Rounds where every wallet signs the whole tree
      are not affected. A fix exists upstream on a pull-request branch, in no release these docs describe.
    </li>
  );
}

function ScenarioNotes({round, view, timelocks}: ViewProps): ReactNode {
  const {receiver} = view;
  switch (view.scenario) {
    case 'server-up':
      return (
        <ul className={styles.notes}>
          <li>
            The wallet fetches what it needs from arkd: its VTXOs (<ApiName name="listVtxos" operationId="listVtxos" />)
            and the round&apos;s signed tree (<ApiName name="getRound" operationId="getRound" />
            ), then broadcasts through its on-chain explorer, skipping what the explorer already has, in a block or in
            its mempool.
          </li>
          <li>
            Go SDK: <code>StartUnilateralExit</code> (<code>ark redeem --force</code>) publishes the branches of every
            settled VTXO of the wallet and skips pending ones; <code>CompleteUnilateralExit</code> (
            <code>ark redeem --complete</code>) later spends the outputs whose delay has passed. TS SDK 0.1.1:{' '}
            <code>wallet.exit()</code> broadcasts the branches, stops with &quot;leaf not found in tx tree&quot; on a
            pending VTXO, and has no call for the final spend. fulmine v0.1.12 has no exit call in its API.
          </li>
          <li>
            Each tree transaction pays the fee fixed when arkd built the tree, at its minimum relay rate, and has no
            anchor output: nobody can raise that fee.
          </li>
          <BranchSigningDefect round={round} view={view} timelocks={timelocks} />
        </ul>
      );
    case 'double-spend': {
      const forfeit = forfeitOf(round, receiver);
      return (
        <ul className={styles.notes}>
          <li>
            {forfeit ? (
              <>
                The operator holds {receiver.name}&apos;s forfeit of the old VTXO, but it also spends connector{' '}
                {positionOf(forfeit.connector)}, an output of this round that can exist only once this round&apos;s
                commitment transaction confirms: the transaction that also creates {receiver.name}&apos;s new VTXO. No
                confirmed round, no valid forfeit.
              </>
            ) : (
              <>
                {receiver.name} gave up no VTXO: the boarding UTXO is an input of the commitment transaction itself,
                signed by {receiver.name}, so there is no forfeit to misuse.
              </>
            )}
          </li>
          <li>
            The operator cannot spend a VTXO alone: both of its leaves need the owner&apos;s key. Its only path without
            the owner is the sweep of tree outputs once the tree has expired.
          </li>
          <li>
            The other way round: if {receiver.name} later gives this VTXO up (forfeited in a newer round, or spent in a
            redeem transaction) and then publishes its branch, arkd, which watches VTXO scripts on-chain, answers while
            the {humanDuration(timelocks.exitDelaySeconds)} exit delay runs: it broadcasts the newer round&apos;s
            connector branch and the forfeit, or the redeem transaction. The highlighted connector branch and forfeit
            show that answer for the VTXO given up in this round.
          </li>
        </ul>
      );
    }
    case 'server-gone':
      return (
        <ul className={styles.notes}>
          <li>
            The protocol needs nothing from the operator to exit: every tree transaction is already signed. This
            release&apos;s wallets do not keep them. The Go SDK (<code>getRedeemBranches</code>) and the TS SDK 0.1.1 (
            <code>exit()</code>, whose own comment says it should not depend on the server) fetch the tree from arkd
            when they exit; fulmine builds on the Go SDK. With arkd gone they cannot exit, unless the signed tree was
            saved while arkd answered (from <code>roundFinalization</code> or{' '}
            <ApiName name="getRound" operationId="getRound" />) and is broadcast with other tools.
          </li>
          <li>
            The deadline is the tree expiry. Once the sweep leaf opens, the operator can spend the batch output too: the
            presigned root stays valid, so whichever spend confirms first wins. An operator that has truly gone cannot
            sweep; one that comes back can.
          </li>
          <li>
            A pending VTXO, an output of a redeem transaction, also needs that redeem transaction; neither SDK of this
            release can publish one.
          </li>
          <BranchSigningDefect round={round} view={view} timelocks={timelocks} />
        </ul>
      );
  }
}

export function ExitControls({
  round,
  view,
  settings,
  onChange,
}: Pick<Props, 'round' | 'view' | 'settings' | 'onChange'>): ReactNode {
  const id = `${useId()}exit`;
  return (
    <div className={styles.controls}>
      <fieldset className={styles.fieldset}>
        <legend>VTXO to exit</legend>
        <div className={styles.choices}>
          {round.receivers.map((receiver) => (
            <label key={receiver.name} className={styles.choice}>
              <input
                type="radio"
                name={`${id}-vtxo`}
                checked={receiver === view.receiver}
                onChange={() => onChange({...settings, receiverName: receiver.name})}
              />{' '}
              {receiver.name}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>Situation</legend>
        <div className={styles.choices}>
          {SCENARIOS.map((scenario) => (
            <label key={scenario.id} className={styles.choice}>
              <input
                type="radio"
                name={`${id}-scenario`}
                checked={scenario.id === settings.scenario}
                onChange={() => onChange({...settings, scenario: scenario.id})}
              />{' '}
              {scenario.label}
            </label>
          ))}
        </div>
        {settings.scenario === 'server-gone' && (
          <label className={styles.choice}>
            <input
              type="checkbox"
              checked={settings.branchSaved}
              onChange={(event) => onChange({...settings, branchSaved: event.target.checked})}
            />{' '}
            The wallet saved its signed branch while arkd was up
          </label>
        )}
      </fieldset>
    </div>
  );
}

export function ExitDetails({round, timelocks, view, settings, onChange}: Props): ReactNode {
  const startId = `${useId()}exit-start`;
  const canBroadcast = branchObtainable(view);
  const timeline = exitTimeline(timelocks, daysToSeconds(settings.startDays), ROUND_EXPLAINER.blockIntervalSeconds);
  const branchLength = exitBranchOf(round, view.receiver).length;
  return (
    <div className={styles.panel}>
      {canBroadcast ? (
        <>
          <p>
            To put {view.receiver.name}&apos;s VTXO on-chain, broadcast in this order ({branchLength + 1} transactions
            in all):
          </p>
          <BranchList round={round} view={view} timelocks={timelocks} />
        </>
      ) : (
        <p className={styles.warning}>
          {view.receiver.name}&apos;s wallet has no copy of the {branchLength} signed transaction
          {branchLength === 1 ? '' : 's'} of its branch and nowhere left to fetch {branchLength === 1 ? 'it' : 'them'}:
          it cannot exit.
        </p>
      )}
      {/* `htmlFor`: the <output> inside is labelable too, and would otherwise take the label from the slider. */}
      <label className={styles.range} htmlFor={startId}>
        <span>
          Start the exit on day <output htmlFor={startId}>{settings.startDays.toFixed(1)}</output> after the round
          confirmed
        </span>
        <input
          id={startId}
          type="range"
          min={0}
          max={ROUND_EXPLAINER.exitStartMaxDays}
          step={ROUND_EXPLAINER.exitStartStepDays}
          value={settings.startDays}
          onChange={(event) => onChange({...settings, startDays: Number(event.target.value)})}
        />
      </label>
      <ExitTimelineBar
        timeline={timeline}
        canBroadcast={canBroadcast}
        branchLength={branchLength}
        rejectedBelowRoot={branchRejectedInV063(round, view.receiver)}
      />
      <ScenarioNotes round={round} view={view} timelocks={timelocks} />
    </div>
  );
}
