import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {stateOf, type ElementId, type Highlight} from '@site/src/features/roundExplainer/model';
import type {Box, DiagramLayout} from './layout';
import styles from './styles.module.css';

interface Props {
  readonly layout: DiagramLayout;
  readonly highlight: Highlight;
  /** The SVG's accessible name; DiagramDescription, next to it in the figure, describes it in full. */
  readonly summary: string;
  /** Clicking a VTXO picks it (a shortcut for the radio buttons of the exit view, which keyboards use). */
  readonly onPickVtxo?: (element: ElementId) => void;
}

const CENTRED: ReadonlySet<Box['kind']> = new Set(['tree-tx', 'connector-tx', 'root-tag', 'output']);

export const KIND_CLASS: Record<Box['kind'], string | undefined> = {
  commitment: styles.commitment,
  input: styles.input,
  output: styles.output,
  'root-tag': styles.rootTag,
  'tree-tx': styles.treeTx,
  vtxo: styles.vtxo,
  'connector-tx': styles.connectorTx,
  forfeit: styles.forfeit,
  'old-vtxo': styles.oldVtxo,
};

function DiagramBox({
  box,
  highlight,
  onPickVtxo,
}: {
  box: Box;
  highlight: Highlight;
  onPickVtxo?: Props['onPickVtxo'];
}): ReactNode {
  const order = highlight.order.get(box.element);
  const pickable = box.kind === 'vtxo' && onPickVtxo;
  const textX = CENTRED.has(box.kind) ? box.x + box.width / 2 : box.x + 7;
  const textY = box.kind === 'commitment' || box.kind === 'forfeit' ? box.y + 15 : box.y + box.height / 2 + 4;
  return (
    <g
      className={clsx(styles.box, KIND_CLASS[box.kind], pickable && styles.pickable)}
      data-element={box.element}
      data-state={stateOf(highlight, box.element)}
      onClick={pickable ? () => onPickVtxo(box.element) : undefined}
    >
      <rect
        x={box.x}
        y={box.y}
        width={box.width}
        height={box.height}
        rx={box.kind === 'vtxo' || box.kind === 'old-vtxo' ? box.height / 2 : 4}
      />
      <text x={textX} y={textY} textAnchor={CENTRED.has(box.kind) ? 'middle' : 'start'}>
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
}

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
      {layout.boxes.map((box) => (
        <DiagramBox key={`${box.kind} ${box.element}`} box={box} highlight={highlight} onPickVtxo={onPickVtxo} />
      ))}
    </svg>
  );
}
