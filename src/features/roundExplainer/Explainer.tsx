// Everything drawn comes from ./model, whose shapes are unit-tested against arkd's builder. The first render is the
// page's static HTML (./explainerOn.tsx), all that a reader without JavaScript gets.
import {useMemo, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {
  buildRound,
  elementId,
  exitHighlight,
  ROUND_STEPS,
  roundElements,
  stepHighlight,
  type ElementId,
  type ExitView,
} from './model';
import {ExitControls, Radios, RoundSetup, type ExitSettings} from './Controls';
import DiagramDescription, {highlightedSummary} from './DiagramDescription';
import ExitPanel from './ExitPanel';
import {layoutRound, SCROLLER_BORDERS} from './layout';
import RoundDiagram, {Legend} from './RoundDiagram';
import {INITIAL_SETUP, participantsOf, RECEIVER_NAMES, type SetupState} from './cast';
import StepPanel from './StepPanel';
import styles from './styles.module.css';

/** `round`: the whole round, step by step, and exits from it. `exit`: exits only, without the connector tree. */
export type ExplainerVariant = 'round' | 'exit';

const MODES = [
  ['round', 'The round, step by step'],
  ['exit', 'An exit'],
] as const satisfies readonly (readonly [ExplainerVariant, string])[];

const INITIAL_EXIT: ExitSettings = {
  receiverName: RECEIVER_NAMES[0]!,
  scenario: 'server-up',
  branchSaved: false,
  startDays: 1,
};

export default function Explainer({variant = 'round'}: {variant?: ExplainerVariant}): ReactNode {
  const full = variant === 'round';
  const [setup, setSetup] = useState<SetupState>(INITIAL_SETUP);
  const [mode, setMode] = useState<ExplainerVariant>(variant);
  const [stepIndex, setStepIndex] = useState(0);
  const [exit, setExit] = useState<ExitSettings>(INITIAL_EXIT);

  const round = useMemo(() => buildRound(participantsOf(setup)), [setup]);
  // Connectors and forfeits matter to a round and to a double-spend, not to a plain exit.
  const showConnectors = full && (mode === 'round' || exit.scenario === 'double-spend');
  const layout = useMemo(() => layoutRound(round, {showConnectors}), [round, showConnectors]);
  const elements = useMemo(() => roundElements(round), [round]);
  const step = ROUND_STEPS[stepIndex]!;
  const exitView: ExitView = {
    ...exit,
    receiver: round.receivers.find((receiver) => receiver.name === exit.receiverName) ?? round.receivers[0]!,
  };
  const highlight = mode === 'round' ? stepHighlight(round, step.id) : exitHighlight(round, exitView, showConnectors);
  const highlighted = highlightedSummary(elements, highlight) || 'nothing';
  // Drawn dashed: the reader's wallet cannot get it.
  const unavailable = highlightedSummary(elements, highlight, 'unavailable');
  const summary =
    mode === 'round'
      ? `A round with ${round.participants.length} participants at the step "${step.title}". Highlighted: ${highlighted}.`
      : `The exit of ${exitView.receiver.name}'s VTXO. Highlighted: ${highlighted}.`;
  const pickVtxo = (element: ElementId) => {
    const receiver = round.receivers.find((candidate) => element === elementId.vtxo(candidate));
    if (receiver) setExit({...exit, receiverName: receiver.name});
  };

  return (
    <section className={styles.explainer} aria-label={full ? 'Round explainer' : 'Exit explainer'}>
      <RoundSetup setup={setup} onChange={setSetup} full={full} />
      {full && (
        <fieldset className={clsx(styles.fieldset, styles.modes)}>
          <legend className="visually-hidden">Show</legend>
          <Radios name="mode" options={MODES} value={mode} onChange={setMode} />
        </fieldset>
      )}
      {mode === 'round' ? (
        // The current step is marked for assistive technology and by its shape, not by colour alone.
        <nav className={styles.steps} aria-label="Steps of the round">
          <ol className={clsx('clean-list', styles.stepList)}>
            {ROUND_STEPS.map((each, index) => (
              <li key={each.id}>
                <button
                  type="button"
                  className={clsx(styles.stepButton, index === stepIndex && styles.currentStep)}
                  aria-current={index === stepIndex ? 'step' : undefined}
                  onClick={() => setStepIndex(index)}
                >
                  <span className={styles.stepNumber}>{index + 1}</span> {each.shortTitle ?? each.title}
                </button>
              </li>
            ))}
          </ol>
          <div className={styles.stepArrows}>
            <button
              type="button"
              className="button button--secondary button--sm"
              disabled={stepIndex === 0}
              onClick={() => setStepIndex(stepIndex - 1)}
            >
              ← Previous
            </button>
            <button
              type="button"
              className="button button--primary button--sm"
              disabled={stepIndex === ROUND_STEPS.length - 1}
              onClick={() => setStepIndex(stepIndex + 1)}
            >
              Next step →
            </button>
          </div>
        </nav>
      ) : (
        <ExitControls round={round} view={exitView} settings={exit} onChange={setExit} />
      )}
      {/* Live, so that a screen reader hears what each step or choice highlights. */}
      <p className={styles.caption} aria-live="polite">
        <strong>
          {mode === 'round'
            ? `Step ${stepIndex + 1} of ${ROUND_STEPS.length}: ${step.title}`
            : `Exit of ${exitView.receiver.name}'s VTXO`}
        </strong>
        {mode === 'round' && (
          <>
            {' '}
            · stage reported by arkd: <code>{step.stage}</code>
          </>
        )}
        <br />
        <span>
          Highlighted: {highlighted}.{unavailable && ` Out of the wallet's reach: ${unavailable}.`}
        </span>
      </p>
      <figure className={styles.figure}>
        {/* Shown while the diagram is wider than its frame, whatever the screen: a query on the figure's width. */}
        <style>{`@container (width < ${layout.width + SCROLLER_BORDERS}px) { .${styles.scrollHint} { display: block; } }`}</style>
        <p className={styles.scrollHint}>This round is wider than the page here: scroll the diagram sideways.</p>
        <div
          className={styles.scroller}
          role="region"
          aria-label="Diagram of the round (scrolls when it does not fit)"
          tabIndex={0}
        >
          <RoundDiagram
            layout={layout}
            highlight={highlight}
            summary={summary}
            onPickVtxo={mode === 'exit' ? pickVtxo : undefined}
          />
        </div>
        <DiagramDescription round={round} highlight={highlight} showConnectors={showConnectors} />
        <figcaption>
          <Legend mode={mode} />
        </figcaption>
      </figure>
      {mode === 'round' ? (
        <StepPanel step={step} round={round} />
      ) : (
        <ExitPanel round={round} view={exitView} settings={exit} onChange={setExit} showsAnswer={showConnectors} />
      )}
    </section>
  );
}
