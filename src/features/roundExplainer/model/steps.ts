/**
 * The stages follow arkd v0.6.3's server/internal/core/application/service.go: `startFinalization` runs both MuSig2
 * exchanges before `round.StartFinalization`, which alone moves the stage to FINALIZATION (domain/round.go), so the
 * tree-signing steps still report REGISTRATION; `finalizeRound` broadcasts and moves it to FINALIZED.
 */
import {elementId, type ElementId} from './elements';
import {type RoundModel} from './round';
import {allTxs} from './txTree';

export type RoundStage = 'ROUND_STAGE_REGISTRATION' | 'ROUND_STAGE_FINALIZATION' | 'ROUND_STAGE_FINALIZED';

export interface ApiUse {
  /** The name a reader looks up: an operationId for a call, the event's name for an event. */
  readonly name: string;
  readonly kind: 'call' | 'event';
  readonly from: 'wallet' | 'server';
  /** For an event, the stream it arrives on (`getEventStream` or `getTransactionsStream`). */
  readonly operationId: string;
  readonly http: string;
  /** Which wallets use it, where not every wallet does. */
  readonly usedBy?: string;
}

export type StepId = 'registration' | 'tree-nonces' | 'tree-signatures' | 'finalization' | 'broadcast';

export interface RoundStep {
  readonly id: StepId;
  readonly title: string;
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
 * `pending` does not exist yet; `idle` exists but is not part of this view; `active` is what the view is about;
 * `unavailable` exists but the reader's wallet cannot get it.
 */
export type ElementState = 'pending' | 'idle' | 'active' | 'unavailable';

export interface Highlight {
  /** Elements not listed are `idle`. */
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

/** A later list overrides an earlier one. */
export function highlight(entries: [ElementId[], ElementState][], order: ElementId[] = []): Highlight {
  const states = new Map<ElementId, ElementState>();
  for (const [ids, state] of entries) for (const id of ids) states.set(id, state);
  return {states, order: new Map(order.map((id, index) => [id, index + 1]))};
}

export function stepHighlight(round: RoundModel, step: StepId): Highlight {
  switch (step) {
    // Only what the wallets bring exists: the VTXOs they give up and the boarding UTXOs they claim.
    case 'registration':
      return highlight([
        [[...commitmentIds(round), ...vtxoTreeIds(round), ...connectorTreeIds(round), ...forfeitIds(round)], 'pending'],
        [[...oldVtxoIds(round), ...boardingInputIds(round)], 'active'],
      ]);
    // Everything is built, but the wallets receive the connector tree only at finalization.
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
