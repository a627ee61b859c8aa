// Trees grow left to right, one column per level and one row per leaf, so that a big round gets taller rather than
// wider and the default one fits a phone's width.
import {
  allTxs,
  commitmentInputName,
  elementId,
  positionOf,
  type CommitmentOutput,
  type ElementId,
  type RoundModel,
  type TreeTx,
  type TxTreeShape,
} from './model';

/** The diagram's scroller has a 1 px border each side (./styles.module.css `.scroller`). */
export const SCROLLER_BORDERS = 2;

const GEOMETRY = {
  margin: 8,
  padding: 8,
  levelStep: 56,
  txWidth: 40,
  txHeight: 22,
  vtxoRowHeight: 30,
  /** Connector rows are taller: each holds a forfeit with two lines. */
  connectorRowHeight: 46,
  vtxoWidth: 104,
  chipHeight: 20,
  chipGap: 6,
  /** Chips are sized to their label without measuring it: this much per character of the 10.5 px text. */
  chipCharWidth: 6,
  chipPadding: 14,
  forfeitWidth: 132,
  forfeitHeight: 40,
  rootTagWidth: 32,
  headingHeight: 40,
  /** The commitment transaction's chips wrap to a new row past this width, so that it fits a phone. */
  commitmentMaxWidth: 318,
  sectionGap: 14,
  lineHeight: 16,
} as const;

export type BoxKind =
  'commitment' | 'input' | 'output' | 'root-tag' | 'tree-tx' | 'vtxo' | 'connector-tx' | 'forfeit' | 'old-vtxo';

type Point = {readonly x: number; readonly y: number};

export interface Box extends Point {
  /** Not unique: an output and the tag at its tree's root show one element. */
  readonly element: ElementId;
  readonly kind: BoxKind;
  readonly width: number;
  readonly height: number;
  readonly label: string;
}

/** `element`: what the edge feeds, whose state it takes: a transaction, or the output it stands for. */
type Edge = {readonly element: ElementId; readonly path: string};

type Heading = Point & {readonly text: string; readonly detail: string};

export type DiagramLayout = ReturnType<typeof layoutRound>;

function elbow(from: Point, to: Point): string {
  const middle = from.x + (to.x - from.x) / 2;
  return `M${from.x} ${from.y}H${middle}V${to.y}H${to.x}`;
}

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;
const txsInLevels = (tree: TxTreeShape) =>
  `${plural(tree.txCount, 'transaction')} in ${plural(tree.levels.length, 'level')}`;

/** One row per leaf, in order; a branch is centred between its first and last children. */
function rowCentres(tree: TxTreeShape, top: number, rowHeight: number): Map<TreeTx, number> {
  const centres = new Map<TreeTx, number>();
  let row = 0;
  const place = (tx: TreeTx): number => {
    const children = tx.children.map(place);
    const centre = children.length > 0 ? (children[0]! + children.at(-1)!) / 2 : top + rowHeight * (row + 0.5);
    if (children.length === 0) row += 1;
    centres.set(tx, centre);
    return centre;
  };
  place(tree.root);
  return centres;
}

export function layoutRound(round: RoundModel, {showConnectors}: {showConnectors: boolean}) {
  const {margin, padding, chipHeight, chipGap, sectionGap, lineHeight, levelStep, txWidth, rootTagWidth} = GEOMETRY;
  const boxes: Box[] = [];
  const edges: Edge[] = [];
  const headings: Heading[] = [];

  // The commitment transaction: its inputs, then its outputs from a new row, as chips that wrap to its width.
  const chipsLeft = margin + padding;
  const chipsRight = margin + GEOMETRY.commitmentMaxWidth - padding;
  let chipTop = margin + padding + lineHeight + 4;
  let x = chipsLeft;
  let widest = chipsLeft;
  const placeChip = (kind: 'input' | 'output', element: ElementId, label: string, newRow: boolean) => {
    const width = GEOMETRY.chipPadding + label.length * GEOMETRY.chipCharWidth;
    if (newRow || (x > chipsLeft && x + width > chipsRight)) {
      x = chipsLeft;
      chipTop += chipHeight + chipGap;
    }
    boxes.push({element, kind, label, x, y: chipTop, width, height: chipHeight});
    x += width + chipGap;
    widest = Math.max(widest, x - chipGap);
  };
  for (const input of round.commitmentInputs) {
    const label = `in ${commitmentInputName(input).replace(/^the /, '')}`;
    placeChip('input', elementId.commitmentInput(input), label, false);
  }
  round.commitmentOutputs.forEach((output, index) => {
    const label = `out ${output.vout} ${output.kind === 'onchain' ? output.participant.name : output.kind}`;
    placeChip('output', elementId.commitmentOutput(output), label, index === 0);
  });
  const commitmentWidth = widest + padding - margin;
  const commitmentHeight = chipTop + chipHeight + padding - margin;
  boxes.unshift({
    element: elementId.commitment,
    kind: 'commitment',
    label: 'Round transaction',
    x: margin,
    y: margin,
    width: commitmentWidth,
    height: commitmentHeight,
  });
  let top = margin + commitmentHeight;
  let right = margin + commitmentWidth;

  /** A heading, then the tree, one row per leaf, with a tag for the output its root spends. */
  const placeTree = (
    heading: Omit<Heading, 'x' | 'y'>,
    tree: TxTreeShape,
    rowHeight: number,
    spentOutput: CommitmentOutput,
    kind: 'tree-tx' | 'connector-tx',
    idOf: (tx: TreeTx) => ElementId,
  ) => {
    top += sectionGap;
    headings.push({...heading, x: margin, y: top + lineHeight});
    top += GEOMETRY.headingHeight;
    const centres = rowCentres(tree, top, rowHeight);
    top += tree.leafOfReceiver.length * rowHeight;
    const left = margin + rootTagWidth + 8;
    const leftOf = (tx: TreeTx) => left + tx.level * levelStep;
    const endOf = (tx: TreeTx): Point => ({x: leftOf(tx) + txWidth, y: centres.get(tx)!});
    const rootCentre = centres.get(tree.root)!;
    boxes.push({
      element: elementId.commitmentOutput(spentOutput),
      kind: 'root-tag',
      label: `out ${spentOutput.vout}`,
      x: margin,
      y: rootCentre - chipHeight / 2,
      width: rootTagWidth,
      height: chipHeight,
    });
    edges.push({
      element: idOf(tree.root),
      path: elbow({x: margin + rootTagWidth, y: rootCentre}, {x: left, y: rootCentre}),
    });
    for (const tx of allTxs(tree)) {
      const x = leftOf(tx);
      const y = centres.get(tx)!;
      boxes.push({
        element: idOf(tx),
        kind,
        label: positionOf(tx),
        x,
        y: y - GEOMETRY.txHeight / 2,
        width: txWidth,
        height: GEOMETRY.txHeight,
      });
      if (tx.parent) edges.push({element: idOf(tx), path: elbow(endOf(tx.parent), {x, y})});
    }
    return {endOf, right: left + (tree.levels.length - 1) * levelStep + txWidth};
  };

  const vtxoTree = placeTree(
    {text: 'VTXO tree (radix 2)', detail: txsInLevels(round.vtxoTree)},
    round.vtxoTree,
    GEOMETRY.vtxoRowHeight,
    round.batchOutput,
    'tree-tx',
    elementId.vtxoTx,
  );
  const vtxoLeft = vtxoTree.right + 12;
  round.receivers.forEach((receiver, index) => {
    const leafEnd = vtxoTree.endOf(round.vtxoTree.leafOfReceiver[index]!);
    const element = elementId.vtxo(receiver);
    const label = `${receiver.name} · ${receiver.amount.toLocaleString('en-US')}`;
    boxes.push({
      element,
      kind: 'vtxo',
      label,
      x: vtxoLeft,
      y: leafEnd.y - chipHeight / 2,
      width: GEOMETRY.vtxoWidth,
      height: chipHeight,
    });
    edges.push({element, path: elbow(leafEnd, {x: vtxoLeft, y: leafEnd.y})});
  });
  right = Math.max(right, vtxoLeft + GEOMETRY.vtxoWidth);

  if (showConnectors && round.connectorTree && round.connectorOutput) {
    const {forfeitWidth, forfeitHeight} = GEOMETRY;
    const connectorTree = placeTree(
      {
        text: 'Connector tree (radix 4) and forfeits',
        detail: `${txsInLevels(round.connectorTree)}, ${plural(round.forfeits.length, 'forfeit')}`,
      },
      round.connectorTree,
      GEOMETRY.connectorRowHeight,
      round.connectorOutput,
      'connector-tx',
      elementId.connectorTx,
    );
    const forfeitLeft = connectorTree.right + 16;
    for (const {participant, connector} of round.forfeits) {
      const leafEnd = connectorTree.endOf(connector);
      const boxTop = leafEnd.y - forfeitHeight / 2;
      edges.push({element: elementId.connector(connector), path: elbow(leafEnd, {x: forfeitLeft, y: boxTop + 10})});
      boxes.push(
        {
          element: elementId.forfeit(participant),
          kind: 'forfeit',
          label: `${participant.name}'s forfeit`,
          x: forfeitLeft,
          y: boxTop,
          width: forfeitWidth,
          height: forfeitHeight,
        },
        {
          element: elementId.oldVtxo(participant),
          kind: 'old-vtxo',
          label: '+ old VTXO',
          x: forfeitLeft + 5,
          y: boxTop + 20,
          width: forfeitWidth - 10,
          height: chipHeight - 5,
        },
      );
    }
    right = Math.max(right, forfeitLeft + forfeitWidth);
  }

  return {width: Math.ceil(right + margin), height: Math.ceil(top + margin), boxes, edges, headings};
}
