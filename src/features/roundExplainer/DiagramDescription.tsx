import type {ReactNode} from 'react';
import {
  commitmentInputName,
  commitmentOutputName,
  connectorTxName,
  elementId,
  GROUP_PLURALS,
  stateOf,
  vtxoTxName,
  type ElementGroup,
  type ElementId,
  type ElementState,
  type Highlight,
  type RoundElement,
  type RoundModel,
  type TreeTx,
} from './model';

const MAX_NAMED_PER_GROUP = 2;

/** "Alice, Bob and Carol": names or phrases joined as a sentence says them. */
export const joinAsSentence = (parts: string[]) => new Intl.ListFormat('en-GB').format(parts);

/** "7 VTXO tree transactions and Alice's new VTXO": what is highlighted, in reading order. */
export function highlightedSummary(
  elements: readonly RoundElement[],
  highlight: Highlight,
  state: 'active' | 'unavailable' = 'active',
): string {
  const byGroup = new Map<ElementGroup, RoundElement[]>();
  for (const element of elements) {
    if (stateOf(highlight, element.id) !== state) continue;
    byGroup.set(element.group, [...(byGroup.get(element.group) ?? []), element]);
  }
  const parts = [...byGroup.entries()].map(([group, members]) =>
    members.length <= MAX_NAMED_PER_GROUP
      ? joinAsSentence(members.map((member) => member.name))
      : `${members.length} ${GROUP_PLURALS[group]}`,
  );
  return joinAsSentence(parts);
}

const STATE_WORDS: Record<ElementState, string> = {
  active: ' (highlighted)',
  pending: ' (not built yet)',
  unavailable: ' (your wallet does not have it)',
  idle: '',
};

function stateWords(highlight: Highlight, id: ElementId): string {
  const order = highlight.order.get(id);
  const state = stateOf(highlight, id);
  if (state !== 'active' || order === undefined) return STATE_WORDS[state];
  return ` (highlighted, broadcast ${order}${order === 1 ? 'st' : order === 2 ? 'nd' : order === 3 ? 'rd' : 'th'})`;
}

type Props = {round: RoundModel; highlight: Highlight; showConnectors: boolean};

/** Visually hidden: sighted readers have the diagram, and the same facts are in the panels around it. */
export default function DiagramDescription({round, highlight, showConnectors}: Props): ReactNode {
  const {connectorOutput} = round;
  const state = (id: ElementId) => stateWords(highlight, id);
  /** A transaction, then those that spend its outputs, nested; a leaf says what it pays. */
  const treeItem = (
    tx: TreeTx,
    nameOf: (tx: TreeTx) => string,
    idOf: (tx: TreeTx) => ElementId,
    leafNote: (leaf: TreeTx) => string,
  ): ReactNode => (
    <li key={idOf(tx)}>
      {nameOf(tx)}
      {state(idOf(tx))}
      {tx.children.length === 0 ? (
        leafNote(tx)
      ) : (
        <ul>{tx.children.map((child) => treeItem(child, nameOf, idOf, leafNote))}</ul>
      )}
    </li>
  );
  return (
    <div className="visually-hidden">
      <p>
        The round transaction{state(elementId.commitment)}. Inputs:{' '}
        {round.commitmentInputs
          .map((input) => `${commitmentInputName(input)}${state(elementId.commitmentInput(input))}`)
          .join('; ')}
        . Outputs:{' '}
        {round.commitmentOutputs
          .map((output) => `${commitmentOutputName(output)}${state(elementId.commitmentOutput(output))}`)
          .join('; ')}
        .
      </p>
      <p>
        The VTXO tree, radix 2: {round.vtxoTree.txCount} transactions in {round.vtxoTree.levels.length} levels. Its root
        spends output {round.batchOutput.vout}; every branch output can also be swept by the server alone after the tree
        expiry; each leaf pays one VTXO.
      </p>
      <ul>
        {treeItem(round.vtxoTree.root, vtxoTxName, elementId.vtxoTx, (leaf) => {
          const receiver = round.receivers[leaf.receiver!]!;
          return `, paying ${receiver.name}'s new VTXO of ${receiver.amount.toLocaleString('en-US')} sats${state(elementId.vtxo(receiver))}`;
        })}
      </ul>
      {showConnectors && round.connectorTree && connectorOutput && (
        <>
          <p>
            The connector tree, radix 4: {round.connectorTree.txCount} transactions in{' '}
            {round.connectorTree.levels.length} levels, spending output {connectorOutput.vout}, with one connector for
            each of the {round.forfeits.length} VTXOs given up.
          </p>
          <ul>
            {treeItem(round.connectorTree.root, connectorTxName, elementId.connectorTx, (leaf) => {
              const {participant} = round.forfeits.find((forfeit) => forfeit.connector === leaf)!;
              const name = participant.name;
              return `, whose connector${state(elementId.connector(leaf))} is spent, with ${name}'s old VTXO${state(elementId.oldVtxo(participant))}, by ${name}'s forfeit transaction${state(elementId.forfeit(participant))}, which pays the server`;
            })}
          </ul>
        </>
      )}
    </div>
  );
}
