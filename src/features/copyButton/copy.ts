// What every copy button of the site does (./CopyButton.tsx): it puts a text on the clipboard, then its label says how
// that went for a while. The label is the button's name, shown or for screen readers only, and a live region.

export const COPY_LABEL_ATTRIBUTE = 'data-copy-label';
/** On the button while its label says how the copy went (the code blocks' check mark). */
const RESULT_ATTRIBUTE = 'data-copy-result';
const FEEDBACK = {copied: 'Copied', failed: 'Copy failed'} as const;
/** Long enough to read a word, short enough that the button is soon ready again. */
const FEEDBACK_MS = 2000;

/** Puts the label back, for each button that shows how its last copy went. */
const resets = new WeakMap<HTMLButtonElement, () => void>();

export async function copyWithFeedback(button: HTMLButtonElement, text: () => string | Promise<string>) {
  const label = button.querySelector(`[${COPY_LABEL_ATTRIBUTE}]`)!;
  const result = await Promise.resolve()
    .then(text)
    .then((copied) => navigator.clipboard.writeText(copied))
    .then(
      () => 'copied' as const,
      () => 'failed' as const,
    );
  resets.get(button)?.();
  const idle = label.textContent;
  label.textContent = FEEDBACK[result];
  button.setAttribute(RESULT_ATTRIBUTE, result);
  const reset = () => {
    window.clearTimeout(timer);
    label.textContent = idle;
    button.removeAttribute(RESULT_ATTRIBUTE);
    resets.delete(button);
  };
  const timer = window.setTimeout(reset, FEEDBACK_MS);
  resets.set(button, reset);
}
