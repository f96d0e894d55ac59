// The breadcrumb trail derived from the route table (issue 11 §3).
import { describe, expect, test } from 'vitest';
import { ancestorsOf } from './breadcrumbs.ts';
import type { RouteDef } from './routes.ts';

const trail = (path: string, table?: RouteDef[]) =>
  ancestorsOf(path, table).map((crumb) => `${crumb.path} ${typeof crumb.title === 'string' ? crumb.title : crumb.title.message}`);

describe('ancestors from the route table', () => {
  test('an admin area sits under Admin', () => {
    for (const path of ['/admin/activityLog', '/admin/userList', '/admin/domainsList', '/admin/thirdParty']) {
      expect(trail(path)).toEqual(['/admin Admin']);
    }
  });
  test('top-level pages, the home page and the not-found page have none', () => {
    for (const path of ['/', '/apps', '/admin', '/companyList', '/contactUs', '*']) expect(trail(path)).toEqual([]);
  });
  test('every level of a deeper path that is a route, shallowest first', () => {
    expect(trail('/support/trackTicket/:ticketId')).toEqual(['/support Support', '/support/trackTicket My incidents']);
    expect(trail('/support/console/:ticketId')).toEqual(['/support Support', '/support/console Support console']);
    expect(trail('/knowledgeBase/basic/article')).toEqual(['/knowledgeBase/basic Basic']);
  });
  test('leaves out levels that are no route', () => {
    // /platform and /knowledgeBase are no route.
    expect(trail('/knowledgeBase/basic/article')).toEqual(['/knowledgeBase/basic Basic']);
    expect(trail('/platform/login')).toEqual([]);
    expect(trail('/knowledgeBase/home')).toEqual([]);
  });
});
