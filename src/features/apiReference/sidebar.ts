/**
 * A reference's operation menu as a docs sidebar, which Docusaurus draws; a class draws each method badge
 * (./reference.css). Links name only the anchor: with the page in the URL, Docusaurus would prefetch for each.
 */
import type {ReferenceModel} from './model';
import {ERROR_RESPONSE_ANCHOR, SECURITY_SCHEMES_ANCHOR} from './words';

function link(label: string, href: string, className?: string) {
  return {type: 'link' as const, label, href, className};
}

export function buildSidebar(model: ReferenceModel, docId: string) {
  return [
    {type: 'doc' as const, id: docId, label: 'Introduction'},
    ...(model.securitySchemes.length > 0 ? [link('Security schemes', `#${SECURITY_SCHEMES_ANCHOR}`)] : []),
    ...(model.sharedError ? [link('Error response', `#${ERROR_RESPONSE_ANCHOR}`)] : []),
    ...model.tags.map((tag) => ({
      type: 'category' as const,
      label: tag.displayName,
      collapsible: true,
      collapsed: false,
      className: 'api-menu-tag',
      items: tag.operations.map(({summary, operationId, method}) =>
        link(summary, `#${operationId}`, `api-menu-operation api-method--${method}`),
      ),
    })),
  ];
}
