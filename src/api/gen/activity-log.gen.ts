import { baseApi as api } from "../baseApi";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listActivityLog: build.query<
      ListActivityLogApiResponse,
      ListActivityLogApiArg
    >({
      query: (queryArg) => ({
        url: `/core-app-api/companies/${queryArg.companyId}/activity-logs`,
        method: "POST",
        body: queryArg.body,
        params: {
          pageNumber: queryArg.pageNumber,
          pageSize: queryArg.pageSize,
          sortBy: queryArg.sortBy,
          sortOrder: queryArg.sortOrder,
        },
      }),
    }),
    listActivityLogEvents: build.query<
      ListActivityLogEventsApiResponse,
      ListActivityLogEventsApiArg
    >({
      query: (queryArg) => ({
        url: `/core-app-api/companies/${queryArg.companyId}/activity-logs/eventlist`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    listActivityLogApplications: build.query<
      ListActivityLogApplicationsApiResponse,
      ListActivityLogApplicationsApiArg
    >({
      query: (queryArg) => ({
        url: `/core-app-api/companies/${queryArg.companyId}/activity-logs/applicationlist`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    downloadActivityLog: build.mutation<
      DownloadActivityLogApiResponse,
      DownloadActivityLogApiArg
    >({
      query: (queryArg) => ({
        url: `/core-app-api/companies/${queryArg.companyId}/activity-logs/download`,
        method: "POST",
        body: queryArg.body,
        params: {
          sortBy: queryArg.sortBy,
          sortOrder: queryArg.sortOrder,
        },
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as activityLogEndpoints };
export type ListActivityLogApiResponse = /** status 200 Default Response */ {
  content: {
    id: string;
    uiCreatedOnDate: string;
    /** User id of who did it. */
    actor: string | null;
    /** Their name; null for the system, or a user since deleted. */
    actorName: string | null;
    entityId: string | null;
    /** The name of the user, company or domain the entry is about (null when gone). */
    entityName: string | null;
    /** The event code (for the events filter). */
    event: string;
    /** The event in the reader’s language (x-user-locale). */
    eventLabel: string;
    /** The details in the reader’s language (x-user-locale). */
    eventDescription: string;
    /** The source app code (for the applications filter). */
    sourceApp: string;
    /** The source app in the reader’s language. */
    sourceAppLabel: string;
  }[];
  page: number;
  pageSize: number;
  totalElements: number;
  totalPages: number;
};
export type ListActivityLogApiArg = {
  /** Zero-based page number. */
  pageNumber?: number;
  /** Rows per page: one of the spec §9 page sizes. */
  pageSize?: 10 | 25 | 50 | 75 | 100;
  sortBy?:
    | "uiCreatedOnDate"
    | "actor"
    | "entityId"
    | "event"
    | "eventDescription"
    | "sourceApp";
  sortOrder?: "ASC" | "DESC";
  companyId: string;
  body: {
    /** First day (YYYY-MM-DD), included. Default: 29 days before toDate. */
    fromDate?: string;
    /** Last day (YYYY-MM-DD), included; at most 30 days after fromDate. Default: today. */
    toDate?: string;
    /** IANA time zone the days are in. Default, and in place of a zone the server does not know (spec §5): the caller’s time zone preference, else the tenant’s default zone. */
    timeZone?: string;
    /** Only these events (from eventlist). */
    events?: string[];
    /** Only these source apps (from applicationlist). */
    applications?: string[];
    /** Text in the description, event, entity id or actor name, any letter case. */
    query?: string;
  };
};
export type ListActivityLogEventsApiResponse =
  /** status 200 Default Response */ {
    events: {
      value: string;
      label: string;
    }[];
  };
export type ListActivityLogEventsApiArg = {
  companyId: string;
  body: {};
};
export type ListActivityLogApplicationsApiResponse =
  /** status 200 Default Response */ {
    applications: {
      value: string;
      label: string;
    }[];
  };
export type ListActivityLogApplicationsApiArg = {
  companyId: string;
  body: {};
};
export type DownloadActivityLogApiResponse =
  /** status 200 The .xlsx file. */ Blob;
export type DownloadActivityLogApiArg = {
  sortBy?:
    | "uiCreatedOnDate"
    | "actor"
    | "entityId"
    | "event"
    | "eventDescription"
    | "sourceApp";
  sortOrder?: "ASC" | "DESC";
  companyId: string;
  body: {
    /** First day (YYYY-MM-DD), included. Default: 29 days before toDate. */
    fromDate?: string;
    /** Last day (YYYY-MM-DD), included; at most 30 days after fromDate. Default: today. */
    toDate?: string;
    /** IANA time zone the days are in. Default, and in place of a zone the server does not know (spec §5): the caller’s time zone preference, else the tenant’s default zone. */
    timeZone?: string;
    /** Only these events (from eventlist). */
    events?: string[];
    /** Only these source apps (from applicationlist). */
    applications?: string[];
    /** Text in the description, event, entity id or actor name, any letter case. */
    query?: string;
  };
};
export type ErrorResponse = {
  statusCode: number;
  error: string;
  message: string;
};
export const {
  useListActivityLogQuery,
  useListActivityLogEventsQuery,
  useListActivityLogApplicationsQuery,
  useDownloadActivityLogMutation,
} = injectedRtkApi;
