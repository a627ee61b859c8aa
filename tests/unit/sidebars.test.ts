import {describe, expect, it} from 'vitest';
import sidebars from '../../sidebars';
import {DOC_ROUTES, NAVBAR_ITEMS} from '../../src/constants';
import {docIdsInSidebarOrder, routeOfDocId} from '../../src/config/sidebarOrder';

describe('the sidebars', () => {
  const routes = docIdsInSidebarOrder(sidebars).map(routeOfDocId);

  it('hold every docs page of the route table once, and nothing else', () => {
    expect(routes.length).toBeGreaterThan(0);
    expect([...routes].sort()).toEqual([...DOC_ROUTES].sort());
  });

  it.each(NAVBAR_ITEMS)('$label: its sidebar starts with the page the navbar item links to', ({sidebarId, to}) => {
    const first = docIdsInSidebarOrder({[sidebarId]: sidebars[sidebarId]})[0];
    expect(first && routeOfDocId(first)).toBe(to.replace(/\/$/, ''));
  });
});
