// The protocol's side comes from arkd v0.6.3 (common/tree, server/internal/core/application/service.go
// `reactToFraud`); what wallets do from the Go SDK (pkg/client-sdk/client.go `StartUnilateralExit`,
// `getRedeemBranches`, `CompleteUnilateralExit`), the TS SDK 0.1.1 (src/wallet/wallet.ts `exit`) and fulmine v0.1.12.
// A swept VTXO is flagged as the sweep is broadcast and listed as spent (server/internal/core/application/sweeper.go,
// server/internal/infrastructure/db/badger/vtxo_repo.go `GetAllNonRedeemedVtxos`).
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {ARKD_ROUND, ROUND_EXPLAINER} from './options';
import {
  branchObtainable,
  branchRejectedInV063,
  DEFAULT_TIMELOCKS,
  exitBranchOf,
  exitTimeline,
  humanDuration,
  positionOf,
  SECONDS_PER_DAY,
  vtxoTxName,
  type ExitTimeline,
} from './model';
import ExitNotes from './ExitNotes';
import {Range, type ExitProps} from './Controls';
import styles from './styles.module.css';

const {exitDelaySeconds} = DEFAULT_TIMELOCKS;

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
    {key: 'confirmed', at: 0, text: "the round transaction confirms; the batch output's sweep clock starts"},
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

type Props = ExitProps & {showsAnswer: boolean};

export default function ExitPanel({round, view, settings, onChange, showsAnswer}: Props): ReactNode {
  const branch = exitBranchOf(round, view.receiver);
  const canBroadcast = branchObtainable(view);
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
                  : 'output 0 of the round transaction, the batch output'}
                {tx.children.length === 0 && `, and pays ${view.receiver.name}'s VTXO`}
              </li>
            ))}
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
      <ExitNotes round={round} view={view} rejected={rejectedBelowRoot} showsAnswer={showsAnswer} />
    </div>
  );
}
