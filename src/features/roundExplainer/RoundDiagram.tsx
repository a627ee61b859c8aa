import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {stateOf, type ElementId, type Highlight} from './model';
import type {ExplainerVariant} from './Explainer';
import type {BoxKind, DiagramLayout} from './layout';
import styles from './styles.module.css';

/**
 * `summary`: the SVG's accessible name (DiagramDescription, next to it, describes it in full). `onPickVtxo`: a click
 * on a VTXO picks it, a shortcut for the exit view's radio buttons, which keyboards use.
 */
type Props = {layout: DiagramLayout; highlight: Highlight; summary: string; onPickVtxo?: (element: ElementId) => void};

const CENTRED: ReadonlySet<BoxKind> = new Set(['tree-tx', 'connector-tx', 'root-tag', 'output']);

/** `--rx-natural-width` lets the CSS draw it larger where the page has room, never below 1:1. */
export default function RoundDiagram({layout, highlight, summary, onPickVtxo}: Props): ReactNode {
  return (
    <svg
      className={styles.diagram}
      style={{'--rx-natural-width': `${layout.width}px`} as React.CSSProperties}
      width={layout.width}
      height={layout.height}
      viewBox={`0 0 ${layout.width} ${layout.height}`}
      role="img"
      aria-label={summary}
    >
      {layout.edges.map((edge) => (
        <path key={edge.element} className={styles.edge} d={edge.path} data-state={stateOf(highlight, edge.element)} />
      ))}
      {layout.headings.map((heading) => (
        <text key={heading.text} className={styles.heading} x={heading.x} y={heading.y}>
          {heading.text}
          <tspan className={styles.headingDetail} x={heading.x} dy={15}>
            {heading.detail}
          </tspan>
        </text>
      ))}
      {layout.boxes.map((box) => {
        const order = highlight.order.get(box.element);
        const pickable = box.kind === 'vtxo' && onPickVtxo;
        const centred = CENTRED.has(box.kind);
        // VTXOs, new and old, are drawn as pills.
        const pill = box.kind === 'vtxo' || box.kind === 'old-vtxo';
        return (
          <g
            key={`${box.kind} ${box.element}`}
            className={clsx(styles.box, pickable && styles.pickable)}
            data-kind={box.kind}
            data-element={box.element}
            data-state={stateOf(highlight, box.element)}
            onClick={pickable ? () => onPickVtxo(box.element) : undefined}
          >
            <rect x={box.x} y={box.y} width={box.width} height={box.height} rx={pill ? box.height / 2 : 4} />
            <text
              x={centred ? box.x + box.width / 2 : box.x + 7}
              y={box.kind === 'commitment' || box.kind === 'forfeit' ? box.y + 15 : box.y + box.height / 2 + 4}
              textAnchor={centred ? 'middle' : 'start'}
            >
              {box.label}
            </text>
            {order !== undefined && (
              <g className={styles.order} data-order={order}>
                <circle cx={box.x} cy={box.y} r={8} />
                <text x={box.x} y={box.y + 4} textAnchor="middle">
                  {order}
                </text>
              </g>
            )}
          </g>
        );
      })}
    </svg>
  );
}

/** A swatch drawn with the diagram's own classes, so the legend cannot drift from what it explains. */
function Swatch({state, kind}: {state: 'active' | 'idle' | 'pending'; kind: 'tree-tx' | 'vtxo'}): ReactNode {
  return (
    <svg className={styles.swatch} width={30} height={16} aria-hidden="true">
      <g className={styles.box} data-kind={kind} data-state={state}>
        <rect x={2} y={2} width={26} height={12} rx={kind === 'vtxo' ? 6 : 3} />
      </g>
    </svg>
  );
}

export function Legend({mode}: {mode: ExplainerVariant}): ReactNode {
  return (
    <ul className={clsx('clean-list', styles.legend)}>
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
