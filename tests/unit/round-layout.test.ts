/**
 * The geometry of the round explainer's diagram: every element of the model is drawn, nothing overlaps, and the
 * rounds a reader meets first fit a phone without scrolling sideways.
 */
import {describe, expect, it} from 'vitest';
import {buildRound, roundElements} from '../../src/features/roundExplainer/model';
import {layoutRound, SCROLLER_BORDERS, type Box} from '../../src/features/roundExplainer/layout';

/** A 390 px phone less the page's gutters, the explainer's padding and the borders of the explainer and scroller. */
const PHONE_DIAGRAM_WIDTH = 390 - 2 * 16 - 2 * 9.6 - 2 - SCROLLER_BORDERS;
import {INITIAL_SETUP, participantsOf, RECEIVER_NAMES} from '../../src/features/roundExplainer/cast';
import {ROUND_EXPLAINER} from '../../src/features/roundExplainer/options';

function roundOf(receiverCount: number, options: {boarder?: boolean; leaver?: boolean} = {}) {
  return buildRound(
    participantsOf({
      ...INITIAL_SETUP,
      receiverCount,
      boarder: options.boarder ?? false,
      leaver: options.leaver ?? false,
    }),
  );
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** A chip drawn inside its transaction: an input or output in the commitment transaction, the old VTXO in its forfeit. */
function nested(inner: Box, outer: Box): boolean {
  const container =
    (outer.kind === 'commitment' && ['input', 'output'].includes(inner.kind)) ||
    (outer.kind === 'forfeit' && inner.kind === 'old-vtxo');
  return (
    container &&
    inner.x >= outer.x &&
    inner.y >= outer.y &&
    inner.x + inner.width <= outer.x + outer.width &&
    inner.y + inner.height <= outer.y + outer.height
  );
}

describe('the diagram of a round', () => {
  it.each([1, 2, 4, 9, 16])(
    'draws every element of a round of %i, with and without a boarder and a leaver',
    (receivers) => {
      for (const options of [{}, {boarder: true, leaver: true}]) {
        const round = roundOf(receivers, options);
        const drawn = new Set(layoutRound(round, {showConnectors: true}).boxes.map((box) => box.element));
        // Connectors are drawn as the edge from their transaction to the forfeit that spends them.
        const missing = roundElements(round).filter(
          (element) => element.group !== 'connector' && !drawn.has(element.id),
        );
        expect(missing.map((element) => element.id)).toEqual([]);
      }
    },
  );

  it.each([1, 4, 9, 16])('never draws two shapes on top of each other, for %i participants', (receivers) => {
    const {boxes} = layoutRound(roundOf(receivers, {boarder: true, leaver: true}), {showConnectors: true});
    const clashes: string[] = [];
    boxes.forEach((a, index) => {
      for (const b of boxes.slice(index + 1)) {
        if (overlaps(a, b) && !nested(a, b) && !nested(b, a))
          clashes.push(`${a.kind} ${a.element} / ${b.kind} ${b.element}`);
      }
    });
    expect(boxes.length).toBeGreaterThan(10);
    expect(clashes).toEqual([]);
  });

  it('fits a 390 px phone for the first round a reader sees, and with a boarder and a leaver', () => {
    expect(layoutRound(roundOf(4), {showConnectors: true}).width).toBeLessThanOrEqual(PHONE_DIAGRAM_WIDTH);
    expect(layoutRound(roundOf(4, {boarder: true, leaver: true}), {showConnectors: true}).width).toBeLessThanOrEqual(
      PHONE_DIAGRAM_WIDTH,
    );
  });

  it('grows taller, not much wider, with sixteen participants', () => {
    const small = layoutRound(roundOf(4), {showConnectors: true});
    const large = layoutRound(roundOf(16, {leaver: true}), {showConnectors: true});
    expect(large.height).toBeGreaterThan(2.5 * small.height);
    expect(large.width).toBeLessThan(1.5 * small.width);
  });

  it('leaves the connector tree and the forfeits out of the exit variant', () => {
    const {boxes} = layoutRound(roundOf(4), {showConnectors: false});
    expect(boxes.filter((box) => ['connector-tx', 'forfeit', 'old-vtxo'].includes(box.kind))).toEqual([]);
  });
});

describe('the cast of the example', () => {
  it('has a name for every participant the slider allows', () => {
    expect(RECEIVER_NAMES.length).toBeGreaterThanOrEqual(ROUND_EXPLAINER.maxParticipants);
  });
});
