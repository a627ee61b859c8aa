/**
 * The protocol's side comes from arkd v0.6.3 (common/tree, server/internal/core/application/service.go
 * `reactToFraud`); what wallets do from the Go SDK (pkg/client-sdk/client.go `StartUnilateralExit`,
 * `getRedeemBranches`, `CompleteUnilateralExit`), the TS SDK 0.1.1 (src/wallet/wallet.ts `exit`) and fulmine v0.1.12.
 * A swept VTXO is flagged as the sweep is broadcast and listed as spent (server/internal/core/application/sweeper.go,
 * server/internal/infrastructure/db/badger/vtxo_repo.go `GetAllNonRedeemedVtxos`).
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {ARKD_ROUND, ROUND_EXPLAINER} from './options';
import {
  branchObtainable,
  branchRejectedInV063,
  DEFAULT_TIMELOCKS,
  exitBranchOf,
  exitTimeline,
  forfeitOf,
  humanDuration,
  positionOf,
  SECONDS_PER_DAY,
  vtxoTxName,
  type ExitTimeline,
  type ExitView,
  type RoundModel,
} from './model';
import Link from '@docusaurus/Link';
import ApiName from './ApiName';
import {Range, type ExitProps} from './Controls';
import styles from './styles.module.css';

const {exitDelaySeconds} = DEFAULT_TIMELOCKS;

/** In the notes of a branch that arkd v0.6.3's tree-signing defect (`branchRejectedInV063`) leaves unmineable. */
const BRANCH_SIGNING_DEFECT = (
  <li>
    arkd v0.6.3 signs this branch for the wrong keys, so nodes reject it below the root. Rounds in which every wallet
    signs the whole tree are not affected (<Link to="/ark/FAQ#tree-signing-bug">known issue</Link>).
  </li>
);

interface NotesProps {
  readonly round: RoundModel;
  readonly view: ExitView;
  readonly rejected: boolean;
  /** The diagram draws the connector tree, and with it the server's answer to a double spend. */
  readonly showsAnswer: boolean;
}

function ScenarioNotes({round, view, rejected, showsAnswer}: NotesProps): ReactNode {
  const {receiver} = view;
  switch (view.scenario) {
    case 'server-up':
      return (
        <ul className={styles.notes}>
          <li>
            The wallet fetches what it needs from arkd: its VTXOs (<ApiName name="listVtxos" />) and the round&apos;s
            signed tree (<ApiName name="getRound" />
            ), then broadcasts through its on-chain explorer. The Go SDK skips what the explorer already has, in a block
            or in its mempool; the TS SDK 0.1.1 skips only what is confirmed.
          </li>
          <li>
            Go SDK: <code>StartUnilateralExit</code> (<code>ark redeem --force</code>) publishes the branches of every
            settled VTXO of the wallet and skips pending ones; <code>CompleteUnilateralExit</code> (
            <code>ark redeem --complete</code>) later spends the outputs whose delay has passed. Started after arkd has
            broadcast its sweep, <code>ark redeem --force</code> finds the swept VTXOs listed as spent and leaves them
            out without a word. Only a sweep that confirms after the wallet listed them makes it retry forever (
            <Link to="/ark/FAQ#redeem-force-endless-retry">known issue</Link>). TS SDK 0.1.1: <code>wallet.exit()</code>{' '}
            broadcasts the branches. Pass it the outpoints of settled VTXOs: one pending VTXO among those it covers
            makes it fail with &quot;leaf not found in tx tree&quot; before it broadcasts anything. The SDK has no call
            for the final spend. fulmine v0.1.12 has no unilateral exit at all, neither in its API nor in its web
            interface.
          </li>
          <li>
            Each tree transaction pays the fee fixed when arkd built the tree, at its minimum relay rate, and has no
            anchor output: nobody can raise that fee.
          </li>
          {rejected && BRANCH_SIGNING_DEFECT}
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
                {positionOf(forfeit.connector)}, an output of this round. The forfeit cannot be mined before this
                round&apos;s commitment transaction, which also funds {receiver.name}&apos;s new VTXO. No confirmed
                round, no valid forfeit.
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
            the {humanDuration(exitDelaySeconds)} exit delay runs: it broadcasts the newer round&apos;s connector branch
            and the forfeit, or the redeem transaction.
            {showsAnswer &&
              ' The highlighted connector branch and forfeit show that answer for the VTXO given up in this round.'}
          </li>
          <li>
            arkd v0.6.3 sends that answer once and never retries it (
            <Link to="/ark/FAQ#fraud-reaction-once">known issue</Link>), and a script with a short condition leaf can
            outrun it (<Link to="/ark/FAQ#condition-leaf-exit-delay">known issue</Link>).
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
            when they exit. With arkd gone they cannot exit, unless the signed tree was saved while arkd answered (from{' '}
            <code>roundFinalization</code> or <ApiName name="getRound" />) and is broadcast with other tools. fulmine
            has no unilateral exit, and does not even start while arkd is unreachable (
            <Link to="/ark/FAQ#fulmine-needs-arkd">known issue</Link>).
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
          {rejected && BRANCH_SIGNING_DEFECT}
        </ul>
      );
  }
}

interface TimelineEvent {
  readonly key: string;
  /** Seconds after the commitment transaction confirmed; null for what never happens. */
  readonly at: number | null;
  readonly text: string;
  readonly warning?: boolean;
}

function eventsOf(timeline: ExitTimeline, canBroadcast: boolean, branchLength: number, rejectedBelowRoot: boolean) {
  const late = canBroadcast && !timeline.beatsSweep;
  // With arkd v0.6.3's signing defect only the root can confirm: it alone races the sweep of the batch output.
  const racer = rejectedBelowRoot ? 'root' : 'branch';
  const race = !canBroadcast
    ? ''
    : late
      ? `, before the ${racer} has confirmed. A running arkd broadcasts its sweep as soon as the leaf opens, so the exit has normally lost already. Only with the operator gone do the two spends race, and the first to confirm wins`
      : `, too late: the ${racer} spent the batch output first`;
  const events: TimelineEvent[] = [
    {key: 'confirmed', at: 0, text: "the commitment transaction confirms; the batch output's sweep clock starts"},
    {
      key: 'expiry',
      at: timeline.sweepOpensAt,
      text: `the tree expires: the operator's sweep leaf on the batch output opens${race}`,
      warning: late,
    },
  ];
  if (!canBroadcast) {
    return [...events, {key: 'never', at: null, text: 'without its branch, the wallet has nothing to broadcast'}];
  }
  events.push({
    key: 'broadcast',
    at: timeline.startAt,
    text: rejectedBelowRoot
      ? `the wallet broadcasts the ${branchLength} transactions of the branch: in arkd v0.6.3 only the root is accepted, and the next one is rejected, signed for the wrong key (see the notes below)`
      : `the wallet broadcasts the ${branchLength} transaction${branchLength === 1 ? '' : 's'} of the branch (assumed to confirm in the next block, which is optimistic: each tree transaction pays only the minimum relay fee, usually 1 sat/vB)`,
    warning: rejectedBelowRoot,
  });
  events.push(
    rejectedBelowRoot
      ? {key: 'exit', at: null, text: 'the exit leaf opens: in arkd v0.6.3 this VTXO cannot reach the chain'}
      : {
          key: 'exit',
          at: timeline.exitOpensAt,
          text: late
            ? 'the exit leaf opens now, if the branch won the race against the sweep'
            : `the exit leaf opens, ${humanDuration(timeline.exitOpensAt - timeline.branchConfirmedAt)} after the leaf confirmed: the owner alone can spend the VTXO`,
        },
  );
  // A stable sort: an event that happens at the same time as another keeps its place after it.
  return events.sort((a, b) => (a.at ?? Infinity) - (b.at ?? Infinity));
}

const day = (seconds: number) => `day ${(seconds / SECONDS_PER_DAY).toFixed(1)}`;

export default function ExitDetails({
  round,
  view,
  settings,
  onChange,
  showsAnswer,
}: ExitProps & {readonly showsAnswer: boolean}): ReactNode {
  const branch = exitBranchOf(round, view.receiver);
  const canBroadcast = branchObtainable(view);
  // arkd v0.6.3's tree-signing defect: nodes reject the branch below its root.
  const rejectedBelowRoot = branchRejectedInV063(round, view.receiver);
  const startAt = settings.startDays * SECONDS_PER_DAY;
  const timeline = exitTimeline(DEFAULT_TIMELOCKS, startAt, ROUND_EXPLAINER.blockIntervalSeconds);
  const end = Math.max(timeline.sweepOpensAt, timeline.exitOpensAt) * 1.08;
  const at = (seconds: number) => `${((seconds / end) * 100).toFixed(2)}%`;
  return (
    <div className={styles.panel}>
      {canBroadcast ? (
        <>
          <p>
            To put {view.receiver.name}&apos;s VTXO on-chain, broadcast in this order ({branch.length + 1} transactions
            in all):
          </p>
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
            {/* The explainer shows a default arkd's delay, which arkd rounds down to BIP-68's unit. */}
            <li>
              {humanDuration(exitDelaySeconds)} ({exitDelaySeconds} s
              {`, arkd's default ${ARKD_ROUND.defaultUnilateralExitDelaySeconds} s rounded down to a multiple of ${ARKD_ROUND.relativeLocktimeUnitSeconds} s`}
              ) after the leaf confirmed: a spend of the VTXO through its exit leaf, {view.receiver.name}&apos;s key
              alone, to an address of the wallet.
            </li>
          </ol>
        </>
      ) : (
        <p className={styles.warning}>
          {view.receiver.name}&apos;s wallet has no copy of the {branch.length} signed transaction
          {branch.length === 1 ? '' : 's'} of its branch and nowhere left to fetch {branch.length === 1 ? 'it' : 'them'}
          : it cannot exit.
        </p>
      )}
      <Range
        id="exit-start"
        text="Start the exit on day "
        after=" after the round confirmed"
        shown={settings.startDays.toFixed(1)}
        min={0}
        max={ROUND_EXPLAINER.exitStartMaxDays}
        step={ROUND_EXPLAINER.exitStartStepDays}
        value={settings.startDays}
        onChange={(startDays) => onChange({...settings, startDays})}
      />
      {/* The bar is hidden from assistive technology: the list below it says the same in words, not in colours. */}
      <div className={styles.timeline}>
        <div className={styles.timelineBar} aria-hidden="true">
          {canBroadcast && !rejectedBelowRoot && (
            <div
              className={styles.timelineDelay}
              data-late={!timeline.beatsSweep}
              style={{
                left: at(timeline.branchConfirmedAt),
                width: at(timeline.exitOpensAt - timeline.branchConfirmedAt),
              }}
            />
          )}
          <div className={styles.timelineSweep} style={{left: at(timeline.sweepOpensAt)}} />
          {canBroadcast && <div className={styles.timelineStart} style={{left: at(timeline.startAt)}} />}
        </div>
        <ol className={clsx('clean-list', styles.timelineEvents)}>
          {eventsOf(timeline, canBroadcast, branch.length, rejectedBelowRoot).map((event) => (
            <li key={event.key} className={event.warning ? styles.warning : undefined}>
              <strong>{event.at === null ? 'never' : day(event.at)}</strong> · {event.text}
            </li>
          ))}
        </ol>
      </div>
      <ScenarioNotes round={round} view={view} rejected={rejectedBelowRoot} showsAnswer={showsAnswer} />
    </div>
  );
}
