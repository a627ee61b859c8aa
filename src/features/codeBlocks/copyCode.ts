/** One document listener serves every code block's copy button: a code block is plain HTML, nothing to hydrate. */
import type {ClientModule} from '@docusaurus/types';
import {copyWithFeedback} from '../copyButton/copy';

export const COPY_CODE_ATTRIBUTE = 'data-copy-code';
export const COPY_CODE_LABEL = 'Copy code to clipboard';

/** The code of the block the button sits in: each highlighted line ends in a newline, the last one included. */
function codeOf(button: Element): string {
  return (button.closest('.theme-code-block')?.querySelector('code')?.textContent ?? '').replace(/\n$/, '');
}

let listening = false;

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    if (listening) return;
    listening = true;
    document.addEventListener('click', (event) => {
      const button = (event.target as Element | null)?.closest?.(`button[${COPY_CODE_ATTRIBUTE}]`);
      if (button instanceof HTMLButtonElement) void copyWithFeedback(button, () => codeOf(button));
    });
  },
};

export default clientModule;
