/**
 * One id and one name for each drawable part of a round. The diagram, its description and the caption all name
 * things from here, so that what a reader sees highlighted and what a screen reader hears are the same words.
 */
import {forfeitOf, type CommitmentInput, type CommitmentOutput, type Participant, type RoundModel} from './round';
import {allTxs, branchTo, positionOf, type TreeTx} from './txTree';

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

/** What kind of thing an element is, for summaries ("7 VTXO tree transactions"). */
export type ElementGroup =
  | 'commitment'
  | 'commitment-input'
  | 'commitment-output'
  | 'vtxo-tree'
  | 'vtxo'
  | 'connector-tree'
  | 'connector'
  | 'old-vtxo'
  | 'forfeit';

export interface RoundElement {
  readonly id: ElementId;
  readonly name: string;
  readonly group: ElementGroup;
}

/** In reading order, which the summaries of what is highlighted follow. */
export function roundElements(round: RoundModel): RoundElement[] {
  const elements: RoundElement[] = [
    {id: elementId.commitment, name: 'the commitment transaction', group: 'commitment'},
  ];
  for (const input of round.commitmentInputs) {
    elements.push({
      id: elementId.commitmentInput(input),
      name: `${commitmentInputName(input)} (input)`,
      group: 'commitment-input',
    });
  }
  for (const output of round.commitmentOutputs) {
    elements.push({
      id: elementId.commitmentOutput(output),
      name: commitmentOutputName(output),
      group: 'commitment-output',
    });
  }
  for (const tx of allTxs(round.vtxoTree)) {
    elements.push({id: elementId.vtxoTx(tx), name: vtxoTxName(tx), group: 'vtxo-tree'});
    if (tx.receiver !== null) {
      const receiver = round.receivers[tx.receiver]!;
      elements.push({
        id: elementId.vtxo(receiver),
        name: `${receiver.name}'s new VTXO (${sats(receiver.amount)})`,
        group: 'vtxo',
      });
    }
  }
  if (round.connectorTree) {
    for (const tx of allTxs(round.connectorTree)) {
      elements.push({id: elementId.connectorTx(tx), name: connectorTxName(tx), group: 'connector-tree'});
      if (tx.children.length === 0)
        elements.push({id: elementId.connector(tx), name: `the connector of ${positionOf(tx)}`, group: 'connector'});
    }
  }
  for (const forfeit of round.forfeits) {
    elements.push({
      id: elementId.oldVtxo(forfeit.participant),
      name: `${forfeit.participant.name}'s old VTXO`,
      group: 'old-vtxo',
    });
    elements.push({
      id: elementId.forfeit(forfeit.participant),
      name: `${forfeit.participant.name}'s forfeit transaction`,
      group: 'forfeit',
    });
  }
  return elements;
}

export function connectorBranchOf(round: RoundModel, participant: Participant): TreeTx[] {
  const forfeit = forfeitOf(round, participant);
  return forfeit ? branchTo(forfeit.connector) : [];
}
