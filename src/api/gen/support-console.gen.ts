import { baseApi as api } from "../baseApi";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listConsoleIncidents: build.query<
      ListConsoleIncidentsApiResponse,
      ListConsoleIncidentsApiArg
    >({
      query: (queryArg) => ({
        url: `/core-app-api/support/console/incidents`,
        params: {
          search: queryArg.search,
          sortBy: queryArg.sortBy,
          sortOrder: queryArg.sortOrder,
          page: queryArg.page,
          pageSize: queryArg.pageSize,
          status: queryArg.status,
          queue: queryArg.queue,
          age: queryArg.age,
          assignee: queryArg.assignee,
        },
      }),
    }),
    getConsoleIncident: build.query<
      GetConsoleIncidentApiResponse,
      GetConsoleIncidentApiArg
    >({
      query: (queryArg) => ({
        url: `/core-app-api/support/console/incidents/${queryArg.incidentId}`,
      }),
    }),
    updateConsoleIncident: build.mutation<
      UpdateConsoleIncidentApiResponse,
      UpdateConsoleIncidentApiArg
    >({
      query: (queryArg) => ({
        url: `/core-app-api/support/console/incidents/${queryArg.incidentId}`,
        method: "PATCH",
        body: queryArg.body,
      }),
    }),
    addSupportEntry: build.mutation<
      AddSupportEntryApiResponse,
      AddSupportEntryApiArg
    >({
      query: (queryArg) => ({
        url: `/core-app-api/support/console/incidents/${queryArg.incidentId}/threads`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as supportConsoleEndpoints };
export type ListConsoleIncidentsApiResponse =
  /** status 200 Default Response */ {
    content: {
      /** The reference number. */
      incidentId: string;
      /** The situation description, cut between words with "…" to at most 50 characters. */
      subject: string;
      statusInfo:
        "new" | "in_progress" | "waiting_on_customer" | "resolved" | "closed";
      createdOn: string;
      lastUpdatedOn: string;
      requesterName: string;
      /** Filed by the caller (false: by someone else of their company). */
      mine: boolean;
      queueId: number;
      /** The company name given in the form. */
      companyName: string;
      assignee: {
        id: string;
        name: string;
      } | null;
      /** Assigned to the caller. */
      assignedToMe: boolean;
    }[];
    page: number;
    pageSize: number;
    totalElements: number;
    totalPages: number;
  };
export type ListConsoleIncidentsApiArg = {
  /** Part of the reference number, the subject or the description. */
  search?: string;
  sortBy?:
    "incidentId" | "subject" | "statusInfo" | "createdOn" | "lastUpdatedOn";
  sortOrder?: "ASC" | "DESC";
  /** Zero-based page number. */
  page?: number;
  /** Rows per page: one of the spec §9 page sizes. */
  pageSize?: 10 | 25 | 50 | 75 | 100;
  /** open: new, in progress or waiting on customer. */
  status?:
    | "new"
    | "in_progress"
    | "waiting_on_customer"
    | "resolved"
    | "closed"
    | "open";
  queue?: number;
  /** Filed less than a day ago, 1 to 7 days ago, or earlier. */
  age?: "day" | "week" | "older";
  assignee?: "me" | "unassigned";
};
export type GetConsoleIncidentApiResponse = /** status 200 Default Response */ {
  /** The reference number. */
  incidentId: string;
  /** The situation description, cut between words with "…" to at most 50 characters. */
  subject: string;
  statusInfo:
    "new" | "in_progress" | "waiting_on_customer" | "resolved" | "closed";
  createdOn: string;
  lastUpdatedOn: string;
  requesterName: string;
  /** Filed by the caller (false: by someone else of their company). */
  mine: boolean;
  queueId: number;
  /** The company name given in the form. */
  companyName: string;
  assignee: {
    id: string;
    name: string;
  } | null;
  /** Assigned to the caller. */
  assignedToMe: boolean;
  situationDescription: string;
  categories: {
    level: number;
    id: number;
    value: string;
  }[];
  accountType: number;
  firstName: string;
  lastName: string;
  primaryContactEmail: string;
  callBackNumber: string | null;
  onBehalf: boolean;
  attachments: {
    id: string;
    fileName: string;
    contentType: string;
    size: number;
  }[];
  comments: {
    id: string;
    text: string;
    createdOn: string;
    authorName: string | null;
    fromSupport: boolean;
    /** An internal note (only in the agent console; never in a requester’s answer). */
    internal: boolean;
  }[];
};
export type GetConsoleIncidentApiArg = {
  /** The incident’s reference number, e.g. INC-261124-000042. */
  incidentId: string;
};
export type UpdateConsoleIncidentApiResponse =
  /** status 200 Default Response */ {
    /** The reference number. */
    incidentId: string;
    /** The situation description, cut between words with "…" to at most 50 characters. */
    subject: string;
    statusInfo:
      "new" | "in_progress" | "waiting_on_customer" | "resolved" | "closed";
    createdOn: string;
    lastUpdatedOn: string;
    requesterName: string;
    /** Filed by the caller (false: by someone else of their company). */
    mine: boolean;
    queueId: number;
    /** The company name given in the form. */
    companyName: string;
    assignee: {
      id: string;
      name: string;
    } | null;
    /** Assigned to the caller. */
    assignedToMe: boolean;
    situationDescription: string;
    categories: {
      level: number;
      id: number;
      value: string;
    }[];
    accountType: number;
    firstName: string;
    lastName: string;
    primaryContactEmail: string;
    callBackNumber: string | null;
    onBehalf: boolean;
    attachments: {
      id: string;
      fileName: string;
      contentType: string;
      size: number;
    }[];
    comments: {
      id: string;
      text: string;
      createdOn: string;
      authorName: string | null;
      fromSupport: boolean;
      /** An internal note (only in the agent console; never in a requester’s answer). */
      internal: boolean;
    }[];
  };
export type UpdateConsoleIncidentApiArg = {
  /** The incident’s reference number, e.g. INC-261124-000042. */
  incidentId: string;
  body: {
    status?:
      "new" | "in_progress" | "waiting_on_customer" | "resolved" | "closed";
    /** me: assign to the caller; null: to nobody. */
    assignee?: "me" | null;
  };
};
export type AddSupportEntryApiResponse = /** status 201 Default Response */ {
  id: string;
  text: string;
  createdOn: string;
  authorName: string | null;
  fromSupport: boolean;
  /** An internal note (only in the agent console; never in a requester’s answer). */
  internal: boolean;
};
export type AddSupportEntryApiArg = {
  /** The incident’s reference number, e.g. INC-261124-000042. */
  incidentId: string;
  body: {
    /** At most 4000 characters. */
    text: string;
    /** true: an internal note, never shown to the requester; false: a reply, e-mailed to them. */
    internal: boolean;
  };
};
export type ErrorResponse = {
  statusCode: number;
  error: string;
  message: string;
};
export const {
  useListConsoleIncidentsQuery,
  useGetConsoleIncidentQuery,
  useUpdateConsoleIncidentMutation,
  useAddSupportEntryMutation,
} = injectedRtkApi;
