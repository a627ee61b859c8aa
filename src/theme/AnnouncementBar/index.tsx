// Wraps the announcement bar so that a new announcement shows after a reload. Docusaurus 3.7.0 hides the bar
// before hydration with CSS keyed on a flag read from the previous dismissal, and never clears that flag
// when the bar's id changes and the bar becomes active again.
import React, {useEffect, type ReactNode} from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import {useAnnouncementBar} from '@docusaurus/theme-common/internal';

const INITIALLY_DISMISSED_ATTRIBUTE = 'data-announcement-bar-initially-dismissed';

export default function AnnouncementBarShownWhenActive(): ReactNode {
  const {isActive} = useAnnouncementBar();
  useEffect(() => {
    if (isActive) {
      document.documentElement.setAttribute(INITIALLY_DISMISSED_ATTRIBUTE, 'false');
    }
  }, [isActive]);
  return <AnnouncementBar />;
}
