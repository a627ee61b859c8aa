/**
 * As the reader scrolls a reference, the menu marks the section being read (`aria-current="location"`) and keeps it in
 * view: Docusaurus' sidebar does not follow headings within a page. Rendered by the reference page: it loads there only.
 */
import {useEffect} from 'react';
import {REFERENCE_LAYOUT} from '../options';
import '../reference.css';

/** The menu's links to a place on the page (not the group labels, which are buttons with `href="#"`). */
const MENU_LINKS = '.theme-doc-sidebar-menu .theme-doc-sidebar-item-link > a.menu__link[href*="#"]';
/** A heading counts as the one being read once its top passes this line: twice where a deep link puts it. */
const READING_LINE_PX = 2 * REFERENCE_LAYOUT.scrollYOffset;

/** Marks the menu link to `id`, or none when `id` is undefined. */
function markCurrent(id: string | undefined): void {
  for (const link of Array.from(document.querySelectorAll<HTMLAnchorElement>(MENU_LINKS))) {
    const isCurrent = id !== undefined && decodeURIComponent(new URL(link.href).hash.slice(1)) === id;
    if (isCurrent === (link.getAttribute('aria-current') === 'location')) continue;
    if (!isCurrent) link.removeAttribute('aria-current');
    else link.setAttribute('aria-current', 'location');
    // Scroll the menu itself (not the page) so that the current entry shows.
    const menu = link.closest('.menu');
    if (!isCurrent || !menu) continue;
    const linkBox = link.getBoundingClientRect();
    const menuBox = menu.getBoundingClientRect();
    if (linkBox.top < menuBox.top || linkBox.bottom > menuBox.bottom)
      menu.scrollTop += linkBox.top - menuBox.top - menuBox.height / 3;
  }
}

/** The last heading the reader has scrolled past. */
function headingBeingRead(headings: HTMLElement[]): HTMLElement | undefined {
  let current: HTMLElement | undefined;
  for (const heading of headings) {
    if (heading.getBoundingClientRect().top > READING_LINE_PX) break;
    current = heading;
  }
  return current;
}

export function MenuHighlight(): null {
  useEffect(() => {
    // Every section heading counts, those the menu does not list too: under a tag's heading, no operation is being read.
    const headings = Array.from(document.querySelectorAll<HTMLElement>('article :is(h2, h3)[id]'));
    let frame = 0;
    const follow = () => {
      frame = 0;
      markCurrent(headingBeingRead(headings)?.id);
    };
    const onScroll = () => {
      frame ||= requestAnimationFrame(follow);
    };
    window.addEventListener('scroll', onScroll, {passive: true});
    follow();
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);
  return null;
}
