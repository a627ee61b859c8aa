/**
 * Trees grow left to right, one column per level and one row per leaf, so that a big round gets taller rather than
 * wider and the default one fits a phone's width.
 */
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
} from '@site/src/features/roundExplainer/model';

/** A 390 px phone less the page's gutters, the explainer's padding and the borders of the explainer and scroller. */
export const PHONE_DIAGRAM_WIDTH = 390 - 2 * 16 - 2 * 9.6 - 2 - 2;

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

export interface Box {
  readonly key: string;
  /** Not unique: an output and the tag at its tree's root show one element. */
  readonly element: ElementId;
  readonly kind: BoxKind;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly label: string;
  readonly detail?: string;
}

export interface Edge {
  readonly key: string;
  /** The element the edge feeds (it takes that element's state): a transaction, or the output it stands for. */
  readonly element: ElementId;
  readonly path: string;
}

export interface Heading {
  readonly key: string;
  readonly x: number;
  readonly y: number;
  readonly text: string;
  readonly detail: string;
}

export interface DiagramLayout {
  readonly width: number;
  readonly height: number;
  readonly boxes: readonly Box[];
  readonly edges: readonly Edge[];
  readonly headings: readonly Heading[];
}

function elbow(from: {x: number; y: number}, to: {x: number; y: number}): string {
  const middle = from.x + (to.x - from.x) / 2;
  return `M${from.x} ${from.y}H${middle}V${to.y}H${to.x}`;
}

function shortOutputLabel(output: CommitmentOutput): string {
  switch (output.kind) {
    case 'batch':
      return `out ${output.vout} batch`;
    case 'connectors':
      return `out ${output.vout} connectors`;
    case 'onchain':
      return `out ${output.vout} ${output.participant.name}`;
    case 'change':
      return `out ${output.vout} change`;
  }
}

const chipWidth = (label: string) => GEOMETRY.chipPadding + label.length * GEOMETRY.chipCharWidth;

function rowCentres(tree: TxTreeShape, top: number, rowHeight: number): Map<TreeTx, number> {
  const centres = new Map<TreeTx, number>();
  let nextRow = 0;
  const place = (tx: TreeTx): number => {
    if (tx.children.length === 0) {
      const centre = top + rowHeight * (nextRow + 0.5);
      nextRow += 1;
      centres.set(tx, centre);
      return centre;
    }
    const childCentres = tx.children.map(place);
    const centre = (childCentres[0]! + childCentres[childCentres.length - 1]!) / 2;
    centres.set(tx, centre);
    return centre;
  };
  place(tree.root);
  return centres;
}

interface TreeSection {
  boxes: Box[];
  edges: Edge[];
  /** The right edge of the deepest level. */
  right: number;
  centres: Map<TreeTx, number>;
}

function layoutTree(
  tree: TxTreeShape,
  top: number,
  rowHeight: number,
  spentOutput: CommitmentOutput,
  kind: 'tree-tx' | 'connector-tx',
  idOf: (tx: TreeTx) => ElementId,
): TreeSection {
  const {margin, rootTagWidth, levelStep, txWidth, txHeight, chipHeight} = GEOMETRY;
  const left = margin + rootTagWidth + 8;
  const centres = rowCentres(tree, top, rowHeight);
  const boxes: Box[] = [];
  const edges: Edge[] = [];
  const rootCentre = centres.get(tree.root)!;
  boxes.push({
    key: `${kind}/tag`,
    element: elementId.commitmentOutput(spentOutput),
    kind: 'root-tag',
    x: margin,
    y: rootCentre - chipHeight / 2,
    width: rootTagWidth,
    height: chipHeight,
    label: `out ${spentOutput.vout}`,
  });
  edges.push({
    key: `${kind}/tag-edge`,
    element: idOf(tree.root),
    path: elbow({x: margin + rootTagWidth, y: rootCentre}, {x: left, y: rootCentre}),
  });
  for (const tx of allTxs(tree)) {
    const x = left + tx.level * levelStep;
    const y = centres.get(tx)!;
    boxes.push({
      key: idOf(tx),
      element: idOf(tx),
      kind,
      x,
      y: y - txHeight / 2,
      width: txWidth,
      height: txHeight,
      label: positionOf(tx),
    });
    if (tx.parent) {
      const parentRight = left + tx.parent.level * levelStep + txWidth;
      edges.push({
        key: `edge/${idOf(tx)}`,
        element: idOf(tx),
        path: elbow({x: parentRight, y: centres.get(tx.parent)!}, {x, y}),
      });
    }
  }
  return {boxes, edges, right: left + (tree.levels.length - 1) * levelStep + txWidth, centres};
}

const sats = (amount: number) => amount.toLocaleString('en-US');
const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

export interface LayoutOptions {
  readonly showConnectors: boolean;
}

export function layoutRound(round: RoundModel, {showConnectors}: LayoutOptions): DiagramLayout {
  const {
    margin,
    padding,
    chipHeight,
    chipGap,
    headingHeight,
    sectionGap,
    lineHeight,
    vtxoWidth,
    txWidth,
    forfeitWidth,
    forfeitHeight,
  } = GEOMETRY;
  const boxes: Box[] = [];
  const edges: Edge[] = [];
  const headings: Heading[] = [];

  const chipsLeft = margin + padding;
  const chipsRight = margin + GEOMETRY.commitmentMaxWidth - padding;
  let chipTop = margin + padding + lineHeight + 4;
  let x = chipsLeft;
  let widest = chipsLeft;
  const placeChip = (box: Omit<Box, 'x' | 'y' | 'width' | 'height'>, newRow: boolean) => {
    const width = chipWidth(box.label);
    if (newRow || (x > chipsLeft && x + width > chipsRight)) {
      x = chipsLeft;
      chipTop += chipHeight + chipGap;
    }
    boxes.push({...box, x, y: chipTop, width, height: chipHeight});
    x += width + chipGap;
    widest = Math.max(widest, x - chipGap);
  };
  round.commitmentInputs.forEach((input) => {
    const id = elementId.commitmentInput(input);
    placeChip(
      {key: id, element: id, kind: 'input', label: `in ${commitmentInputName(input).replace(/^the /, '')}`},
      false,
    );
  });
  round.commitmentOutputs.forEach((output, index) => {
    const id = elementId.commitmentOutput(output);
    placeChip({key: id, element: id, kind: 'output', label: shortOutputLabel(output)}, index === 0);
  });
  const commitmentWidth = widest + padding - margin;
  const commitmentHeight = chipTop + chipHeight + padding - margin;
  boxes.unshift({
    key: elementId.commitment,
    element: elementId.commitment,
    kind: 'commitment',
    x: margin,
    y: margin,
    width: commitmentWidth,
    height: commitmentHeight,
    label: 'Commitment transaction',
  });

  let top = margin + commitmentHeight + sectionGap;
  const batch = round.commitmentOutputs.find((output) => output.kind === 'batch')!;
  headings.push({
    key: 'vtxo-heading',
    x: margin,
    y: top + lineHeight,
    text: 'VTXO tree (radix 2)',
    detail: `${plural(round.vtxoTree.txCount, 'transaction')} in ${plural(round.vtxoTree.levels.length, 'level')}`,
  });
  top += headingHeight;
  const vtxoSection = layoutTree(round.vtxoTree, top, GEOMETRY.vtxoRowHeight, batch, 'tree-tx', elementId.vtxoTx);
  boxes.push(...vtxoSection.boxes);
  edges.push(...vtxoSection.edges);
  const vtxoLeft = vtxoSection.right + 12;
  round.vtxoTree.leafOfReceiver.forEach((leaf, receiverIndex) => {
    const receiver = round.receivers[receiverIndex]!;
    const y = vtxoSection.centres.get(leaf)!;
    const id = elementId.vtxo(receiver);
    boxes.push({
      key: id,
      element: id,
      kind: 'vtxo',
      x: vtxoLeft,
      y: y - chipHeight / 2,
      width: vtxoWidth,
      height: chipHeight,
      label: `${receiver.name} · ${sats(receiver.amount)}`,
    });
    const leafRight = vtxoSection.right - (round.vtxoTree.levels.length - 1 - leaf.level) * GEOMETRY.levelStep;
    edges.push({key: `edge/${id}`, element: id, path: elbow({x: leafRight, y}, {x: vtxoLeft, y})});
  });
  let right = Math.max(margin + commitmentWidth, vtxoLeft + vtxoWidth);
  top += round.vtxoTree.leafOfReceiver.length * GEOMETRY.vtxoRowHeight;

  const connectorTree = round.connectorTree;
  const connectorOutput = round.commitmentOutputs.find((output) => output.kind === 'connectors');
  if (showConnectors && connectorTree && connectorOutput) {
    top += sectionGap;
    headings.push({
      key: 'connector-heading',
      x: margin,
      y: top + lineHeight,
      text: 'Connector tree (radix 4) and forfeits',
      detail: `${plural(connectorTree.txCount, 'transaction')} in ${plural(connectorTree.levels.length, 'level')}, ${plural(round.forfeits.length, 'forfeit')}`,
    });
    top += headingHeight;
    const section = layoutTree(
      connectorTree,
      top,
      GEOMETRY.connectorRowHeight,
      connectorOutput,
      'connector-tx',
      elementId.connectorTx,
    );
    boxes.push(...section.boxes);
    edges.push(...section.edges);
    const forfeitLeft = section.right + 16;
    for (const forfeit of round.forfeits) {
      const y = section.centres.get(forfeit.connector)!;
      const name = forfeit.participant.name;
      const boxTop = y - forfeitHeight / 2;
      const leafRight =
        section.right - (connectorTree.levels.length - 1 - forfeit.connector.level) * GEOMETRY.levelStep;
      edges.push({
        key: `edge/${elementId.connector(forfeit.connector)}`,
        element: elementId.connector(forfeit.connector),
        path: elbow({x: leafRight, y}, {x: forfeitLeft, y: boxTop + 10}),
      });
      boxes.push({
        key: elementId.forfeit(forfeit.participant),
        element: elementId.forfeit(forfeit.participant),
        kind: 'forfeit',
        x: forfeitLeft,
        y: boxTop,
        width: forfeitWidth,
        height: forfeitHeight,
        label: `${name}'s forfeit`,
      });
      boxes.push({
        key: elementId.oldVtxo(forfeit.participant),
        element: elementId.oldVtxo(forfeit.participant),
        kind: 'old-vtxo',
        x: forfeitLeft + 5,
        y: boxTop + 20,
        width: forfeitWidth - 10,
        height: chipHeight - 5,
        label: '+ old VTXO',
      });
    }
    right = Math.max(right, forfeitLeft + forfeitWidth);
    top += round.forfeits.length * GEOMETRY.connectorRowHeight;
  }

  // Keep the tree's own widest box in view even for a one-transaction tree.
  right = Math.max(right, margin + GEOMETRY.rootTagWidth + 8 + txWidth);
  return {width: Math.ceil(right + margin), height: Math.ceil(top + margin), boxes, edges, headings};
}
