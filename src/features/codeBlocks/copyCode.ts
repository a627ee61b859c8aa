/**
 * One document listener serves every copy button, so a code block is plain HTML with nothing to hydrate, and the code
 * is read from the page rather than shipped again in its script.
 */
import type {ClientModule} from '@docusaurus/types';

export const COPY_BUTTON_ATTRIBUTE = 'data-copy-code';
/** Set on a button while it shows that it copied. */
const COPIED_ATTRIBUTE = 'data-copied';
/** How long a button says "Copied", as Docusaurus' own copy buttons do. */
const COPIED_FOR_MS = 1000;

export const COPY_LABEL = {idle: 'Copy code to clipboard', copied: 'Copied', failed: 'Copy failed'} as const;

async function copyFrom(button: HTMLButtonElement): Promise<void> {
  const code = button.closest('.theme-code-block')?.querySelector('code')?.textContent ?? '';
  try {
    // Each line of the highlighted code ends in a newline, the last one included.
    await navigator.clipboard.writeText(code.replace(/\n$/, ''));
    button.setAttribute('aria-label', COPY_LABEL.copied);
    button.setAttribute(COPIED_ATTRIBUTE, '');
  } catch {
    button.setAttribute('aria-label', COPY_LABEL.failed);
  }
  window.setTimeout(() => {
    button.setAttribute('aria-label', COPY_LABEL.idle);
    button.removeAttribute(COPIED_ATTRIBUTE);
  }, COPIED_FOR_MS);
}

let listening = false;

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    if (listening) return;
    listening = true;
    document.addEventListener('click', (event) => {
      const button = (event.target as Element | null)?.closest?.(`button[${COPY_BUTTON_ATTRIBUTE}]`);
      if (button instanceof HTMLButtonElement) void copyFrom(button);
    });
  },
};

export default clientModule;
