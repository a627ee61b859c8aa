/**
 * Everything drawn comes from ./model, whose shapes are unit-tested against arkd's builder. The first render is the
 * page's static HTML (./index.tsx), all that a reader without JavaScript gets.
 */
import {useId, useMemo, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {
  buildRound,
  DEFAULT_TIMELOCKS,
  elementId,
  exitHighlight,
  ROUND_STEPS,
  roundElements,
  stepHighlight,
  type ElementId,
  type ExitView,
} from '@site/src/features/roundExplainer/model';
import Caption from './Caption';
import DiagramDescription, {highlightedSummary} from './DiagramDescription';
import {ExitControls, ExitDetails, type ExitSettings} from './ExitPanel';
import {layoutRound, PHONE_DIAGRAM_WIDTH} from './layout';
import Legend from './Legend';
import RoundDiagram from './RoundDiagram';
import RoundSetup from './RoundSetup';
import {INITIAL_SETUP, participantsOf, RECEIVER_NAMES, type SetupState} from './setup';
import StepNavigator from './StepNavigator';
import StepPanel from './StepPanel';
import styles from './styles.module.css';

export type ExplainerVariant = 'round' | 'exit';

export interface Props {
  /** `round`: the whole round, step by step, and exits from it. `exit`: exits only, without the connector tree. */
  readonly variant?: ExplainerVariant;
}

const MODES: readonly {mode: ExplainerVariant; label: string}[] = [
  {mode: 'round', label: 'The round, step by step'},
  {mode: 'exit', label: 'An exit'},
];

function ModeSwitch({mode, onChange}: {mode: ExplainerVariant; onChange: (mode: ExplainerVariant) => void}): ReactNode {
  const name = `${useId()}mode`;
  return (
    <fieldset className={clsx(styles.fieldset, styles.modes)}>
      <legend className={styles.visuallyHidden}>Show</legend>
      {MODES.map((option) => (
        <label key={option.mode} className={styles.choice}>
          <input type="radio" name={name} checked={mode === option.mode} onChange={() => onChange(option.mode)} />{' '}
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}

const INITIAL_EXIT: ExitSettings = {
  receiverName: RECEIVER_NAMES[0],
  scenario: 'server-up',
  branchSaved: false,
  startDays: 1,
};

export default function RoundExplainer({variant = 'round'}: Props): ReactNode {
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
    receiver: round.receivers.find((receiver) => receiver.name === exit.receiverName) ?? round.receivers[0]!,
    scenario: exit.scenario,
    branchSaved: exit.branchSaved,
  };
  const highlight = mode === 'round' ? stepHighlight(round, step.id) : exitHighlight(round, exitView);
  const highlighted = highlightedSummary(elements, highlight) || 'nothing';
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
      {full && <ModeSwitch mode={mode} onChange={setMode} />}
      {mode === 'round' ? (
        <StepNavigator steps={ROUND_STEPS} current={stepIndex} onGo={setStepIndex} />
      ) : (
        <ExitControls round={round} view={exitView} settings={exit} onChange={setExit} />
      )}
      <Caption
        title={
          mode === 'round'
            ? `Step ${stepIndex + 1} of ${ROUND_STEPS.length}: ${step.title}`
            : `Exit of ${exitView.receiver.name}'s VTXO`
        }
        stage={mode === 'round' ? step.stage : undefined}
        highlighted={highlighted}
        unavailable={highlightedSummary(elements, highlight, 'unavailable')}
      />
      <figure className={styles.figure}>
        {layout.width > PHONE_DIAGRAM_WIDTH && (
          <p className={styles.scrollHint}>This round is wider than a phone: scroll the diagram sideways.</p>
        )}
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
        <ExitDetails round={round} timelocks={DEFAULT_TIMELOCKS} view={exitView} settings={exit} onChange={setExit} />
      )}
    </section>
  );
}
