// What a reader does to static HTML before its component has loaded (clicks, typed or dragged values, the focus) is
// handed over to the component, so that the first interaction is not lost. The component renders the same markup,
// so each element is found again by its position under the container.
import {typeInto} from '@site/src/lib/typeInto';

/** A touch that lands to scroll past is not a reach; a tap is (it clicks). */
const REACHES = ['pointerdown', 'focusin', 'keydown', 'input', 'click'] as const;
/** Events that end a press: a click that began on the static HTML must land there before the component replaces it. */
const RELEASES = ['pointerup', 'pointercancel', 'keyup'] as const;

type Path = number[];

export type HandOver = {clicks: Path[]; values: Array<{path: Path; value: string}>; focus: Path | undefined};

function pathOf(container: Element, node: Element): Path {
  const path: Path = [];
  for (let current = node; current !== container && current.parentElement; current = current.parentElement) {
    path.unshift(Array.prototype.indexOf.call(current.parentElement.children, current));
  }
  return path;
}

function nodeAt(container: Element, path: Path): Element | undefined {
  return path.reduce<Element | undefined>((node, index) => node?.children[index], container);
}

/** Calls `onReach` whenever the reader reaches for the container, and records what they do until `take()`. */
export function holdReaches(
  container: Element,
  onReach: () => void,
): {whenReleased(callback: () => void): void; take(): HandOver; stop(): void} {
  const clicks: Path[] = [];
  let pressed = false;
  let afterRelease: (() => void) | undefined;
  const onEvent = (event: Event) => {
    if (event instanceof PointerEvent && event.type === 'pointerdown' && event.pointerType === 'touch') return;
    if (event.type === 'pointerdown' || event.type === 'keydown') pressed = true;
    onReach();
    const target = event.target as Element;
    // The browser has followed a link already.
    if (event.type === 'click' && !target.closest('a[href]')) clicks.push(pathOf(container, target));
  };
  const onRelease = () => {
    pressed = false;
    // After the click that the release dispatches next.
    setTimeout(() => {
      if (pressed || !afterRelease) return;
      const callback = afterRelease;
      afterRelease = undefined;
      callback();
    });
  };
  for (const type of REACHES) container.addEventListener(type, onEvent, {capture: true});
  for (const type of RELEASES) document.addEventListener(type, onRelease, {capture: true});
  const stop = () => {
    for (const type of REACHES) container.removeEventListener(type, onEvent, {capture: true});
    for (const type of RELEASES) document.removeEventListener(type, onRelease, {capture: true});
  };
  return {
    stop,
    whenReleased(callback) {
      if (pressed) afterRelease = callback;
      else callback();
    },
    take() {
      stop();
      // Checkboxes and radio buttons change by a click, which is replayed.
      const values = Array.from(container.querySelectorAll('input'))
        .filter((input) => input.type !== 'checkbox' && input.type !== 'radio' && input.value !== input.defaultValue)
        .map((input) => ({path: pathOf(container, input), value: input.value}));
      const focused = document.activeElement;
      const focus = focused && container.contains(focused) ? pathOf(container, focused) : undefined;
      return {clicks: clicks.splice(0), values, focus};
    },
  };
}

export function applyHandOver(container: Element, {clicks, values, focus}: HandOver): void {
  if (focus) (nodeAt(container, focus) as HTMLElement | undefined)?.focus?.();
  for (const {path, value} of values) {
    const input = nodeAt(container, path);
    if (input instanceof HTMLInputElement) typeInto(input, value);
  }
  for (const path of clicks) {
    const target = nodeAt(container, path);
    if (target instanceof HTMLElement) target.click();
    else target?.dispatchEvent(new MouseEvent('click', {bubbles: true, cancelable: true, view: window}));
  }
}
