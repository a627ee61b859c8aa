// The stages follow arkd v0.6.3's server/internal/core/application/service.go: `startFinalization` runs both MuSig2
// exchanges before `round.StartFinalization`, which alone moves the stage to FINALIZATION (domain/round.go), so the
// tree-signing steps still report REGISTRATION; `finalizeRound` broadcasts and moves it to FINALIZED.
import {elementId, roundElements, type ElementGroup, type ElementId} from './elements';
import {type RoundModel} from './round';

export type RoundStage = 'ROUND_STAGE_REGISTRATION' | 'ROUND_STAGE_FINALIZATION' | 'ROUND_STAGE_FINALIZED';

export interface ApiUse {
  /** The name a reader looks up: an operationId for a call, the event's name for an event. */
  readonly name: string;
  readonly kind: 'call' | 'event';
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
  /** The step's button, if not its title. */
  readonly shortTitle?: string;
  readonly stage: RoundStage;
  readonly api: readonly ApiUse[];
}

/** A call's operationId is its name. */
function call(name: string, http: string, usedBy?: string): ApiUse {
  return {name, kind: 'call', operationId: name, http, usedBy};
}

function event(name: string, operationId = 'getEventStream', http = 'GET /v1/events'): ApiUse {
  return {name, kind: 'event', operationId, http};
}

export const ROUND_STEPS: readonly RoundStep[] = [
  {
    id: 'registration',
    title: 'Registration',
    stage: 'ROUND_STAGE_REGISTRATION',
    api: [
      call('registerIntent', 'POST /v1/round/registerIntent', 'Go SDK, ark CLI, fulmine'),
      call('registerInputs', 'POST /v1/round/registerInputs', 'TS SDK 0.1.1'),
      call('registerOutputs', 'POST /v1/round/registerOutputs', 'TS SDK 0.1.1; Go SDK, ark CLI, fulmine for Ark notes'),
      call('ping', 'GET /v1/round/ping/{requestId}'),
    ],
  },
  {
    id: 'tree-nonces',
    title: 'Tree signing: nonces',
    shortTitle: 'Tree nonces',
    stage: 'ROUND_STAGE_REGISTRATION',
    api: [event('roundSigning'), call('submitTreeNonces', 'POST /v1/round/tree/submitNonces')],
  },
  {
    id: 'tree-signatures',
    title: 'Tree signing: signatures',
    shortTitle: 'Tree signatures',
    stage: 'ROUND_STAGE_REGISTRATION',
    api: [event('roundSigningNoncesGenerated'), call('submitTreeSignatures', 'POST /v1/round/tree/submitSignatures')],
  },
  {
    id: 'finalization',
    title: 'Finalization: forfeits',
    shortTitle: 'Forfeits',
    stage: 'ROUND_STAGE_FINALIZATION',
    api: [event('roundFinalization'), call('submitForfeitTxs', 'POST /v1/round/submitForfeitTxs')],
  },
  {
    id: 'broadcast',
    title: 'Broadcast',
    stage: 'ROUND_STAGE_FINALIZED',
    api: [event('roundFinalized'), event('round', 'getTransactionsStream', 'GET /v1/transactions')],
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

/** A later list overrides an earlier one. */
export function highlight(entries: [ElementId[], ElementState][], order: ElementId[] = []): Highlight {
  const states = new Map<ElementId, ElementState>();
  for (const [ids, state] of entries) for (const id of ids) states.set(id, state);
  return {states, order: new Map(order.map((id, index) => [id, index + 1]))};
}

export function stepHighlight(round: RoundModel, step: StepId): Highlight {
  const elements = roundElements(round);
  const ids = (...groups: ElementGroup[]) =>
    elements.filter((element) => groups.includes(element.group)).map((element) => element.id);
  const boarding = round.commitmentInputs.filter((input) => input.kind === 'boarding').map(elementId.commitmentInput);
  switch (step) {
    // Only what the wallets bring exists: the VTXOs they give up and the boarding UTXOs they claim.
    case 'registration':
      return highlight([
        [elements.map((element) => element.id), 'pending'],
        [[...ids('old-vtxo'), ...boarding], 'active'],
      ]);
    // Everything is built, but the wallets receive the connector tree only at finalization.
    case 'tree-nonces':
      return highlight([
        [ids('forfeit'), 'pending'],
        [ids('commitment', 'commitment-input', 'commitment-output', 'vtxo-tree', 'vtxo'), 'active'],
      ]);
    case 'tree-signatures':
      return highlight([
        [ids('forfeit'), 'pending'],
        [ids('vtxo-tree'), 'active'],
      ]);
    // Each VTXO given up is forfeited against one connector; boarding inputs are signed into the commitment tx.
    case 'finalization':
      return highlight([[[...ids('connector-tree', 'connector', 'forfeit', 'old-vtxo'), ...boarding], 'active']]);
    case 'broadcast':
      return highlight([[ids('commitment', 'commitment-input', 'commitment-output'), 'active']]);
  }
}
