/**
 * The steps of a round as arkd v0.6.3 runs them, with the stage its API reports during each, the calls
 * and events behind it, and what each step creates or signs.
 *
 * Upstream, at 241d3e1e, server/internal/core/application/service.go:
 * - `startRound` opens registration (`RoundStarted`: stage REGISTRATION) and sleeps interval/6;
 * - `startFinalization` builds the transactions and runs both MuSig2 exchanges (`roundSigning`,
 *   `roundSigningNoncesGenerated`) before it calls `round.StartFinalization`, which alone moves the stage
 *   to FINALIZATION (domain/round.go `On(RoundFinalizationStarted)`) and is published as `roundFinalization`;
 * - `finalizeRound` waits for the forfeits and boarding signatures, broadcasts the round transaction and
 *   ends the round (`RoundFinalized`: stage FINALIZED, interface/grpc/handlers/parser.go `stage.toProto`).
 */
import {elementId, type ElementId} from './elements';
import {type RoundModel} from './round';
import {allTxs} from './txTree';

export type RoundStage = 'ROUND_STAGE_REGISTRATION' | 'ROUND_STAGE_FINALIZATION' | 'ROUND_STAGE_FINALIZED';

export interface ApiUse {
  /** The name a reader looks up: an operationId for a call, the event's name for an event. */
  readonly name: string;
  readonly kind: 'call' | 'event';
  /** Who sends it. */
  readonly from: 'wallet' | 'server';
  /** The operation of the arkd reference that documents it: events arrive on `getEventStream` or `getTransactionsStream`. */
  readonly operationId: string;
  /** Method and path of the call, or of the stream an event arrives on. */
  readonly http: string;
  /** Which wallets use it, where not every wallet does. */
  readonly usedBy?: string;
}

export type StepId = 'registration' | 'tree-nonces' | 'tree-signatures' | 'finalization' | 'broadcast';

export interface RoundStep {
  readonly id: StepId;
  readonly title: string;
  /** For the row of step buttons. */
  readonly shortTitle: string;
  readonly stage: RoundStage;
  readonly api: readonly ApiUse[];
}

const EVENTS = 'GET /v1/events';

export const ROUND_STEPS: readonly RoundStep[] = [
  {
    id: 'registration',
    title: 'Registration',
    shortTitle: 'Registration',
    stage: 'ROUND_STAGE_REGISTRATION',
    api: [
      {
        name: 'registerIntent',
        kind: 'call',
        from: 'wallet',
        operationId: 'registerIntent',
        http: 'POST /v1/round/registerIntent',
        usedBy: 'Go SDK, ark CLI, fulmine',
      },
      {
        name: 'registerInputs',
        kind: 'call',
        from: 'wallet',
        operationId: 'registerInputs',
        http: 'POST /v1/round/registerInputs',
        usedBy: 'TS SDK 0.1.1',
      },
      {
        name: 'registerOutputs',
        kind: 'call',
        from: 'wallet',
        operationId: 'registerOutputs',
        http: 'POST /v1/round/registerOutputs',
        usedBy: 'TS SDK 0.1.1',
      },
      {name: 'ping', kind: 'call', from: 'wallet', operationId: 'ping', http: 'GET /v1/round/ping/{requestId}'},
    ],
  },
  {
    id: 'tree-nonces',
    title: 'Tree signing: nonces',
    shortTitle: 'Tree nonces',
    stage: 'ROUND_STAGE_REGISTRATION',
    api: [
      {name: 'roundSigning', kind: 'event', from: 'server', operationId: 'getEventStream', http: EVENTS},
      {
        name: 'submitTreeNonces',
        kind: 'call',
        from: 'wallet',
        operationId: 'submitTreeNonces',
        http: 'POST /v1/round/tree/submitNonces',
      },
    ],
  },
  {
    id: 'tree-signatures',
    title: 'Tree signing: signatures',
    shortTitle: 'Tree signatures',
    stage: 'ROUND_STAGE_REGISTRATION',
    api: [
      {name: 'roundSigningNoncesGenerated', kind: 'event', from: 'server', operationId: 'getEventStream', http: EVENTS},
      {
        name: 'submitTreeSignatures',
        kind: 'call',
        from: 'wallet',
        operationId: 'submitTreeSignatures',
        http: 'POST /v1/round/tree/submitSignatures',
      },
    ],
  },
  {
    id: 'finalization',
    title: 'Finalization: forfeits',
    shortTitle: 'Forfeits',
    stage: 'ROUND_STAGE_FINALIZATION',
    api: [
      {name: 'roundFinalization', kind: 'event', from: 'server', operationId: 'getEventStream', http: EVENTS},
      {
        name: 'submitForfeitTxs',
        kind: 'call',
        from: 'wallet',
        operationId: 'submitForfeitTxs',
        http: 'POST /v1/round/submitForfeitTxs',
      },
    ],
  },
  {
    id: 'broadcast',
    title: 'Broadcast',
    shortTitle: 'Broadcast',
    stage: 'ROUND_STAGE_FINALIZED',
    api: [
      {name: 'roundFinalized', kind: 'event', from: 'server', operationId: 'getEventStream', http: EVENTS},
      {
        name: 'round',
        kind: 'event',
        from: 'server',
        operationId: 'getTransactionsStream',
        http: 'GET /v1/transactions',
      },
    ],
  },
];

/**
 * How an element looks in a view: `pending` does not exist yet, `idle` exists but is not part of this
 * view, `active` is what this view is about (created, signed or broadcast in a step; part of an exit),
 * `unavailable` exists but the reader's wallet cannot get it (an exit after the server has gone).
 */
export type ElementState = 'pending' | 'idle' | 'active' | 'unavailable';

export interface Highlight {
  /** The state of each element; elements not listed are `idle`. */
  readonly states: ReadonlyMap<ElementId, ElementState>;
  /** For ordered views (an exit): the position of an element in the order of broadcast, from 1. */
  readonly order: ReadonlyMap<ElementId, number>;
}

export function stateOf(highlight: Highlight, id: ElementId): ElementState {
  return highlight.states.get(id) ?? 'idle';
}

function commitmentIds(round: RoundModel): ElementId[] {
  return [
    elementId.commitment,
    ...round.commitmentInputs.map(elementId.commitmentInput),
    ...round.commitmentOutputs.map(elementId.commitmentOutput),
  ];
}

function vtxoTreeIds(round: RoundModel): ElementId[] {
  return [...allTxs(round.vtxoTree).map(elementId.vtxoTx), ...round.receivers.map(elementId.vtxo)];
}

function connectorTreeIds(round: RoundModel): ElementId[] {
  if (!round.connectorTree) return [];
  const txs = allTxs(round.connectorTree);
  return [...txs.map(elementId.connectorTx), ...txs.filter((tx) => tx.children.length === 0).map(elementId.connector)];
}

function oldVtxoIds(round: RoundModel): ElementId[] {
  return round.forfeits.map((forfeit) => elementId.oldVtxo(forfeit.participant));
}

function forfeitIds(round: RoundModel): ElementId[] {
  return round.forfeits.map((forfeit) => elementId.forfeit(forfeit.participant));
}

function boardingInputIds(round: RoundModel): ElementId[] {
  return round.commitmentInputs.filter((input) => input.kind === 'boarding').map(elementId.commitmentInput);
}

/** A highlight from lists of ids and their state; a later list overrides an earlier one. */
export function highlight(entries: [ElementId[], ElementState][], order: ElementId[] = []): Highlight {
  const states = new Map<ElementId, ElementState>();
  for (const [ids, state] of entries) for (const id of ids) states.set(id, state);
  return {states, order: new Map(order.map((id, index) => [id, index + 1]))};
}

/** What exists, and what the step is about, at each step of the round. */
export function stepHighlight(round: RoundModel, step: StepId): Highlight {
  switch (step) {
    // Only what the wallets bring exists: the VTXOs they give up and the boarding UTXOs they claim.
    case 'registration':
      return highlight([
        [[...commitmentIds(round), ...vtxoTreeIds(round), ...connectorTreeIds(round), ...forfeitIds(round)], 'pending'],
        [[...oldVtxoIds(round), ...boardingInputIds(round)], 'active'],
      ]);
    // The server has built every transaction; it sends the unsigned commitment tx and VTXO tree to sign.
    // The connector tree is built too, but the wallets only receive it at finalization.
    case 'tree-nonces':
      return highlight([
        [forfeitIds(round), 'pending'],
        [[...commitmentIds(round), ...vtxoTreeIds(round)], 'active'],
      ]);
    case 'tree-signatures':
      return highlight([
        [forfeitIds(round), 'pending'],
        [allTxs(round.vtxoTree).map(elementId.vtxoTx), 'active'],
      ]);
    // Each VTXO given up is forfeited against one connector; boarding inputs are signed into the commitment tx.
    case 'finalization':
      return highlight([
        [
          [...connectorTreeIds(round), ...forfeitIds(round), ...oldVtxoIds(round), ...boardingInputIds(round)],
          'active',
        ],
      ]);
    case 'broadcast':
      return highlight([[commitmentIds(round), 'active']]);
  }
}
