import { baseApi as api } from "../baseApi";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listMyIncidents: build.query<
      ListMyIncidentsApiResponse,
      ListMyIncidentsApiArg
    >({
      query: (queryArg) => ({
        url: `/core-app-api/osc/user/incidents`,
        params: {
          search: queryArg.search,
          sortBy: queryArg.sortBy,
          sortOrder: queryArg.sortOrder,
          page: queryArg.page,
          pageSize: queryArg.pageSize,
          view: queryArg.view,
        },
      }),
    }),
    getMyIncident: build.query<GetMyIncidentApiResponse, GetMyIncidentApiArg>({
      query: (queryArg) => ({
        url: `/core-app-api/osc/user/incidents/${queryArg.incidentId}`,
      }),
    }),
    addIncidentComment: build.mutation<
      AddIncidentCommentApiResponse,
      AddIncidentCommentApiArg
    >({
      query: (queryArg) => ({
        url: `/core-app-api/osc/user/incident/${queryArg.incidentId}/addThread`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    downloadIncidentAttachment: build.query<
      DownloadIncidentAttachmentApiResponse,
      DownloadIncidentAttachmentApiArg
    >({
      query: (queryArg) => ({
        url: `/core-app-api/osc/user/incidents/${queryArg.incidentId}/attachments/${queryArg.attachmentId}`,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as incidentsEndpoints };
export type ListMyIncidentsApiResponse = /** status 200 Default Response */ {
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
  }[];
  page: number;
  pageSize: number;
  totalElements: number;
  totalPages: number;
};
export type ListMyIncidentsApiArg = {
  /** Part of the reference number, the subject or the description. */
  search?: string;
  sortBy?:
    "incidentId" | "subject" | "statusInfo" | "createdOn" | "lastUpdatedOn";
  sortOrder?: "ASC" | "DESC";
  /** Zero-based page number. */
  page?: number;
  /** Rows per page: one of the spec §9 page sizes. */
  pageSize?: 10 | 25 | 50 | 75 | 100;
  /** company: every incident of the caller’s company (company admins, LIST INCIDENT; others get 403). */
  view?: "mine" | "company";
};
export type GetMyIncidentApiResponse = /** status 200 Default Response */ {
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
export type GetMyIncidentApiArg = {
  /** The incident’s reference number, e.g. INC-261124-000042. */
  incidentId: string;
};
export type AddIncidentCommentApiResponse = /** status 201 Default Response */ {
  id: string;
  text: string;
  createdOn: string;
  authorName: string | null;
  fromSupport: boolean;
  /** An internal note (only in the agent console; never in a requester’s answer). */
  internal: boolean;
};
export type AddIncidentCommentApiArg = {
  /** The incident’s reference number, e.g. INC-261124-000042. */
  incidentId: string;
  body: {
    /** At most 4000 characters. */
    text: string;
  };
};
export type DownloadIncidentAttachmentApiResponse =
  /** status 200 The file, with the type its content was found to be when it was attached. */ Blob;
export type DownloadIncidentAttachmentApiArg = {
  /** The incident’s reference number, e.g. INC-261124-000042. */
  incidentId: string;
  attachmentId: string;
};
export type ErrorResponse = {
  statusCode: number;
  error: string;
  message: string;
};
export const {
  useListMyIncidentsQuery,
  useGetMyIncidentQuery,
  useAddIncidentCommentMutation,
  useDownloadIncidentAttachmentQuery,
} = injectedRtkApi;
