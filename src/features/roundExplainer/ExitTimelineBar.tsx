import type {ReactNode} from 'react';
import {humanDuration, type ExitTimeline} from '@site/src/features/roundExplainer/model';
import styles from './styles.module.css';

const SECONDS_PER_DAY = 86_400;

const day = (seconds: number) => `day ${(seconds / SECONDS_PER_DAY).toFixed(1)}`;

interface TimelineEvent {
  readonly key: string;
  /** Seconds after the commitment transaction confirmed; null for what never happens. */
  readonly at: number | null;
  readonly text: string;
  readonly warning?: boolean;
}

function eventsOf(
  timeline: ExitTimeline,
  canBroadcast: boolean,
  branchLength: number,
  rejectedBelowRoot: boolean,
): TimelineEvent[] {
  const late = canBroadcast && !timeline.beatsSweep;
  // With arkd v0.6.3's signing defect only the root can confirm: it alone races the sweep of the batch output.
  const racer = rejectedBelowRoot ? 'root' : 'branch';
  const events: TimelineEvent[] = [
    {key: 'confirmed', at: 0, text: "the commitment transaction confirms; the batch output's sweep clock starts"},
    {
      key: 'expiry',
      at: timeline.sweepOpensAt,
      text: `the tree expires: the operator's sweep leaf on the batch output opens${
        !canBroadcast
          ? ''
          : late
            ? `, before the ${racer} has confirmed: the operator can now sweep the batch output too, and whichever spend confirms first wins`
            : `, too late: the ${racer} spent the batch output first`
      }`,
      warning: late,
    },
  ];
  if (!canBroadcast) {
    events.push({key: 'never', at: null, text: 'without its branch, the wallet has nothing to broadcast'});
    return events;
  }
  events.push({
    key: 'broadcast',
    at: timeline.startAt,
    text: rejectedBelowRoot
      ? `the wallet broadcasts the ${branchLength} transactions of the branch: in arkd v0.6.3 only the root is accepted, and the next one is rejected, signed for the wrong key (see the notes below)`
      : `the wallet broadcasts the ${branchLength} transaction${branchLength === 1 ? '' : 's'} of the branch (assumed to confirm in the next block)`,
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

interface Props {
  readonly timeline: ExitTimeline;
  readonly canBroadcast: boolean;
  readonly branchLength: number;
  /** arkd v0.6.3's tree-signing defect (`branchRejectedInV063`): nodes reject the branch below its root. */
  readonly rejectedBelowRoot?: boolean;
}

/** The bar is hidden from assistive technology: the list below it says the same in words, not in colours. */
export default function ExitTimelineBar({
  timeline,
  canBroadcast,
  branchLength,
  rejectedBelowRoot = false,
}: Props): ReactNode {
  const end = Math.max(timeline.sweepOpensAt, timeline.exitOpensAt) * 1.08;
  const at = (seconds: number) => `${((seconds / end) * 100).toFixed(2)}%`;
  return (
    <div className={styles.timeline}>
      <div className={styles.timelineBar} aria-hidden="true">
        {canBroadcast && !rejectedBelowRoot && (
          <div
            className={styles.timelineDelay}
            data-late={!timeline.beatsSweep}
            style={{left: at(timeline.branchConfirmedAt), width: at(timeline.exitOpensAt - timeline.branchConfirmedAt)}}
          />
        )}
        <div className={styles.timelineSweep} style={{left: at(timeline.sweepOpensAt)}} />
        {canBroadcast && <div className={styles.timelineStart} style={{left: at(timeline.startAt)}} />}
      </div>
      <ol className={styles.timelineEvents}>
        {eventsOf(timeline, canBroadcast, branchLength, rejectedBelowRoot).map((event) => (
          <li key={event.key} className={event.warning ? styles.warning : undefined}>
            <strong>{event.at === null ? 'never' : day(event.at)}</strong> · {event.text}
          </li>
        ))}
      </ol>
    </div>
  );
}
