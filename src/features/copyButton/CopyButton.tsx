// The site's one copy button (./copy.ts): the code blocks', the console's "Copy as curl", "Copy page as Markdown".
import type {ButtonHTMLAttributes, ReactNode} from 'react';
import {COPY_LABEL_ATTRIBUTE, copyWithFeedback} from './copy';

interface CopyButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick' | 'children'> {
  label: string;
  /** Shown to screen readers only: the button shows an icon. */
  labelHidden?: boolean;
  /**
   * What to copy. Without it, a page-wide listener serves the button (a code block's, ../codeBlocks/copyCode.ts), so
   * that it works in HTML the browser keeps without its React code.
   */
  text?: () => string | Promise<string>;
}

export default function CopyButton({label, labelHidden = false, text, ...attributes}: CopyButtonProps): ReactNode {
  return (
    <button
      type="button"
      {...attributes}
      onClick={text && ((event) => void copyWithFeedback(event.currentTarget, text))}
    >
      <span
        {...{[COPY_LABEL_ATTRIBUTE]: ''}}
        aria-live="polite"
        className={labelHidden ? 'visually-hidden' : undefined}
      >
        {label}
      </span>
    </button>
  );
}
