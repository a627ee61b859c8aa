import React, {type ReactNode} from 'react';
import {humanDuration, type ExitTimeline} from '@site/src/model/round';
import styles from './styles.module.css';

const SECONDS_PER_DAY = 86_400;

const day = (seconds: number) => `day ${(seconds / SECONDS_PER_DAY).toFixed(1)}`;

interface Props {
  readonly timeline: ExitTimeline;
  /** Whether the wallet can broadcast at all (it cannot once arkd is gone, unless it saved its branch). */
  readonly canBroadcast: boolean;
  readonly branchLength: number;
}

/**
 * The exit on a time axis, from the commitment transaction's confirmation: when the branch goes out, when the
 * exit leaf opens, and when the operator's sweep leaf opens. The same events are listed below the bar in words,
 * so nothing depends on reading the bar's colours.
 */
export default function ExitTimelineBar({timeline, canBroadcast, branchLength}: Props): ReactNode {
  const end = Math.max(timeline.sweepOpensAt, timeline.exitOpensAt) * 1.08;
  const at = (seconds: number) => `${((seconds / end) * 100).toFixed(2)}%`;
  return (
    <div className={styles.timeline}>
      <div className={styles.timelineBar} aria-hidden="true">
        {canBroadcast && (
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
        <li>
          <strong>day 0.0</strong> · the commitment transaction confirms; the batch output&apos;s sweep clock starts
        </li>
        {canBroadcast ? (
          <>
            <li>
              <strong>{day(timeline.startAt)}</strong> · the wallet broadcasts the {branchLength} transaction{branchLength === 1 ? '' : 's'} of the branch
              (assumed to confirm in the next block)
            </li>
            <li>
              <strong>{day(timeline.exitOpensAt)}</strong> · the exit leaf opens, {humanDuration(timeline.exitOpensAt - timeline.branchConfirmedAt)} after
              the leaf confirmed: the owner alone can spend the VTXO
            </li>
          </>
        ) : (
          <li>
            <strong>never</strong> · without its branch, the wallet has nothing to broadcast
          </li>
        )}
        <li className={!timeline.beatsSweep && canBroadcast ? styles.warning : undefined}>
          <strong>{day(timeline.sweepOpensAt)}</strong> · the tree expires: the operator&apos;s sweep leaf on the batch output opens
          {canBroadcast &&
            (timeline.beatsSweep
              ? ', too late: the branch spent the batch output first'
              : ', before the branch has confirmed: the operator can now sweep the batch output first and the exit is lost')}
        </li>
      </ol>
    </div>
  );
}
