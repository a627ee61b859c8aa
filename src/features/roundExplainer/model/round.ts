// A round as arkd v0.6.3 builds it:
// - server/internal/infrastructure/tx-builder/covenantless/builder.go `BuildRoundTx` and `createRoundTx`: outputs
//   are the batch (0), the connectors (1, only when VTXOs are spent), the on-chain outputs, then the server's change;
//   inputs are the server's coins, then the boarding UTXOs;
// - covenantless/utils.go `getOutputVtxosLeaves` (a leaf per off-chain output, in request order) and
//   `countSpentVtxos` (a connector per VTXO spent; boarding inputs do not count);
// - server/internal/core/application/utils.go `forfeitTxsMap.init`: the spent VTXOs, sorted by their "txid:vout"
//   text, take the connectors in `TxTree.Leaves()` order.
import {ARKD_ROUND} from '../options';
import {buildTxTree, type TreeTx, type TxTreeShape} from './txTree';

/**
 * `refresh`: an old VTXO for a new one (a forfeit, a leaf). `board`: a boarding UTXO for a VTXO (a leaf, and a
 * signature on the commitment tx instead of a forfeit). `leave`: an old VTXO for an on-chain output (a forfeit).
 */
export type ParticipantRole = 'refresh' | 'board' | 'leave';

export type Participant = {readonly name: string; readonly amount: number; readonly role: ParticipantRole};

export type CommitmentInput = {kind: 'server-coins'} | {kind: 'boarding'; participant: Participant};

export type CommitmentOutput =
  | {kind: 'batch'; vout: number; vtxoTotal: number}
  | {kind: 'connectors'; vout: number; connectorCount: number}
  | {kind: 'onchain'; vout: number; participant: Participant}
  | {kind: 'change'; vout: number};

export interface Forfeit {
  readonly participant: Participant;
  /** An illustrative outpoint for the VTXO given up: arkd pairs connectors by sorting these. */
  readonly oldVtxoOutpoint: string;
  /** The connector tree leaf whose output this forfeit must spend (`connectorsIndex`). */
  readonly connector: TreeTx;
}

export interface RoundModel {
  readonly participants: readonly Participant[];
  /** Receiver i is paid by leaf i of the VTXO tree. */
  readonly receivers: readonly Participant[];
  readonly commitmentInputs: readonly CommitmentInput[];
  readonly commitmentOutputs: readonly CommitmentOutput[];
  /** Output 0, which the VTXO tree's root spends. */
  readonly batchOutput: CommitmentOutput;
  /** The output the connector tree's root spends: null with the tree. */
  readonly connectorOutput: CommitmentOutput | null;
  readonly vtxoTree: TxTreeShape;
  /** Null when no VTXO is spent (only boarding): arkd then adds no connector output. */
  readonly connectorTree: TxTreeShape | null;
  /** In connector order (`TxTree.Leaves()`), one per VTXO spent. */
  readonly forfeits: readonly Forfeit[];
}

/** FNV-1a, 32 bits: enough to give each illustrative outpoint a stable, well-spread txid. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** Made up but stable, since it decides which connector the participant's forfeit spends. */
function illustrativeOldVtxoOutpoint(participant: Participant): string {
  const words = Array.from({length: 8}, (_, word) =>
    fnv1a(`${participant.name}/${word}`).toString(16).padStart(8, '0'),
  );
  return `${words.join('')}:0`;
}

/** arkd also runs rounds where everyone leaves on-chain, without a VTXO tree; this model draws none of them. */
export function buildRound(participants: readonly Participant[]): RoundModel {
  const receivers = participants.filter((participant) => participant.role !== 'leave');
  if (receivers.length === 0) {
    throw new RangeError('A round drawn here needs at least one participant who gets a VTXO');
  }
  const spenders = participants.filter((participant) => participant.role !== 'board');
  const connectorTree = spenders.length > 0 ? buildTxTree(spenders.length, ARKD_ROUND.connectorTreeRadix) : null;

  const forfeits: Forfeit[] = connectorTree
    ? spenders
        .map((participant) => ({participant, oldVtxoOutpoint: illustrativeOldVtxoOutpoint(participant)}))
        .sort((a, b) => (a.oldVtxoOutpoint < b.oldVtxoOutpoint ? -1 : a.oldVtxoOutpoint > b.oldVtxoOutpoint ? 1 : 0))
        .map((spend, index) => ({...spend, connector: connectorTree.leavesInArkdOrder[index]!}))
    : [];

  const outputs: CommitmentOutput[] = [
    {kind: 'batch', vout: 0, vtxoTotal: receivers.reduce((sum, receiver) => sum + receiver.amount, 0)},
  ];
  if (connectorTree) outputs.push({kind: 'connectors', vout: outputs.length, connectorCount: spenders.length});
  for (const participant of participants) {
    if (participant.role === 'leave') outputs.push({kind: 'onchain', vout: outputs.length, participant});
  }
  // Drawn always, named "only when above dust": arkd adds it only then (covenantless/builder.go `createRoundTx`).
  outputs.push({kind: 'change', vout: outputs.length});

  return {
    participants,
    receivers,
    commitmentInputs: [
      {kind: 'server-coins'},
      ...participants
        .filter((participant) => participant.role === 'board')
        .map((participant) => ({kind: 'boarding' as const, participant})),
    ],
    commitmentOutputs: outputs,
    batchOutput: outputs[0]!,
    connectorOutput: connectorTree ? outputs[1]! : null,
    vtxoTree: buildTxTree(receivers.length, ARKD_ROUND.vtxoTreeRadix),
    connectorTree,
    forfeits,
  };
}

export function forfeitOf(round: RoundModel, participant: Participant): Forfeit | undefined {
  return round.forfeits.find((forfeit) => forfeit.participant === participant);
}
