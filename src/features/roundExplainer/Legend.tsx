import type {ReactNode} from 'react';
import type {ExplainerVariant} from './Explainer';
import {KIND_CLASS} from './RoundDiagram';
import styles from './styles.module.css';

/** A swatch drawn with the diagram's own classes, so the legend cannot drift from what it explains. */
function Swatch({state, kind}: {state: 'active' | 'idle' | 'pending'; kind: 'tree-tx' | 'vtxo'}): ReactNode {
  return (
    <svg className={styles.swatch} width={30} height={16} aria-hidden="true">
      <g className={`${styles.box} ${KIND_CLASS[kind] ?? ''}`} data-state={state}>
        <rect x={2} y={2} width={26} height={12} rx={kind === 'vtxo' ? 6 : 3} />
      </g>
    </svg>
  );
}

export default function Legend({mode}: {mode: ExplainerVariant}): ReactNode {
  return (
    <ul className={styles.legend}>
      <li>
        <Swatch state="idle" kind="tree-tx" /> a transaction, named level.index as the indexer API numbers tree nodes
      </li>
      <li>
        <Swatch state="idle" kind="vtxo" /> a VTXO: owner and server together, or the owner alone after the exit delay
      </li>
      <li>
        <Swatch state="active" kind="tree-tx" /> thick outline:{' '}
        {mode === 'round' ? 'what this step brings, creates or signs' : 'what the exit uses'}
      </li>
      <li>
        <Swatch state="pending" kind="tree-tx" /> dashed:{' '}
        {mode === 'round' ? 'not built yet' : 'not available to the wallet'}
      </li>
      {mode === 'round' ? (
        <li>a forfeit spends one connector and one old VTXO, and pays the server</li>
      ) : (
        <li>numbers: the order of broadcast</li>
      )}
    </ul>
  );
}
