import {useEffect} from 'react';

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

/** A keyboard can already reach something inside (a visible element in the tab order). */
function hasTabStop(element: Element): boolean {
  return Array.from(element.querySelectorAll<HTMLElement>(FOCUSABLE)).some((candidate) => candidate.tabIndex >= 0 && candidate.getClientRects().length > 0);
}

function isScrollable(element: Element): boolean {
  const {overflowX, overflowY} = getComputedStyle(element);
  const scrolls = (overflow: string) => overflow === 'auto' || overflow === 'scroll';
  return (
    (scrolls(overflowX) && element.scrollWidth > element.clientWidth) ||
    (scrolls(overflowY) && element.scrollHeight > element.clientHeight)
  );
}

/**
 * Redoc renders code samples and JSON examples in boxes that scroll but that a
 * keyboard cannot reach (WCAG 2.1.1; axe's scrollable-region-focusable). Redoc
 * has no option for it, so each such box in `selector` gets tabindex="0" as it
 * appears, including after Redoc re-renders a panel.
 */
export function useFocusableScrollRegions(selector: string): void {
  useEffect(() => {
    const root = document.querySelector(selector);
    if (!root) return undefined;
    let frame = 0;
    const makeReachable = () => {
      frame = 0;
      root.querySelectorAll('pre, div').forEach((element) => {
        if (!element.hasAttribute('tabindex') && isScrollable(element) && !hasTabStop(element)) {
          element.setAttribute('tabindex', '0');
        }
      });
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(makeReachable);
    };
    const observer = new MutationObserver(schedule);
    observer.observe(root, {childList: true, subtree: true});
    window.addEventListener('resize', schedule);
    schedule();
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', schedule);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [selector]);
}
