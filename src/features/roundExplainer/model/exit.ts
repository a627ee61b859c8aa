/**
 * A unilateral exit of one VTXO of a round, as the protocol allows it and as v0.6.3-era software does it.
 *
 * What gets broadcast: the VTXO's branch, root first (common/tree/tx_tree.go `Branch`), each transaction
 * signed through its input's key path and paying the fee fixed when the tree was built; then, once the exit
 * delay has passed since the leaf confirmed, a spend of the VTXO through its exit leaf
 * (common/tree/vtxo_script.go `NewDefaultVtxoScript`).
 *
 * The deadline: every branch output, and the batch output, carries a sweep leaf that opens the tree expiry
 * after that output confirmed (covenantless/builder.go `BuildRoundTx`, the CSV sweep closure). Once the root
 * has confirmed, the batch output is spent and cannot be swept; each later transaction spends an output whose
 * own clock started when its parent confirmed.
 */
import {connectorBranchOf, elementId, type ElementId} from './elements';
import {forfeitOf, getsVtxo, type CommitmentOutput, type Participant, type RoundModel} from './round';
import {highlight, type Highlight} from './steps';
import {type RoundTimelocks} from './timelocks';
import {allTxs, branchTo, type TreeTx} from './txTree';

/**
 * - `server-up`: the reader leaves on their own while the server still answers;
 * - `double-spend`: what stops the operator from taking a VTXO, and a user from spending one twice;
 * - `server-gone`: the operator has disappeared.
 */
export type ExitScenario = 'server-up' | 'double-spend' | 'server-gone';

export interface ExitView {
  readonly receiver: Participant;
  readonly scenario: ExitScenario;
  /** Only for `server-gone`: whether the wallet saved its branch while the server was reachable. */
  readonly branchSaved: boolean;
}

/** The tree transactions that put a receiver's VTXO on-chain, root first. */
export function exitBranchOf(round: RoundModel, receiver: Participant): TreeTx[] {
  const index = round.receivers.indexOf(receiver);
  if (index < 0 || !getsVtxo(receiver)) throw new RangeError(`${receiver.name} has no VTXO in this round`);
  return branchTo(round.vtxoTree.leafOfReceiver[index]!);
}

function batchOutput(round: RoundModel): CommitmentOutput {
  return round.commitmentOutputs.find((output) => output.kind === 'batch')!;
}

/**
 * Whether arkd v0.6.3's tree-signing defect leaves this VTXO's branch unmineable below the root. arkd locks every
 * output of a tree transaction to the aggregate key of that transaction's own cosigners (common/tree/builder.go
 * `branch.getOutputs` pays `b.pkScript`), while the child spending it is signed with the child's own cosigners
 * (common/tree/musig2.go). In this model every receiver registers on its own with branch signing, the SDKs' default,
 * so as soon as two receivers share the round every transaction below the root spends an output locked to a bigger
 * set of keys than the one that signed it. The root itself spends the batch output, which matches its signers.
 */
export function branchRejectedInV063(round: RoundModel, receiver: Participant): boolean {
  return round.receivers.length >= 2 && exitBranchOf(round, receiver).length >= 2;
}

/** Whether this software can exit in the view: v0.6.3-era wallets fetch the branch from arkd when they exit. */
export function branchObtainable(view: ExitView): boolean {
  return view.scenario !== 'server-gone' || view.branchSaved;
}

export function exitHighlight(round: RoundModel, view: ExitView): Highlight {
  const branch = exitBranchOf(round, view.receiver).map(elementId.vtxoTx);
  const path: ElementId[] = [elementId.commitmentOutput(batchOutput(round)), ...branch, elementId.vtxo(view.receiver)];
  if (!branchObtainable(view)) {
    const endpoints = [elementId.commitmentOutput(batchOutput(round)), elementId.vtxo(view.receiver)];
    return highlight([
      [allTxs(round.vtxoTree).map(elementId.vtxoTx), 'unavailable'],
      [endpoints, 'active'],
    ]);
  }
  if (view.scenario === 'double-spend') {
    // The server's answer to a forfeited VTXO coming on-chain: the connector branch, then the forfeit.
    const forfeit = forfeitOf(round, view.receiver);
    const connectorOutput = round.commitmentOutputs.find((output) => output.kind === 'connectors');
    const reaction =
      forfeit && connectorOutput
        ? [
            elementId.commitmentOutput(connectorOutput),
            ...connectorBranchOf(round, view.receiver).map(elementId.connectorTx),
            elementId.connector(forfeit.connector),
            elementId.oldVtxo(view.receiver),
            elementId.forfeit(view.receiver),
          ]
        : [];
    return highlight([[[...path, ...reaction], 'active']], branch);
  }
  return highlight([[path, 'active']], branch);
}

export interface ExitTimeline {
  /** Seconds after the commitment transaction confirmed: when the wallet broadcasts the branch. */
  readonly startAt: number;
  /** When the whole branch has confirmed, if each transaction makes the next block. */
  readonly branchConfirmedAt: number;
  /** When the exit leaf opens: the exit delay after the leaf transaction confirmed. */
  readonly exitOpensAt: number;
  /** When the batch output's sweep leaf opens: the tree expiry after the commitment transaction confirmed. */
  readonly sweepOpensAt: number;
  /**
   * False when the sweep opens before the root confirms: from then on the operator can spend the batch output too,
   * and the branch races the sweep (the presigned root stays valid under BIP-341; whichever spend confirms first wins).
   */
  readonly beatsSweep: boolean;
}

export function exitTimeline(timelocks: RoundTimelocks, startAt: number, blockIntervalSeconds: number): ExitTimeline {
  // A chain of unconfirmed transactions can be relayed at once, so the whole branch can make one block.
  const branchConfirmedAt = startAt + blockIntervalSeconds;
  return {
    startAt,
    branchConfirmedAt,
    exitOpensAt: branchConfirmedAt + timelocks.exitDelaySeconds,
    sweepOpensAt: timelocks.treeExpirySeconds,
    beatsSweep: branchConfirmedAt < timelocks.treeExpirySeconds,
  };
}
