/**
 * The relative timelocks of a round, as arkd v0.6.3 applies them.
 * `Config.Validate` (server/internal/config/config.go at 241d3e1e) rounds the exit delays, and a tree expiry
 * given in seconds, down to a multiple of 512 s, the unit of BIP-68 time-based locks.
 */
import {ARKD_ROUND} from '../options';

export function roundedDownToLocktimeUnit(seconds: number): number {
  return seconds - (seconds % ARKD_ROUND.relativeLocktimeUnitSeconds);
}

export interface RoundTimelocks {
  /** After this many seconds the server alone may spend the batch output, and each branch output, through its sweep leaf. */
  readonly treeExpirySeconds: number;
  /** After this many seconds the owner alone may spend a VTXO that is on-chain, through its exit leaf. */
  readonly exitDelaySeconds: number;
}

/** What a default arkd v0.6.3 enforces: 604672 s and 86016 s (86400 rounded down). */
export const DEFAULT_TIMELOCKS: RoundTimelocks = {
  treeExpirySeconds: roundedDownToLocktimeUnit(ARKD_ROUND.defaultVtxoTreeExpirySeconds),
  exitDelaySeconds: roundedDownToLocktimeUnit(ARKD_ROUND.defaultUnilateralExitDelaySeconds),
};

const SECONDS_PER_DAY = 86_400;
const SECONDS_PER_HOUR = 3_600;

/** "7 days" or "23 h 53 min": a duration as a reader wants it next to the exact seconds. */
export function humanDuration(seconds: number): string {
  const days = Math.floor(seconds / SECONDS_PER_DAY);
  const hours = Math.floor((seconds % SECONDS_PER_DAY) / SECONDS_PER_HOUR);
  const minutes = Math.round((seconds % SECONDS_PER_HOUR) / 60);
  const parts = [
    days > 0 ? `${days} d` : '',
    hours > 0 ? `${hours} h` : '',
    minutes > 0 ? `${minutes} min` : '',
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : '0 min';
}

export function daysToSeconds(days: number): number {
  return days * SECONDS_PER_DAY;
}
