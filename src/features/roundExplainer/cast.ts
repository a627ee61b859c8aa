// Kept apart from the controls so that tests can build rounds from it. The cast is content: it stays out of
// src/constants.ts, whose module every page loads.
import {ROUND_EXPLAINER} from './options';
import type {Participant, ParticipantRole} from './model';

export const RECEIVER_NAMES =
  'Alice Bob Carol Dave Erin Frank Grace Heidi Ivan Judy Ken Liam Mia Noah Olivia Peggy'.split(' ');
const RECEIVER_AMOUNTS = [
  50_000, 120_000, 8_000, 300_000, 21_000, 75_000, 5_000, 64_000, 250_000, 13_000, 90_000, 40_000, 2_100, 180_000,
  33_000, 7_500,
];
export const LEAVER = {name: 'Zoe', amount: 200_000} as const;

/** Amounts are kept as typed, so that a half-typed number is not thrown away. */
export interface SetupState {
  readonly receiverCount: number;
  readonly boarder: boolean;
  readonly leaver: boolean;
  /** By receiver, then the leaver's last. */
  readonly amounts: readonly string[];
}

const DEFAULT_AMOUNTS = [...RECEIVER_AMOUNTS, LEAVER.amount];

export const INITIAL_SETUP: SetupState = {
  receiverCount: ROUND_EXPLAINER.initialParticipants,
  boarder: false,
  leaver: false,
  amounts: DEFAULT_AMOUNTS.map(String),
};

export function amountError(typed: string): string | null {
  const amount = Number(typed);
  if (typed.trim() === '' || !Number.isInteger(amount)) return 'Enter a whole number of sats.';
  if (amount < ROUND_EXPLAINER.minAmountSats || amount > ROUND_EXPLAINER.maxAmountSats) {
    return `Enter between ${ROUND_EXPLAINER.minAmountSats.toLocaleString('en-US')} and ${ROUND_EXPLAINER.maxAmountSats.toLocaleString('en-US')} sats.`;
  }
  return null;
}

export function participantsOf(setup: SetupState): Participant[] {
  const amountAt = (index: number) =>
    amountError(setup.amounts[index]!) === null ? Number(setup.amounts[index]) : DEFAULT_AMOUNTS[index]!;
  const receivers = RECEIVER_NAMES.slice(0, setup.receiverCount).map((name, index): Participant => {
    const role: ParticipantRole = setup.boarder && index === setup.receiverCount - 1 ? 'board' : 'refresh';
    return {name, amount: amountAt(index), role};
  });
  if (!setup.leaver) return receivers;
  return [...receivers, {name: LEAVER.name, amount: amountAt(RECEIVER_NAMES.length), role: 'leave'}];
}
