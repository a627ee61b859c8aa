/**
 * The round explainer's model of a whole round, its steps and an exit, against arkd v0.6.3
 * (ark-network/ark at 241d3e1ec7cbe92e6f0ffedfdb671eb7b8d8a2bb). The upstream function behind each
 * expectation is named in the test.
 */
import {describe, expect, it} from 'vitest';
import {
  buildRound,
  DEFAULT_TIMELOCKS,
  elementId,
  exitBranchOf,
  exitHighlight,
  exitTimeline,
  positionOf,
  ROUND_STEPS,
  roundedDownToLocktimeUnit,
  roundElements,
  stateOf,
  stepHighlight,
  type Participant,
} from '../../src/features/roundExplainer/model';
import {RECEIVER_NAMES} from '../../src/features/roundExplainer/cast';

function participants(count: number, {boarder = false, leaver = false} = {}): Participant[] {
  const list: Participant[] = RECEIVER_NAMES.slice(0, count).map((name, index) => ({
    name,
    amount: 10_000 * (index + 1),
    role: boarder && index === count - 1 ? 'board' : 'refresh',
  }));
  return leaver ? [...list, {name: 'Zoe', amount: 200_000, role: 'leave'}] : list;
}

describe('a round of arkd v0.6.3', () => {
  // covenantless/builder.go BuildRoundTx + createRoundTx: batch output, connector output (only when VTXOs
  // are spent: countSpentVtxos counts request.Inputs, which never holds boarding UTXOs), on-chain outputs, change.
  it('pays the batch output, the connector output and the change when four users refresh', () => {
    const round = buildRound(participants(4));
    expect(round.commitmentOutputs.map((output) => `${output.vout}:${output.kind}`)).toEqual([
      '0:batch',
      '1:connectors',
      '2:change',
    ]);
    expect(round.commitmentInputs.map((input) => input.kind)).toEqual(['server-coins']);
    expect(round.vtxoTree.txCount).toBe(7);
    expect(round.connectorTree?.txCount).toBe(5);
    expect(round.forfeits).toHaveLength(4);
  });

  it('adds a boarding input without a forfeit, and an on-chain output with one, for a boarder and a leaver', () => {
    const round = buildRound(participants(4, {boarder: true, leaver: true}));
    expect(
      round.commitmentInputs.map((input) =>
        input.kind === 'boarding' ? `boarding:${input.participant.name}` : input.kind,
      ),
    ).toEqual(['server-coins', 'boarding:Dave']);
    expect(round.commitmentOutputs.map((output) => `${output.vout}:${output.kind}`)).toEqual([
      '0:batch',
      '1:connectors',
      '2:onchain',
      '3:change',
    ]);
    // Four leaves (Dave included), four connectors (Alice, Bob, Carol and Zoe give up a VTXO; Dave gives up none).
    expect(round.receivers.map((receiver) => receiver.name)).toEqual(['Alice', 'Bob', 'Carol', 'Dave']);
    expect(round.vtxoTree.txCount).toBe(7);
    expect(round.connectorTree?.txCount).toBe(5);
    expect(round.forfeits.map((forfeit) => forfeit.participant.name).sort()).toEqual(['Alice', 'Bob', 'Carol', 'Zoe']);
  });

  it('has no connector output and no connector tree when the only participant boards', () => {
    const round = buildRound(participants(1, {boarder: true}));
    expect(round.connectorTree).toBeNull();
    expect(round.forfeits).toEqual([]);
    expect(round.commitmentOutputs.map((output) => `${output.vout}:${output.kind}`)).toEqual(['0:batch', '1:change']);
    expect(round.vtxoTree.txCount).toBe(1);
  });

  it('builds a one-transaction connector tree when a boarder shares the round with a leaver', () => {
    const round = buildRound(participants(1, {boarder: true, leaver: true}));
    expect(round.connectorTree?.txCount).toBe(1);
    expect(round.commitmentOutputs.map((output) => output.kind)).toEqual(['batch', 'connectors', 'onchain', 'change']);
  });

  it('builds 31 tree and 23 connector transactions for sixteen refreshes and a leaver', () => {
    const round = buildRound(participants(16, {leaver: true}));
    expect(round.vtxoTree.txCount).toBe(31);
    expect(round.connectorTree?.txCount).toBe(23);
    expect(round.connectorTree?.levels).toHaveLength(4);
  });

  // application/utils.go forfeitTxsMap.init: the spent VTXOs sorted by their "txid:vout" text take the
  // connectors of connectors.Leaves() in order, one each.
  it('binds each forfeit to one connector, in the order of the sorted outpoints and of TxTree.Leaves()', () => {
    const round = buildRound(participants(5, {leaver: true}));
    const outpoints = round.forfeits.map((forfeit) => forfeit.oldVtxoOutpoint);
    expect(outpoints).toEqual([...outpoints].sort());
    expect(round.forfeits.map((forfeit) => positionOf(forfeit.connector))).toEqual(
      round.connectorTree!.leavesInArkdOrder.map(positionOf),
    );
    expect(new Set(round.forfeits.map((forfeit) => forfeit.connector)).size).toBe(6);
  });

  it('refuses a round in which nobody gets a VTXO', () => {
    expect(() => buildRound([{name: 'Zoe', amount: 1_000, role: 'leave'}])).toThrow(RangeError);
  });

  it('names every element once', () => {
    const ids = roundElements(buildRound(participants(16, {boarder: true, leaver: true}))).map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('the steps of a round', () => {
  // domain/round.go: RoundStarted sets REGISTRATION and only RoundFinalizationStarted sets FINALIZATION;
  // service.go startFinalization runs both MuSig2 exchanges before round.StartFinalization.
  it('reports the stage arkd reports: registration until tree signing is over', () => {
    expect(ROUND_STEPS.map((step) => `${step.id}: ${step.stage}`)).toEqual([
      'registration: ROUND_STAGE_REGISTRATION',
      'tree-nonces: ROUND_STAGE_REGISTRATION',
      'tree-signatures: ROUND_STAGE_REGISTRATION',
      'finalization: ROUND_STAGE_FINALIZATION',
      'broadcast: ROUND_STAGE_FINALIZED',
    ]);
  });

  it('names the calls and events of each step', () => {
    expect(ROUND_STEPS.map((step) => step.api.map((use) => use.name))).toEqual([
      ['registerIntent', 'registerInputs', 'registerOutputs', 'ping'],
      ['roundSigning', 'submitTreeNonces'],
      ['roundSigningNoncesGenerated', 'submitTreeSignatures'],
      ['roundFinalization', 'submitForfeitTxs'],
      ['roundFinalized', 'round'],
    ]);
  });

  it('highlights what each step brings, creates or signs', () => {
    const round = buildRound(participants(4, {boarder: true, leaver: true}));
    const active = (step: (typeof ROUND_STEPS)[number]['id']) =>
      roundElements(round)
        .filter((element) => stateOf(stepHighlight(round, step), element.id) === 'active')
        .map((element) => element.id);
    expect(active('registration').sort()).toEqual(
      ['commitment/in/boarding/Dave', 'old-vtxo/Alice', 'old-vtxo/Bob', 'old-vtxo/Carol', 'old-vtxo/Zoe'].sort(),
    );
    expect(active('tree-signatures')).toEqual(round.vtxoTree.levels.flat().map(elementId.vtxoTx));
    expect(active('finalization').filter((id) => id.startsWith('forfeit/'))).toHaveLength(4);
    expect(active('broadcast')).toContain(elementId.commitment);
  });
});

describe('a unilateral exit', () => {
  // server/internal/config/config.go Validate: delays in seconds are rounded down to a multiple of 512.
  it('uses the timelocks of a default arkd: 604672 s of tree expiry and 86400 s rounded down to 86016 s', () => {
    expect(DEFAULT_TIMELOCKS).toEqual({treeExpirySeconds: 604672, exitDelaySeconds: 86016});
    expect(roundedDownToLocktimeUnit(7_776_000)).toBe(7_775_744);
  });

  it('broadcasts the branch root first and numbers it in that order', () => {
    const round = buildRound(participants(5));
    const erin = round.receivers[4]!;
    expect(exitBranchOf(round, erin).map(positionOf)).toEqual(['0.0', '1.1']);
    const view = exitHighlight(round, {receiver: erin, scenario: 'server-up', branchSaved: false});
    expect([...view.order.entries()]).toEqual([
      ['vtxo-tree/0.0', 1],
      ['vtxo-tree/1.1', 2],
    ]);
    expect(stateOf(view, elementId.vtxo(erin))).toBe('active');
  });

  it('cannot get the branch once the server is gone unless the wallet saved it', () => {
    const round = buildRound(participants(4));
    const alice = round.receivers[0]!;
    const gone = exitHighlight(round, {receiver: alice, scenario: 'server-gone', branchSaved: false});
    expect(exitBranchOf(round, alice).map((tx) => stateOf(gone, elementId.vtxoTx(tx)))).toEqual([
      'unavailable',
      'unavailable',
      'unavailable',
    ]);
    const saved = exitHighlight(round, {receiver: alice, scenario: 'server-gone', branchSaved: true});
    expect(exitBranchOf(round, alice).map((tx) => stateOf(saved, elementId.vtxoTx(tx)))).toEqual([
      'active',
      'active',
      'active',
    ]);
  });

  it('shows the connector branch and the forfeit arkd broadcasts when a forfeited VTXO is published', () => {
    const round = buildRound(participants(4));
    const bob = round.receivers[1]!;
    const view = exitHighlight(round, {receiver: bob, scenario: 'double-spend', branchSaved: false});
    expect(stateOf(view, elementId.forfeit(bob))).toBe('active');
    expect(stateOf(view, elementId.connectorTx(round.connectorTree!.root))).toBe('active');
  });

  it('opens the exit leaf one exit delay after the branch confirms, and loses the race once the sweep has opened', () => {
    const early = exitTimeline(DEFAULT_TIMELOCKS, 2 * 86_400, 600);
    expect(early).toEqual({
      startAt: 172_800,
      branchConfirmedAt: 173_400,
      exitOpensAt: 259_416,
      sweepOpensAt: 604_672,
      beatsSweep: true,
    });
    expect(exitTimeline(DEFAULT_TIMELOCKS, 7 * 86_400, 600).beatsSweep).toBe(false);
  });
});
