/**
 * The operation menu of a reference, as a docs sidebar: Docusaurus draws it in its 300 px column on
 * desktop and in the navbar's drawer on a phone, with its own `<nav>`, lists and `aria-current`.
 * One group per tag; each operation links to its anchor, and its class draws the method badge
 * (src/css/api-reference-menu.css).
 *
 * The menu's links name only the anchor (`#getInfo`): the menu is shown on its own page only, and Docusaurus
 * prefetches the route of every other link that comes into view, once per distinct URL. With the page in the URL,
 * each operation in view cost a round of `<link rel="prefetch">` for the page's own chunks, each of which made the
 * browser walk the whole document (about 0.2 ms each on a reference, a few hundred ms in all on a phone's CPU).
 */
import type {ReferenceModel} from './model';
import {ERROR_RESPONSE_ANCHOR, SECURITY_SCHEMES_ANCHOR} from './words';

interface SidebarLink {
  type: 'link';
  label: string;
  href: string;
  className?: string;
}

interface SidebarCategory {
  type: 'category';
  label: string;
  collapsible: true;
  collapsed: false;
  className: string;
  items: SidebarLink[];
}

type SidebarItem = {type: 'doc'; id: string; label: string} | SidebarLink | SidebarCategory;

export const METHOD_CLASS_PREFIX = 'api-method--';

export function buildSidebar(model: ReferenceModel, docId: string): SidebarItem[] {
  return [
    {type: 'doc', id: docId, label: 'Introduction'},
    ...(model.securitySchemes.length > 0
      ? [{type: 'link' as const, label: 'Security schemes', href: `#${SECURITY_SCHEMES_ANCHOR}`}]
      : []),
    ...(model.sharedError ? [{type: 'link' as const, label: 'Error response', href: `#${ERROR_RESPONSE_ANCHOR}`}] : []),
    ...model.tags.map((tag): SidebarCategory => ({
      type: 'category',
      label: tag.displayName,
      collapsible: true,
      collapsed: false,
      className: tag.operatorOnly ? 'api-menu-tag api-menu-tag--operator' : 'api-menu-tag',
      items: tag.operations.map((operation) => ({
        type: 'link',
        label: operation.summary,
        href: `#${operation.operationId}`,
        className: `api-menu-operation ${METHOD_CLASS_PREFIX}${operation.method}`,
      })),
    })),
  ];
}
