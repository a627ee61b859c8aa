// arkd v0.6.3's `Config.Validate` (server/internal/config/config.go) rounds the exit delays, and a tree expiry given
// in seconds, down to a multiple of BIP-68's unit.
import {ARKD_ROUND} from '../options';

export function roundedDownToLocktimeUnit(seconds: number): number {
  return seconds - (seconds % ARKD_ROUND.relativeLocktimeUnitSeconds);
}

export interface RoundTimelocks {
  /** When the server alone may sweep the batch output and each branch output. */
  readonly treeExpirySeconds: number;
  /** When the owner alone may spend an on-chain VTXO, through its exit leaf. */
  readonly exitDelaySeconds: number;
}

export const DEFAULT_TIMELOCKS: RoundTimelocks = {
  treeExpirySeconds: roundedDownToLocktimeUnit(ARKD_ROUND.defaultVtxoTreeExpirySeconds),
  exitDelaySeconds: roundedDownToLocktimeUnit(ARKD_ROUND.defaultUnilateralExitDelaySeconds),
};

export const SECONDS_PER_DAY = 86_400;
const SECONDS_PER_HOUR = 3_600;

/** "6 d 23 h 58 min": for a reader, next to the exact seconds. */
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
