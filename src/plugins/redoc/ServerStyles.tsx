/**
 * The server side of docusaurus-theme-redoc's Styles module (see ./index.ts).
 *
 * Upstream renders Redoc's CSS once per colour mode, each scoped to its mode;
 * its dark-mode scope is not valid CSS, so in dark mode the server-rendered
 * reference had no styles until the browser re-rendered it. The reference is
 * rendered in the site's fixed dark theme on both sides (src/theme/Redoc), so
 * one unscoped stylesheet, for the theme it is rendered with, is all it needs.
 */
import React, {type ReactNode} from 'react';
import {renderToString} from 'react-dom/server';
import {AppStore, Redoc, type RedocRawOptions} from 'redoc';
import {ServerStyleSheet} from 'styled-components';
import useBaseUrl from '@docusaurus/useBaseUrl';

interface Props {
  specProps: {spec: object; url?: string; normalizeUrl?: boolean};
  darkThemeOptions: RedocRawOptions;
}

export function ServerStyles({specProps, darkThemeOptions}: Props): ReactNode {
  const absoluteUrl = useBaseUrl(specProps.url, {absolute: true});
  const store = new AppStore(specProps.spec as never, specProps.normalizeUrl ? absoluteUrl : specProps.url, darkThemeOptions);
  const sheet = new ServerStyleSheet();
  renderToString(sheet.collectStyles(<Redoc store={store} />));
  return (
    <div className="redocusaurus-styles">
      <style dangerouslySetInnerHTML={{__html: String(sheet.instance)}} />
    </div>
  );
}
