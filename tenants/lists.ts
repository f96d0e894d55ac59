// The list contract the portal's list pages and the server's list routes share (spec §9 "Page-size
// options", "Table defaults: server paging and sorting"; issue 28 §3): the page sizes, the highest
// page, and each list's default sort and page size. A page's clean address (src/lib/useListState.ts
// writes no default into it) and a call that leaves the parameters out show the same view. In
// tenants/ because the client and the server share it; it imports nothing.

/** Spec §9 "Page-size options". */
export const PAGE_SIZES = [10, 25, 50, 75, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

/**
 * The highest zero-based page number a list accepts: 10 million rows at the largest page size.
 * Bounded so that `page * pageSize` stays an ordinary number the database takes as an OFFSET.
 */
export const MAX_PAGE = 100_000;

export type SortOrder = 'ASC' | 'DESC';

/** A list's default view: rows per page and, for a list that sorts, the column and its order. */
export interface ListDefaults<S extends string = string, P extends number = number> {
  pageSize: P;
  sortBy?: S;
  sortOrder?: SortOrder;
}

/**
 * Each list's defaults, by list. Where the page and its route did not agree (noted), the page's is
 * kept and the route keeps its own: a different default on either side would change what people see
 * or what other callers get.
 */
export const LIST_DEFAULTS = {
  /** User Management, Users tab (GET companies/{id}/users). */
  users: { sortBy: 'firstName', sortOrder: 'ASC', pageSize: 10 },
  /** User Management, Blocked tab (the same route with status=BLOCKED): the latest blocked first. */
  blockedUsers: { sortBy: 'uiBlockedOn', sortOrder: 'DESC', pageSize: 10 },
  /** User Management, Pending tab. */
  pendingUsers: { sortBy: 'uiCreatedOnDate', sortOrder: 'DESC', pageSize: 10 },
  /** User Management, Access requests tab. */
  accessRequests: { sortBy: 'create_time', sortOrder: 'DESC', pageSize: 10 },
  /** Authorized Domains. */
  emailDomains: { sortBy: 'domainName', sortOrder: 'ASC', pageSize: 10 },
  /** Third Party. */
  partners: { sortBy: 'companyName', sortOrder: 'ASC', pageSize: 10 },
  /** Audit Log: the newest first, 25 a page. */
  activityLog: { sortBy: 'uiCreatedOnDate', sortOrder: 'DESC', pageSize: 25 },
  /** Customer Accounts. Its route's page size is spec §7's 500 (GET companies defaults), not the page's 10. */
  companies: { sortBy: 'companyName', sortOrder: 'ASC', pageSize: 10 },
  /** Global User Management. */
  globalUsers: { sortBy: 'name', sortOrder: 'ASC', pageSize: 25 },
  /** My incidents and the company's incidents: the newest first. */
  myIncidents: { sortBy: 'createdOn', sortOrder: 'DESC', pageSize: 10 },
  /** The support console: the newest first. */
  consoleIncidents: { sortBy: 'createdOn', sortOrder: 'DESC', pageSize: 10 },
  /** The content owners' list (last saved first, the server's only order). */
  contentItems: { pageSize: 25 },
  /** User access audits, one audit's companies. Its route's default page size is 25. */
  userAuditCompanies: { pageSize: 10 },
  /** Site banners. */
  siteBanners: { pageSize: 10 },
  /** Request access: the companies found (spec §7: page size 10). */
  accessCompanies: { pageSize: 10 },
  /** Request access: the requester's own requests. */
  ownAccessRequests: { pageSize: 10 },
  /** Knowledge-base search results, paged by ten. */
  knowledgeBaseSearch: { pageSize: 10 },
  /** The data dictionary (spec §9: default page limit 20, outside the usual sizes). */
  dataDictionary: { pageSize: 20 },
  /** The usage report's tables (paged and sorted in the browser): the most viewed pages, the latest days, the commonest events first. */
  usagePages: { sortBy: 'views', sortOrder: 'DESC', pageSize: 10 },
  usageDays: { sortBy: 'day', sortOrder: 'DESC', pageSize: 10 },
  usageEvents: { sortBy: 'count', sortOrder: 'DESC', pageSize: 10 },
} as const satisfies Record<string, ListDefaults>;
