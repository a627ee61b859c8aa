/**
 * Content that reads and works without JavaScript (text, links, native <details>), kept as the server
 * sent it instead of being hydrated. A reference's schemas are thousands of elements with nothing to
 * run; hydrating them took about a second of main thread on Lighthouse's mobile profile.
 *
 * On the page the reader loaded, this renders an element with `dangerouslySetInnerHTML`: React does
 * not hydrate the children of such an element, so the server's HTML stays as it is. On a page reached
 * by client-side navigation there is no server HTML, and the children render as usual.
 */
import {useEffect, useId, useState, type ReactNode} from 'react';

const KEEP_SERVER_HTML = {__html: ''};

/** True when the server's HTML of this element is in the document, i.e. React is hydrating it. */
function hasServerHtml(id: string): boolean {
  return typeof document !== 'undefined' && (document.getElementById(id)?.childNodes.length ?? 0) > 0;
}

export default function ServerHtml({className, children}: {className?: string; children?: ReactNode}): ReactNode {
  const id = useId();
  const [keepServerHtml, setKeepServerHtml] = useState(() => hasServerHtml(id));
  useEffect(() => {
    // Should React have rendered this on the client after all (it discards server HTML it cannot match), show the children.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the state follows the DOM React committed, known only after the commit
    if (keepServerHtml && !hasServerHtml(id)) setKeepServerHtml(false);
  }, [id, keepServerHtml]);
  if (keepServerHtml) {
    return <div id={id} className={className} suppressHydrationWarning dangerouslySetInnerHTML={KEEP_SERVER_HTML} />;
  }
  return (
    <div id={id} className={className}>
      {children}
    </div>
  );
}
