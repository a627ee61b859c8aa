/** Stop, and where the focus goes when Stop goes with the stream it stopped. */
import {useCallback, useEffect, useLayoutEffect, useRef, type ReactNode} from 'react';

/** Stop goes with its stream: if it had the focus, `onFocusLost` says so before the browser drops it to the page. */
export default function StopButton({onStop, onFocusLost}: {onStop: () => void; onFocusLost: () => void}): ReactNode {
  const button = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    const element = button.current;
    // Runs as React removes the button, while it is still in the document and may hold the focus.
    return () => {
      if (element && element === document.activeElement) onFocusLost();
    };
  }, [onFocusLost]);
  return (
    <button ref={button} type="button" className="button button--danger" onClick={onStop}>
      Stop
    </button>
  );
}

/** Once Stop went with the focus, the stream's status line takes it, or else Send: after the browser let it go. */
export function useFocusAfterStop() {
  const statusLine = useRef<HTMLParagraphElement>(null);
  const sendButton = useRef<HTMLButtonElement>(null);
  const stopLostFocus = useRef(false);
  useEffect(() => {
    if (!stopLostFocus.current) return;
    stopLostFocus.current = false;
    (statusLine.current ?? sendButton.current)?.focus();
  });
  const onStopFocusLost = useCallback(() => {
    stopLostFocus.current = true;
  }, []);
  return {statusLine, sendButton, onStopFocusLost};
}
