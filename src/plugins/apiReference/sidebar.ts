/**
 * The operation menu of a reference, as a docs sidebar: Docusaurus draws it in its 300 px column on
 * desktop and in the navbar's drawer on a phone, with its own `<nav>`, lists and `aria-current`.
 * One group per tag; each operation links to its anchor, and its class draws the method badge
 * (src/css/api-reference-menu.css).
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

export function buildSidebar(model: ReferenceModel, docId: string, route: string): SidebarItem[] {
  return [
    {type: 'doc', id: docId, label: 'Introduction'},
    ...(model.securitySchemes.length > 0
      ? [{type: 'link' as const, label: 'Security schemes', href: `${route}#${SECURITY_SCHEMES_ANCHOR}`}]
      : []),
    ...(model.sharedError
      ? [{type: 'link' as const, label: 'Error response', href: `${route}#${ERROR_RESPONSE_ANCHOR}`}]
      : []),
    ...model.tags.map((tag): SidebarCategory => ({
      type: 'category',
      label: tag.displayName,
      collapsible: true,
      collapsed: false,
      className: tag.operatorOnly ? 'api-menu-tag api-menu-tag--operator' : 'api-menu-tag',
      items: tag.operations.map((operation) => ({
        type: 'link',
        label: operation.summary,
        href: `${route}#${operation.operationId}`,
        className: `api-menu-operation ${METHOD_CLASS_PREFIX}${operation.method}`,
      })),
    })),
  ];
}
