import { baseApi as api } from "../baseApi";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    recordUsageEvents: build.mutation<
      RecordUsageEventsApiResponse,
      RecordUsageEventsApiArg
    >({
      query: (queryArg) => ({
        url: `/core-app-api/analytics/events`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    getUsageReport: build.query<
      GetUsageReportApiResponse,
      GetUsageReportApiArg
    >({
      query: (queryArg) => ({
        url: `/core-app-api/analyticsReports`,
        params: {
          from: queryArg["from"],
          to: queryArg.to,
        },
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as analyticsEndpoints };
export type RecordUsageEventsApiResponse = /** status 202 Default Response */ {
  /** Entries counted. */
  accepted: number;
  /** Entries of a page id the server does not know: not counted. */
  ignored: number;
};
export type RecordUsageEventsApiArg = {
  /** Up to 100 data-layer entries: which event on which page. Nothing else is sent (no search terms, no user). */
  body: {
    events: {
      /** pageView, or one of the event types of spec §7. */
      event:
        | "pageView"
        | "click"
        | "hover"
        | "scroll"
        | "enterKeyDown"
        | "suggestion"
        | "autoSuggestItemSelect"
        | "dataDefinitionRendered"
        | "success"
        | "search"
        | "noResult"
        | "error"
        | "pageUpdate";
      /** The analytics page id of the page the event happened on (spec §2). */
      pageId: string;
    }[];
  };
};
export type GetUsageReportApiResponse = /** status 200 Default Response */ {
  from: string;
  to: string;
  /** The time zone of the days: the tenant’s. */
  timeZone: string;
  totals: {
    /** Page views. */
    views: number;
    /** Events other than page views. */
    events: number;
    /** Distinct signed-in users active in the range. */
    users: number;
  };
  /** Every page id with a count in the range, most viewed first. */
  pages: {
    pageId: string;
    /** In the reader’s language (x-user-locale). */
    label: string;
    views: number;
    events: number;
  }[];
  /** Each event type with a count in the range (page views included), most frequent first. */
  events: {
    /** pageView, or one of the event types of spec §7. */
    event:
      | "pageView"
      | "click"
      | "hover"
      | "scroll"
      | "enterKeyDown"
      | "suggestion"
      | "autoSuggestItemSelect"
      | "dataDefinitionRendered"
      | "success"
      | "search"
      | "noResult"
      | "error"
      | "pageUpdate";
    /** In the reader’s language (x-user-locale). */
    label: string;
    count: number;
  }[];
  /** Every day of the range, oldest first, zeros included. */
  days: {
    day: string;
    views: number;
    events: number;
    users: number;
  }[];
};
export type GetUsageReportApiArg = {
  /** A calendar day, YYYY-MM-DD. */
  from?: string;
  /** A calendar day, YYYY-MM-DD. */
  to?: string;
};
export type ErrorResponse = {
  statusCode: number;
  error: string;
  message: string;
};
export const { useRecordUsageEventsMutation, useGetUsageReportQuery } =
  injectedRtkApi;
