import type {ReactNode} from 'react';
import clsx from 'clsx';
import type {RoundStep} from '@site/src/features/roundExplainer/model';
import styles from './styles.module.css';

interface Props {
  readonly steps: readonly RoundStep[];
  readonly current: number;
  readonly onGo: (index: number) => void;
}

/** The current step is marked for assistive technology and by its shape, not by colour alone. */
export default function StepNavigator({steps, current, onGo}: Props): ReactNode {
  return (
    <nav className={styles.steps} aria-label="Steps of the round">
      <ol className={styles.stepList}>
        {steps.map((step, index) => (
          <li key={step.id}>
            <button
              type="button"
              className={clsx(styles.stepButton, index === current && styles.currentStep)}
              aria-current={index === current ? 'step' : undefined}
              onClick={() => onGo(index)}
            >
              <span className={styles.stepNumber}>{index + 1}</span> {step.shortTitle}
            </button>
          </li>
        ))}
      </ol>
      <div className={styles.stepArrows}>
        <button
          type="button"
          className="button button--secondary button--sm"
          disabled={current === 0}
          onClick={() => onGo(current - 1)}
        >
          ← Previous
        </button>
        <button
          type="button"
          className="button button--primary button--sm"
          disabled={current === steps.length - 1}
          onClick={() => onGo(current + 1)}
        >
          Next step →
        </button>
      </div>
    </nav>
  );
}
