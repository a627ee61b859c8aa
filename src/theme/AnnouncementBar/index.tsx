// Wraps the announcement bar so that a new announcement shows after a reload. Docusaurus 3.7.0 hides the bar
// before hydration with CSS keyed on a flag read from the previous dismissal, and never clears that flag
// when the bar's id changes and its provider resets the dismissal.
import {useEffect, type ReactNode} from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';

// Docusaurus' own names (theme-classic inlineScripts, theme-common AnnouncementBarProvider).
const INITIALLY_DISMISSED_ATTRIBUTE = 'data-announcement-bar-initially-dismissed';
const DISMISSED_STORAGE_KEY = 'docusaurus.announcement.dismiss';

export default function AnnouncementBarShownWhenNew(): ReactNode {
  useEffect(() => {
    // After this commit's effects, in which the provider resets the dismissal if the id changed.
    const timer = window.setTimeout(() => {
      if (window.localStorage.getItem(DISMISSED_STORAGE_KEY) !== 'true') {
        document.documentElement.setAttribute(INITIALLY_DISMISSED_ATTRIBUTE, 'false');
      }
    });
    return () => window.clearTimeout(timer);
  }, []);
  return <AnnouncementBar />;
}
