/**
 * The tree shapes of the round explainer against arkd v0.6.3's builder.
 *
 * Every expected figure below was worked out by hand from ark-network/ark at
 * 241d3e1ec7cbe92e6f0ffedfdb671eb7b8d8a2bb, common/tree/builder.go:
 * - `createTxTree` makes one leaf node per receiver, then calls `createUpperLevel` until one node is left;
 * - `createUpperLevel(nodes, radix)`: fewer nodes than the radix become one branch with that many children;
 *   otherwise, when `len % radix` is not 0, the last `len % radix` nodes are carried up to the next pass
 *   unchanged and the others are grouped `radix` at a time;
 * - `toTxTree` lists the transactions level by level, breadth first, children in output order;
 * and common/tree/tx_tree.go `Leaves()`: the whole last level, then the leaves found in earlier levels.
 *
 * Positions are written "level.levelIndex", as the indexer API numbers tree nodes.
 */
import {describe, expect, it} from 'vitest';
import {ARKD_ROUND} from '../../src/features/roundExplainer/options';
import {branchTo, buildTxTree, positionOf, type TxTreeShape} from '../../src/features/roundExplainer/model';

function shapeOf(tree: TxTreeShape) {
  return {
    txCount: tree.txCount,
    levelSizes: tree.levels.map((level) => level.length),
    leafPositions: tree.leafOfReceiver.map(positionOf),
  };
}

const range = (level: number, count: number) => Array.from({length: count}, (_, index) => `${level}.${index}`);

describe('the VTXO tree (radix 2)', () => {
  const cases = [
    // One receiver: `createTxTree` never groups, so the root is the leaf itself.
    {receivers: 1, txCount: 1, levelSizes: [1], leafPositions: ['0.0']},
    // Two: one branch over both leaves.
    {receivers: 2, txCount: 3, levelSizes: [1, 2], leafPositions: range(1, 2)},
    // Three: pass 1 groups l0,l1 and carries l2 up; pass 2 groups (B01, l2). l2 is a leaf at level 1.
    {receivers: 3, txCount: 5, levelSizes: [1, 2, 2], leafPositions: [...range(2, 2), '1.1']},
    // Four: (B01, B23), then the root: a full tree of 3 levels.
    {receivers: 4, txCount: 7, levelSizes: [1, 2, 4], leafPositions: range(2, 4)},
    // Five: pass 1 carries l4 ([B01, B23, l4]), pass 2 carries it again ([B0123, l4]), pass 3 makes the root.
    {receivers: 5, txCount: 9, levelSizes: [1, 2, 2, 4], leafPositions: [...range(3, 4), '1.1']},
    // Seven: [B01, B23, B45, l6], then [B0123, B45-6], then the root; l6 sits beside B45 at level 2.
    {receivers: 7, txCount: 13, levelSizes: [1, 2, 4, 6], leafPositions: [...range(3, 6), '2.3']},
    // Eight: a full tree.
    {receivers: 8, txCount: 15, levelSizes: [1, 2, 4, 8], leafPositions: range(3, 8)},
    // Nine: l8 is carried up three times and ends beside the root's other child, at level 1 of 5 levels.
    {receivers: 9, txCount: 17, levelSizes: [1, 2, 2, 4, 8], leafPositions: [...range(4, 8), '1.1']},
    // Sixteen: a full tree of 5 levels.
    {receivers: 16, txCount: 31, levelSizes: [1, 2, 4, 8, 16], leafPositions: range(4, 16)},
  ];

  it.each(cases)(
    'has $txCount transactions in levels of $levelSizes for $receivers receivers',
    ({receivers, ...expected}) => {
      expect(shapeOf(buildTxTree(receivers, ARKD_ROUND.vtxoTreeRadix))).toEqual(expected);
    },
  );

  it('has 2n - 1 transactions for every n from 1 to 16, since every branch has exactly two outputs', () => {
    for (let receivers = 1; receivers <= 16; receivers += 1) {
      const tree = buildTxTree(receivers, ARKD_ROUND.vtxoTreeRadix);
      expect(tree.txCount, `${receivers} receivers`).toBe(2 * receivers - 1);
      expect(
        tree.levels
          .flat()
          .filter((tx) => tx.children.length > 0)
          .every((tx) => tx.children.length === 2),
      ).toBe(true);
    }
  });

  it('spends output i of the parent from its i-th child', () => {
    const tree = buildTxTree(3, ARKD_ROUND.vtxoTreeRadix);
    const [b01, l2] = tree.root.children;
    expect([b01!.parentVout, l2!.parentVout]).toEqual([0, 1]);
    expect(l2!.receiver).toBe(2);
    expect(b01!.children.map((child) => child.receiver)).toEqual([0, 1]);
  });

  it('gives a branch from the root to the leaf, as TxTree.Branch does', () => {
    const tree = buildTxTree(5, ARKD_ROUND.vtxoTreeRadix);
    expect(branchTo(tree.leafOfReceiver[4]!).map(positionOf)).toEqual(['0.0', '1.1']);
    expect(branchTo(tree.leafOfReceiver[0]!).map(positionOf)).toEqual(['0.0', '1.0', '2.0', '3.0']);
  });

  it('refuses a tree without receivers, as arkd does ("no receivers provided")', () => {
    expect(() => buildTxTree(0, ARKD_ROUND.vtxoTreeRadix)).toThrow(RangeError);
  });
});

describe('the connector tree (radix 4)', () => {
  const cases = [
    {connectors: 1, txCount: 1, levelSizes: [1], arkdLeafOrder: ['0.0']},
    // Fewer nodes than the radix: one branch with that many outputs.
    {connectors: 2, txCount: 3, levelSizes: [1, 2], arkdLeafOrder: range(1, 2)},
    {connectors: 3, txCount: 4, levelSizes: [1, 3], arkdLeafOrder: range(1, 3)},
    {connectors: 4, txCount: 5, levelSizes: [1, 4], arkdLeafOrder: range(1, 4)},
    // Five: pass 1 groups l0-l3 and carries l4; pass 2 has 2 < 4 nodes: a root with two outputs.
    // Leaves() lists the last level, then l4 found at level 1.
    {connectors: 5, txCount: 7, levelSizes: [1, 2, 4], arkdLeafOrder: [...range(2, 4), '1.1']},
    // Six: [B0123, l4, l5] become a root with three outputs.
    {connectors: 6, txCount: 8, levelSizes: [1, 3, 4], arkdLeafOrder: [...range(2, 4), '1.1', '1.2']},
    // Eight: [B0123, B4567] under a root with two outputs.
    {connectors: 8, txCount: 11, levelSizes: [1, 2, 8], arkdLeafOrder: range(2, 8)},
    // Nine: [B0123, B4567, l8] under a root with three outputs.
    {connectors: 9, txCount: 12, levelSizes: [1, 3, 8], arkdLeafOrder: [...range(2, 8), '1.2']},
    // Sixteen: four full branches under a root with four outputs.
    {connectors: 16, txCount: 21, levelSizes: [1, 4, 16], arkdLeafOrder: range(2, 16)},
    // Seventeen (16 refreshes and a collaborative exit): l16 is carried twice and ends at level 1 of 4.
    {connectors: 17, txCount: 23, levelSizes: [1, 2, 4, 16], arkdLeafOrder: [...range(3, 16), '1.1']},
  ];

  it.each(cases)(
    'has $txCount transactions in levels of $levelSizes for $connectors connectors',
    ({connectors, txCount, levelSizes, arkdLeafOrder}) => {
      const tree = buildTxTree(connectors, ARKD_ROUND.connectorTreeRadix);
      expect({txCount: tree.txCount, levelSizes: tree.levels.map((level) => level.length)}).toEqual({
        txCount,
        levelSizes,
      });
      expect(tree.leavesInArkdOrder.map(positionOf)).toEqual(arkdLeafOrder);
    },
  );

  it('never gives a branch more than four outputs', () => {
    for (let connectors = 1; connectors <= 17; connectors += 1) {
      const tree = buildTxTree(connectors, ARKD_ROUND.connectorTreeRadix);
      expect(
        Math.max(...tree.levels.flat().map((tx) => tx.children.length)),
        `${connectors} connectors`,
      ).toBeLessThanOrEqual(4);
    }
  });
});
