// The sidebars' docs in reading order, for /llms.txt; the route table (REQUIREMENTS.md §2.2) keeps its own order.
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

type SidebarItem = string | {type: string; id?: string; items?: SidebarItem[]; link?: {type: string; id?: string}};

function docIdsOf(items: readonly SidebarItem[]): string[] {
  return items.flatMap((item) => {
    if (typeof item === 'string') return [item];
    if (item.type === 'doc' && item.id) return [item.id];
    if (item.type === 'category')
      return [...(item.link?.type === 'doc' && item.link.id ? [item.link.id] : []), ...docIdsOf(item.items ?? [])];
    return [];
  });
}

/** Every doc id of every sidebar, sidebar after sidebar, each in the order the reader sees it. */
export function docIdsInSidebarOrder(sidebars: SidebarsConfig): string[] {
  return Object.values(sidebars).flatMap((items) => docIdsOf(items as SidebarItem[]));
}

/** The route of a doc id: its path below docs/, a folder's index being the folder's route. */
export function routeOfDocId(id: string): string {
  return `/${id.replace(/(^|\/)index$/, '')}`;
}
