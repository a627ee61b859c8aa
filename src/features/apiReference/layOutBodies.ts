/**
 * Once the page has started, lays out the operation bodies that the browser skipped (reference.css), one per idle
 * moment, so that no task grows long. Until a body is laid out, its height is a guess that the scrollbar, the End key
 * and find-in-page go by, and Chromium's accessibility tree leaves its content out.
 *
 * Only a body skipped at that moment is changed: a body near the window may hold the text being read, and changing
 * its style would stop the browser keeping that text in place (scroll anchoring) for the frame. Such a body waits
 * until the reader has moved away from it and the browser skips it again.
 */
import type {ClientModule} from '@docusaurus/types';
import {API_REFERENCE_DOCS} from './options';

const BODIES = `.${API_REFERENCE_DOCS.operationBodyClass}:not([${API_REFERENCE_DOCS.laidOutAttribute}])`;

let cancelPending: (() => void) | undefined;
/** How far, in a fraction of a pixel, the text being read has moved while bodies above it were laid out. */
let unanchored = 0;

/**
 * The longest wait for an idle moment: a page kept busy (an animation, a slow phone) may have none, and the bodies
 * must still be laid out.
 */
const IDLE_WAIT_MS = 500;

/** Safari has no requestIdleCallback: a timer gives the browser a frame between two bodies all the same. */
function whenIdle(callback: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(callback, {timeout: IDLE_WAIT_MS});
    return () => cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, 0);
  return () => window.clearTimeout(handle);
}

/** The bodies whose content the browser skips now: away from the window and not laid out. */
function skippedBodies(): HTMLElement[] {
  return Array.from(document.querySelectorAll<HTMLElement>(BODIES)).filter((body) => {
    const content = body.firstElementChild;
    return content !== null && !content.checkVisibility({contentVisibilityAuto: true});
  });
}

/**
 * Lays out one skipped body. Above the window its new height would push the text being read; the browser's scroll
 * anchoring keeps that text in place, but Chromium sometimes leaves the first bodies after a jump unanchored, so any
 * shift it left is scrolled back here, in the same task, before anything is painted.
 */
function layOut(body: HTMLElement): void {
  const before = body.getBoundingClientRect();
  body.setAttribute(API_REFERENCE_DOCS.laidOutAttribute, '');
  if (before.bottom > 0) return;
  const after = body.getBoundingClientRect();
  // The text after the body moves by its change of height, less what the browser has scrolled (its top moved by that).
  unanchored += after.height - before.height + after.top - before.top;
  // The browser scrolls by whole pixels: the fraction left is carried to the next body rather than lost.
  const whole = Math.round(unanchored);
  if (whole !== 0) window.scrollBy({top: whole, behavior: 'instant'});
  unanchored -= whole;
}

function layOutNextSkippedBody(): void {
  cancelPending = undefined;
  const [body] = skippedBodies();
  if (!body) return;
  layOut(body);
  cancelPending = whenIdle(layOutNextSkippedBody);
}

/** The keys with which a reader asks for the whole page: its end, or find-in-page. */
function asksForWholePage({key, ctrlKey, metaKey}: KeyboardEvent): boolean {
  const command = ctrlKey || metaKey;
  return key === 'End' || (command && (key === 'ArrowDown' || key.toLowerCase() === 'f'));
}

/**
 * Lays out every skipped body at once: a scroll to the end would otherwise stop at the guessed end, and a match of
 * find-in-page move as the bodies around it lay out. Runs as the key goes down, before the browser acts on it.
 */
function layOutAll(): void {
  skippedBodies().forEach(layOut);
}

function resume(): void {
  cancelPending ??= whenIdle(layOutNextSkippedBody);
}

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    cancelPending?.();
    cancelPending = undefined;
    unanchored = 0;
    resume();
  },
};

if (typeof document !== 'undefined') {
  document.addEventListener(
    'keydown',
    (event) => {
      if (asksForWholePage(event)) layOutAll();
    },
    true,
  );
  // A body left waiting near the window is laid out once the browser skips it again.
  document.addEventListener(
    'contentvisibilityautostatechange',
    (event) => {
      if ((event as ContentVisibilityAutoStateChangeEvent).skipped && (event.target as Element).matches(BODIES)) {
        resume();
      }
    },
    true,
  );
}

export default clientModule;
