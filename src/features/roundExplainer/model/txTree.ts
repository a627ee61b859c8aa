// The shape of arkd v0.6.3's VTXO and connector trees, as `createTxTree`, `createUpperLevel` and `toTxTree` in
// common/tree/builder.go and `TxTree.Leaves` and `TxTree.Branch` in common/tree/tx_tree.go make them.

export interface TreeTx {
  /** Distance from the root (0), as the indexer API's `level`. */
  readonly level: number;
  /** Position within its level, left to right, as the indexer API's `levelIndex`. */
  readonly levelIndex: number;
  /** Null for the root, which spends the commitment transaction. */
  readonly parent: TreeTx | null;
  /** For the root, its place in the commitment tx is the caller's business. */
  readonly parentVout: number;
  /** One output per child, in output order: output i pays child i. Empty for a leaf. */
  readonly children: readonly TreeTx[];
  /** For a leaf, the index of the receiver it pays, in the order the builder was given them. */
  readonly receiver: number | null;
}

export interface TxTreeShape {
  /** Each level left to right, as arkd's `TxTree`. */
  readonly levels: readonly (readonly TreeTx[])[];
  readonly root: TreeTx;
  readonly txCount: number;
  readonly leafOfReceiver: readonly TreeTx[];
  /** The leaves in the order `TxTree.Leaves()` returns them: the whole last level, then the leaves of earlier levels. */
  readonly leavesInArkdOrder: readonly TreeTx[];
}

type DraftNode = {receiver: number | null; children: DraftNode[]};

/**
 * One pass of arkd's `createUpperLevel`. When the count is not a multiple of the radix, the last `count % radix`
 * nodes are carried up unchanged, which is why a tree of 5 receivers has a leaf at level 1.
 */
function groupUnderBranches(nodes: DraftNode[], radix: number): DraftNode[] {
  if (nodes.length <= 1) return nodes;
  if (nodes.length < radix) return groupUnderBranches(nodes, nodes.length);
  const carried = nodes.length % radix;
  if (carried !== 0) {
    const grouped = groupUnderBranches(nodes.slice(0, nodes.length - carried), radix);
    return [...grouped, ...nodes.slice(nodes.length - carried)];
  }
  const branches: DraftNode[] = [];
  for (let start = 0; start < nodes.length; start += radix) {
    branches.push({receiver: null, children: nodes.slice(start, start + radix)});
  }
  return branches;
}

/** As arkd, refuses an empty list of receivers ("no receivers provided"). */
export function buildTxTree(receiverCount: number, radix: number): TxTreeShape {
  if (receiverCount < 1) throw new RangeError(`A tree needs at least one receiver, got ${receiverCount}`);
  let nodes: DraftNode[] = Array.from({length: receiverCount}, (_, receiver) => ({receiver, children: []}));
  while (nodes.length > 1) nodes = groupUnderBranches(nodes, radix);

  // Depth first, children in output order, numbers each level left to right: the order of arkd's `toTxTree`.
  const levels: TreeTx[][] = [];
  const leafOfReceiver: TreeTx[] = [];
  const place = ({receiver, children}: DraftNode, parent: TreeTx | null, parentVout: number): TreeTx => {
    const level = parent ? parent.level + 1 : 0;
    const atLevel = (levels[level] ??= []);
    const tx = {level, levelIndex: atLevel.length, parent, parentVout, receiver, children: [] as TreeTx[]};
    atLevel.push(tx);
    if (receiver !== null) leafOfReceiver[receiver] = tx;
    tx.children = children.map((child, vout) => place(child, tx, vout));
    return tx;
  };
  const root = place(nodes[0]!, null, 0);
  const earlierLeaves = levels.slice(0, -1).flatMap((level) => level.filter((tx) => tx.children.length === 0));

  return {
    levels,
    root,
    txCount: levels.reduce((count, level) => count + level.length, 0),
    leafOfReceiver,
    leavesInArkdOrder: [...levels[levels.length - 1]!, ...earlierLeaves],
  };
}

/** The transactions to broadcast to put a leaf on-chain, root first (arkd's `TxTree.Branch`). */
export function branchTo(leaf: TreeTx): TreeTx[] {
  const branch: TreeTx[] = [];
  for (let tx: TreeTx | null = leaf; tx; tx = tx.parent) branch.unshift(tx);
  return branch;
}

export function allTxs(tree: TxTreeShape): TreeTx[] {
  return tree.levels.flat();
}

/** "level.levelIndex", as the indexer API numbers tree nodes. */
export function positionOf(tx: TreeTx): string {
  return `${tx.level}.${tx.levelIndex}`;
}
