/**
 * A reference's operation menu as a docs sidebar, so that Docusaurus draws it (column, drawer, `aria-current`); each
 * operation's class draws its method badge (./reference.css). Links name only the anchor (`#getInfo`): with the page
 * in the URL, Docusaurus would prefetch the page's own chunks for every link that comes into view.
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
