// One id and one name for each drawable part of a round. The diagram, its description and the caption all name
// things from here, so that what a reader sees highlighted and what a screen reader hears are the same words.
import {type CommitmentInput, type CommitmentOutput, type Participant, type RoundModel} from './round';
import {allTxs, positionOf, type TreeTx} from './txTree';

export type ElementId = string;

export const elementId = {
  commitment: 'commitment',
  commitmentInput: (input: CommitmentInput): ElementId =>
    input.kind === 'boarding' ? `commitment/in/boarding/${input.participant.name}` : 'commitment/in/server',
  commitmentOutput: (output: CommitmentOutput): ElementId => `commitment/out/${output.vout}`,
  vtxoTx: (tx: TreeTx): ElementId => `vtxo-tree/${positionOf(tx)}`,
  vtxo: (receiver: Participant): ElementId => `vtxo/${receiver.name}`,
  connectorTx: (tx: TreeTx): ElementId => `connector-tree/${positionOf(tx)}`,
  connector: (tx: TreeTx): ElementId => `connector/${positionOf(tx)}`,
  forfeit: (participant: Participant): ElementId => `forfeit/${participant.name}`,
  oldVtxo: (participant: Participant): ElementId => `old-vtxo/${participant.name}`,
} as const;

const sats = (amount: number): string => `${amount.toLocaleString('en-US')} sats`;

export function commitmentInputName(input: CommitmentInput): string {
  return input.kind === 'boarding' ? `${input.participant.name}'s boarding UTXO` : "the server's coins";
}

export function commitmentOutputName(output: CommitmentOutput): string {
  switch (output.kind) {
    case 'batch':
      return `output ${output.vout}, the batch output (${sats(output.vtxoTotal)} of VTXOs, plus tree fees)`;
    case 'connectors':
      return `output ${output.vout}, the connector output (${output.connectorCount} connector${output.connectorCount === 1 ? '' : 's'})`;
    case 'onchain':
      return `output ${output.vout}, ${output.participant.name}'s on-chain output (${sats(output.participant.amount)})`;
    case 'change':
      return `output ${output.vout}, the server's change (only when above dust)`;
  }
}

export function vtxoTxName(tx: TreeTx): string {
  const role = tx.parent === null ? 'root' : tx.children.length === 0 ? 'leaf' : 'branch';
  return `VTXO tree transaction ${positionOf(tx)} (${role})`;
}

export function connectorTxName(tx: TreeTx): string {
  return `connector tree transaction ${positionOf(tx)}`;
}

/** What kind of thing an element is, with its plural for summaries ("7 VTXO tree transactions"). */
export const GROUP_PLURALS = {
  commitment: 'round transactions',
  'commitment-input': 'round transaction inputs',
  'commitment-output': 'round transaction outputs',
  'vtxo-tree': 'VTXO tree transactions',
  vtxo: 'new VTXOs',
  'connector-tree': 'connector tree transactions',
  connector: 'connectors',
  'old-vtxo': 'old VTXOs',
  forfeit: 'forfeit transactions',
} as const;

export type ElementGroup = keyof typeof GROUP_PLURALS;

export type RoundElement = {readonly id: ElementId; readonly name: string; readonly group: ElementGroup};

/** In reading order, which the summaries of what is highlighted follow. */
export function roundElements(round: RoundModel): RoundElement[] {
  const elements: RoundElement[] = [];
  const add = (id: ElementId, name: string, group: ElementGroup) => elements.push({id, name, group});
  add(elementId.commitment, 'the round transaction', 'commitment');
  for (const input of round.commitmentInputs) {
    add(elementId.commitmentInput(input), `${commitmentInputName(input)} (input)`, 'commitment-input');
  }
  for (const output of round.commitmentOutputs) {
    add(elementId.commitmentOutput(output), commitmentOutputName(output), 'commitment-output');
  }
  for (const tx of allTxs(round.vtxoTree)) {
    add(elementId.vtxoTx(tx), vtxoTxName(tx), 'vtxo-tree');
    const receiver = tx.receiver === null ? undefined : round.receivers[tx.receiver]!;
    if (receiver) add(elementId.vtxo(receiver), `${receiver.name}'s new VTXO (${sats(receiver.amount)})`, 'vtxo');
  }
  for (const tx of round.connectorTree ? allTxs(round.connectorTree) : []) {
    add(elementId.connectorTx(tx), connectorTxName(tx), 'connector-tree');
    if (tx.children.length === 0) add(elementId.connector(tx), `the connector of ${positionOf(tx)}`, 'connector');
  }
  for (const {participant} of round.forfeits) {
    add(elementId.oldVtxo(participant), `${participant.name}'s old VTXO`, 'old-vtxo');
    add(elementId.forfeit(participant), `${participant.name}'s forfeit transaction`, 'forfeit');
  }
  return elements;
}
