// An exit broadcasts the VTXO's branch, root first (common/tree/tx_tree.go `Branch`), then, the exit delay after the
// leaf confirmed, spends the VTXO through its exit leaf (common/tree/vtxo_script.go `NewDefaultVtxoScript`). The batch
// output and every branch output can be swept the tree expiry after it confirmed (covenantless/builder.go
// `BuildRoundTx`), so only the root races the sweep: each later output's clock starts when its parent confirms.
import {elementId} from './elements';
import {forfeitOf, type Participant, type RoundModel} from './round';
import {highlight, type Highlight} from './steps';
import {type RoundTimelocks} from './timelocks';
import {allTxs, branchTo, type TreeTx} from './txTree';

/** `double-spend`: what stops the operator from taking a VTXO, and a user from spending one twice. */
export type ExitScenario = 'server-up' | 'double-spend' | 'server-gone';

export interface ExitView {
  readonly receiver: Participant;
  readonly scenario: ExitScenario;
  /** Only for `server-gone`: whether the wallet saved its branch while the server was reachable. */
  readonly branchSaved: boolean;
}

export function exitBranchOf(round: RoundModel, receiver: Participant): TreeTx[] {
  const index = round.receivers.indexOf(receiver);
  if (index < 0) throw new RangeError(`${receiver.name} has no VTXO in this round`);
  return branchTo(round.vtxoTree.leafOfReceiver[index]!);
}

/**
 * arkd v0.6.3 locks each output of a tree transaction to that transaction's cosigners (common/tree/builder.go
 * `branch.getOutputs` pays `b.pkScript`), but signs the child spending it with the child's own (common/tree/musig2.go).
 * With branch signing, the SDKs' default and this model's, two receivers are enough for every transaction below the
 * root to spend an output locked to more keys than signed it.
 */
export function branchRejectedInV063(round: RoundModel, receiver: Participant): boolean {
  return round.receivers.length >= 2 && exitBranchOf(round, receiver).length >= 2;
}

/** v0.6.3-era wallets fetch the branch from arkd when they exit. */
export function branchObtainable(view: ExitView): boolean {
  return view.scenario !== 'server-gone' || view.branchSaved;
}

/** `withAnswer`: the diagram draws the connector tree, so the server's answer to a double spend is shown too. */
export function exitHighlight(round: RoundModel, view: ExitView, withAnswer = true): Highlight {
  const ends = [elementId.commitmentOutput(round.batchOutput), elementId.vtxo(view.receiver)];
  if (!branchObtainable(view)) {
    return highlight([
      [allTxs(round.vtxoTree).map(elementId.vtxoTx), 'unavailable'],
      [ends, 'active'],
    ]);
  }
  const branch = exitBranchOf(round, view.receiver).map(elementId.vtxoTx);
  // The server's answer to a forfeited VTXO coming on-chain: the connector branch, then the forfeit.
  const forfeit = view.scenario === 'double-spend' && withAnswer ? forfeitOf(round, view.receiver) : undefined;
  const reaction =
    forfeit && round.connectorOutput
      ? [
          elementId.commitmentOutput(round.connectorOutput),
          ...branchTo(forfeit.connector).map(elementId.connectorTx),
          elementId.connector(forfeit.connector),
          elementId.oldVtxo(view.receiver),
          elementId.forfeit(view.receiver),
        ]
      : [];
  return highlight([[[...ends, ...branch, ...reaction], 'active']], branch);
}

/** Times in seconds after the commitment transaction confirmed. */
export interface ExitTimeline {
  readonly startAt: number;
  readonly branchConfirmedAt: number;
  readonly exitOpensAt: number;
  readonly sweepOpensAt: number;
  /** False: the sweep opens before the root confirms, and the presigned root races it; the first to confirm wins. */
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
