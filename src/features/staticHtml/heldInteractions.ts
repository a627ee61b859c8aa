/**
 * What the reader does to an island before its code has arrived: it starts the loading, and it is handed over to the
 * code once that has hydrated, so that the first interaction is not lost.
 * - Clicks (and the Enter, Space and arrow keys that click buttons, checkboxes and radio buttons) are held back, their
 *   default prevented so that the server's HTML stays as the code will find it, and replayed in order.
 * - Values the browser changes without a click (a slider dragged or moved with the arrow keys, a number typed) cannot
 *   be held back. The server's HTML already shows them; the code is told about them as the browser would tell it.
 * - Links are left to the browser, which follows them without the code.
 */

/** Events that mean the reader reached for the island. A touch that lands to scroll past is not one; a tap is (it clicks). */
const REACHES = ['pointerdown', 'focusin', 'keydown', 'input', 'click'] as const;

export interface HeldInteractions {
  /** Stops listening, and hands what the reader did over to the island's code, which has just hydrated. */
  release(): void;
  /** Forgets the clicks held so far (the code did not arrive: the reader sees that nothing happened). */
  dropClicks(): void;
  /** Stops listening (the island is gone). */
  stop(): void;
}

function isReach(event: Event): boolean {
  return !(event instanceof PointerEvent && event.type === 'pointerdown' && event.pointerType === 'touch');
}

/** Replays held clicks in order, on those targets still in the island (an earlier one may have removed some). */
function replayClicks(container: Element, targets: readonly Element[]): void {
  for (const target of targets) {
    if (!container.contains(target)) continue;
    if (target instanceof HTMLElement) target.click();
    else target.dispatchEvent(new MouseEvent('click', {bubbles: true, cancelable: true, view: window}));
  }
}

/**
 * For each text-like input (range, number…) whose value the reader changed before hydration: the value the code
 * rendered (`defaultValue`, which hydration sets to it) is set back through the element, and the reader's value set
 * again the way the browser sets it, then announced with an `input` event.
 *
 * React keeps its own record of each controlled input's value, updated by assignments to `element.value` and compared
 * with the DOM when an `input` event arrives (testing libraries change values the same way). Hydration recorded the
 * reader's value as if React had rendered it; the first assignment corrects the record. If a later React stopped
 * recording that way, the event would change nothing and React would show the value it rendered: the reader's change
 * would be lost, and the island would still be consistent.
 */
function handOverEditedValues(container: Element): void {
  for (const input of Array.from(container.querySelectorAll('input'))) {
    if (input.type === 'checkbox' || input.type === 'radio' || input.value === input.defaultValue) continue;
    const edited = input.value;
    input.value = input.defaultValue;
    // The prototype's setter, as the browser sets it: past React's own `value` on the element.
    Reflect.set(HTMLInputElement.prototype, 'value', edited, input);
    input.dispatchEvent(new Event('input', {bubbles: true}));
  }
}

/** Calls `onReach` whenever the reader reaches for the island, and holds back what they do until `release()`. */
export function holdInteractions(container: HTMLElement, onReach: () => void): HeldInteractions {
  const clicks: Element[] = [];
  const listener = (event: Event) => {
    if (!isReach(event)) return;
    onReach();
    if (event.type === 'click' && !(event.target as Element).closest('a[href]')) {
      event.preventDefault();
      clicks.push(event.target as Element);
    }
  };
  // Capture, so that the island's root, once it listens on the same container, comes after.
  for (const type of REACHES) container.addEventListener(type, listener, {capture: true});
  const stop = () => {
    for (const type of REACHES) container.removeEventListener(type, listener, {capture: true});
  };
  return {
    release() {
      stop();
      handOverEditedValues(container);
      replayClicks(container, clicks.splice(0));
    },
    dropClicks() {
      clicks.length = 0;
    },
    stop,
  };
}
