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
  type Highlight,
  type RoundElement,
  type RoundModel,
  type TreeTx,
} from '@site/src/features/roundExplainer/model';
import styles from './styles.module.css';

const MAX_NAMED_PER_GROUP = 2;

function joinAsSentence(parts: string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

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

function stateWords(highlight: Highlight, id: ElementId): string {
  const order = highlight.order.get(id);
  switch (stateOf(highlight, id)) {
    case 'active':
      return order === undefined
        ? ' (highlighted)'
        : ` (highlighted, broadcast ${order}${order === 1 ? 'st' : order === 2 ? 'nd' : order === 3 ? 'rd' : 'th'})`;
    case 'pending':
      return ' (not built yet)';
    case 'unavailable':
      return ' (your wallet does not have it)';
    case 'idle':
      return '';
  }
}

interface TreeListProps {
  readonly tx: TreeTx;
  readonly nameOf: (tx: TreeTx) => string;
  readonly idOf: (tx: TreeTx) => ElementId;
  readonly leafNote: (tx: TreeTx) => ReactNode;
  readonly highlight: Highlight;
}

function TreeList({tx, nameOf, idOf, leafNote, highlight}: TreeListProps): ReactNode {
  return (
    <li>
      {nameOf(tx)}
      {stateWords(highlight, idOf(tx))}
      {tx.children.length === 0 ? (
        leafNote(tx)
      ) : (
        <ul>
          {tx.children.map((child) => (
            <TreeList
              key={idOf(child)}
              tx={child}
              nameOf={nameOf}
              idOf={idOf}
              leafNote={leafNote}
              highlight={highlight}
            />
          ))}
        </ul>
      )}
    </li>
  );
}

interface Props {
  readonly round: RoundModel;
  readonly highlight: Highlight;
  readonly showConnectors: boolean;
}

/** Visually hidden: sighted readers have the diagram, and the same facts are in the panels around it. */
export default function DiagramDescription({round, highlight, showConnectors}: Props): ReactNode {
  const {connectorOutput} = round;
  return (
    <div className={styles.visuallyHidden}>
      <p>
        The commitment transaction{stateWords(highlight, elementId.commitment)}. Inputs:{' '}
        {round.commitmentInputs
          .map((input) => `${commitmentInputName(input)}${stateWords(highlight, elementId.commitmentInput(input))}`)
          .join('; ')}
        . Outputs:{' '}
        {round.commitmentOutputs
          .map(
            (output) => `${commitmentOutputName(output)}${stateWords(highlight, elementId.commitmentOutput(output))}`,
          )
          .join('; ')}
        .
      </p>
      <p>
        The VTXO tree, radix 2: {round.vtxoTree.txCount} transactions in {round.vtxoTree.levels.length} levels. Its root
        spends output {round.batchOutput.vout}; every branch output can also be swept by the server alone after the tree
        expiry; each leaf pays one VTXO.
      </p>
      <ul>
        <TreeList
          tx={round.vtxoTree.root}
          nameOf={vtxoTxName}
          idOf={elementId.vtxoTx}
          highlight={highlight}
          leafNote={(leaf) => {
            const receiver = round.receivers[leaf.receiver!]!;
            return `, paying ${receiver.name}'s new VTXO of ${receiver.amount.toLocaleString('en-US')} sats${stateWords(highlight, elementId.vtxo(receiver))}`;
          }}
        />
      </ul>
      {showConnectors && round.connectorTree && connectorOutput && (
        <>
          <p>
            The connector tree, radix 4: {round.connectorTree.txCount} transactions in{' '}
            {round.connectorTree.levels.length} levels, spending output {connectorOutput.vout}, with one connector for
            each of the {round.forfeits.length} VTXOs given up.
          </p>
          <ul>
            <TreeList
              tx={round.connectorTree.root}
              nameOf={connectorTxName}
              idOf={elementId.connectorTx}
              highlight={highlight}
              leafNote={(leaf) => {
                const forfeit = round.forfeits.find((candidate) => candidate.connector === leaf)!;
                const name = forfeit.participant.name;
                return `, whose connector${stateWords(highlight, elementId.connector(leaf))} is spent, with ${name}'s old VTXO${stateWords(highlight, elementId.oldVtxo(forfeit.participant))}, by ${name}'s forfeit transaction${stateWords(highlight, elementId.forfeit(forfeit.participant))}, which pays the server`;
              }}
            />
          </ul>
        </>
      )}
    </div>
  );
}
