/**
 * The client side of docusaurus-theme-redoc's Styles module (see ../redoc.ts).
 *
 * On the server, the theme renders Redoc's CSS for both colour modes into
 * <style> tags; its client module renders an empty <div> instead, which
 * React 19 reports as a hydration mismatch and answers by re-rendering the
 * page. An element whose content is set with dangerouslySetInnerHTML is
 * left as the server rendered it, so the server's styles stay and React
 * has nothing to compare.
 */
import React, {type ReactNode} from 'react';

export function ServerStyles(): ReactNode {
  return <div className="redocusaurus-styles" dangerouslySetInnerHTML={{__html: ''}} suppressHydrationWarning />;
}
