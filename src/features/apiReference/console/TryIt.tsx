/**
 * The "Try it" button under each operation's heading: the only part of the console in the page's first load. The
 * console's code and the reference's console data load together when a reader first opens one.
 */
import {lazy, Suspense, useCallback, useId, useRef, useState} from 'react';
import type {ComponentProps, ComponentType, ReactNode} from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import clsx from 'clsx';
import {API_REFERENCE_DOCS} from '../options';
import type {ConsoleReference} from './types';
import type RequestConsole from './RequestConsole';
import styles from './styles.module.css';

type LoadData = () => Promise<{default: ConsoleReference}>;
type ConsoleProps = Omit<ComponentProps<typeof RequestConsole>, 'reference'>;

const consoles = new Map<LoadData, ComponentType<ConsoleProps>>();

/** One lazy component per reference, so that every operation of the page shares one download. */
function consoleFor(loadData: LoadData): ComponentType<ConsoleProps> {
  let Console = consoles.get(loadData);
  if (!Console) {
    Console = lazy(async () => {
      const [{default: Loaded}, {default: reference}] = await Promise.all([import('./RequestConsole'), loadData()]);
      return {default: (props: ConsoleProps) => <Loaded reference={reference} {...props} />};
    });
    consoles.set(loadData, Console);
  }
  return Console;
}

interface TryItProps {
  operationId: string;
  /** The operation's heading, which the button's name adds for a reader who lists the page's buttons. */
  summary: string;
  loadData: LoadData;
}

export default function TryIt({operationId, summary, loadData}: TryItProps): ReactNode {
  // Set when the reader first opens it.
  const [Console, setConsole] = useState<ComponentType<ConsoleProps>>();
  const [isOpen, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const action = isOpen ? 'Close console' : 'Try it';
  const close = useCallback(() => {
    setOpen(false);
    trigger.current?.focus();
  }, []);
  return (
    // Out of the search index: else each operation's snippet would start with "Try it".
    <div className={clsx(styles.tryIt, API_REFERENCE_DOCS.unindexedClass)}>
      <button
        ref={trigger}
        type="button"
        className="button button--sm button--outline button--primary"
        // The visible words first (WCAG 2.5.3), then which operation: a page lists dozens of these buttons.
        aria-label={`${action}: ${summary}`}
        aria-expanded={isOpen}
        aria-controls={Console ? panelId : undefined}
        onClick={() => {
          if (isOpen) return close();
          setConsole(() => consoleFor(loadData));
          return setOpen(true);
        }}
      >
        {action}
      </button>
      {/* Kept once opened, hidden when closed: a reader who closes it by mistake gets the request and answer back. */}
      {Console && (
        <div id={panelId} hidden={!isOpen}>
          <ErrorBoundary
            fallback={({tryAgain}) => (
              <p role="alert" className={styles.hint}>
                The request console could not be loaded (offline?).{' '}
                <button
                  type="button"
                  className="button button--sm button--link"
                  onClick={() => {
                    // A lazy component keeps its failure: the next attempt needs a new one.
                    consoles.delete(loadData);
                    setConsole(() => consoleFor(loadData));
                    tryAgain();
                  }}
                >
                  Try again
                </button>
              </p>
            )}
          >
            <Suspense fallback={<p role="status">Loading the request console…</p>}>
              <Console operationId={operationId} titleId={`${panelId}-title`} isOpen={isOpen} onClose={close} />
            </Suspense>
          </ErrorBoundary>
        </div>
      )}
    </div>
  );
}
