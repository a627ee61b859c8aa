// Wraps the Redoc component:
// - so the reference renders in the dark theme on the server as in the browser. The site's colour mode is
//   fixed at dark, but redocusaurus renders its light theme on the server and switches after hydration,
//   which reflowed the whole page (a layout shift of about 1). Both of its themes are kept in the config;
//   this makes both resolve to the same dark theme;
// - to repair accessibility failures Redoc has no option for (./accessibilityRepairs.ts).
import React, {type ReactNode} from 'react';
import merge from 'lodash/merge';
import Redoc from '@theme-original/Redoc';
import {usePluginData} from '@docusaurus/useGlobalData';
import {groupMenuItems, makeScrollRegionsFocusable, useAccessibilityRepairs} from './accessibilityRepairs';

type RedocProps = React.ComponentProps<typeof Redoc>;

const REPAIRS = [makeScrollRegionsFocusable, groupMenuItems];

interface RedocThemeData {
  lightTheme: object;
  darkTheme: object;
}

export default function DarkRedoc(props: RedocProps): ReactNode {
  const {lightTheme, darkTheme} = usePluginData('docusaurus-theme-redoc') as RedocThemeData;
  // merge(light, dark) holds every key of both, dark winning: merged into either theme it gives the same result.
  const theme = merge({}, lightTheme, darkTheme);
  useAccessibilityRepairs('.redocusaurus', REPAIRS);
  return <Redoc {...props} optionsOverrides={{...props.optionsOverrides, theme}} />;
}
