/**
 * Repairs to the DOM Redoc renders, for WCAG failures Redoc has no option to
 * avoid. Each repair runs whenever Redoc changes its DOM (it re-renders panels
 * and expands menu sections as the reader scrolls).
 */
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
 * Code samples and JSON examples sit in boxes that scroll but that a keyboard
 * cannot reach (WCAG 2.1.1; axe's scrollable-region-focusable): give each one a tab stop.
 */
export function makeScrollRegionsFocusable(root: Element): void {
  root.querySelectorAll('pre, div').forEach((element) => {
    if (!element.hasAttribute('tabindex') && isScrollable(element) && !hasTabStop(element)) {
      element.setAttribute('tabindex', '0');
    }
  });
}

/**
 * The side menu's entries are `li role="menuitem"` inside plain `ul`s, so an
 * expanded section is a list holding no list items and menu items outside any
 * menu (axe's list and aria-required-parent, WCAG 1.3.1): each such `ul` becomes
 * a menu, a submenu where it sits inside a section's menu item.
 */
export function groupMenuItems(root: Element): void {
  root.querySelectorAll('ul:not([role])').forEach((list) => {
    if (list.querySelector(':scope > li[role="menuitem"]')) list.setAttribute('role', 'menu');
  });
}

/** Runs `repairs` on the element matching `selector` now and after every change to its DOM. */
export function useAccessibilityRepairs(selector: string, repairs: ReadonlyArray<(root: Element) => void>): void {
  useEffect(() => {
    const root = document.querySelector(selector);
    if (!root) return undefined;
    let frame = 0;
    const repair = () => {
      frame = 0;
      repairs.forEach((apply) => apply(root));
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(repair);
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
  }, [selector, repairs]);
}
