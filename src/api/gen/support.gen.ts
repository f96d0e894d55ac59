import { baseApi as api } from "../baseApi";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    createIncident: build.mutation<
      CreateIncidentApiResponse,
      CreateIncidentApiArg
    >({
      query: (queryArg) => ({
        url: `/core-app-api/incidents`,
        method: "POST",
        headers: {
          "x-altcha-payload": queryArg["x-altcha-payload"],
        },
        params: {
          oscType: queryArg.oscType,
        },
      }),
    }),
    listSupportCategories: build.query<
      ListSupportCategoriesApiResponse,
      ListSupportCategoriesApiArg
    >({
      query: () => ({ url: `/core-app-api/support/categories` }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as supportEndpoints };
export type CreateIncidentApiResponse = /** status 201 Default Response */ {
  /** INC-<yymmdd>-<the tenant’s sequence>, unique in the tenant, e.g. INC-261124-000042. */
  referenceNumber: string;
};
export type CreateIncidentApiArg = {
  /** incident (the default): the categories chosen in the form. requestAccess: the request-access variant of the page (/support/ticketCreation?request=access): support type 1463 and issue 2047 whatever the detail says; issue type and sub issue type are chosen below issue 2047 with the usual rules. */
  oscType?: "incident" | "requestAccess";
  /** A solved challenge, needed when a previous answer was 412 (see /platform/v1/bot/challenge). */
  "x-altcha-payload"?: string;
};
export type ListSupportCategoriesApiResponse =
  /** status 200 Default Response */ {
    language: "en" | "es" | "fr";
    categories: {
      /** The support system’s id of the category. */
      id: number;
      /** Its name in the reader’s language. */
      value: string;
      /** The form offers the data dictionary when it is chosen. */
      aboutData: boolean;
      /** The next level; empty: there is nothing to choose there. */
      children: {
        /** The support system’s id of the category. */
        id: number;
        /** Its name in the reader’s language. */
        value: string;
        /** The form offers the data dictionary when it is chosen. */
        aboutData: boolean;
        /** The next level; empty: there is nothing to choose there. */
        children: {
          /** The support system’s id of the category. */
          id: number;
          /** Its name in the reader’s language. */
          value: string;
          /** The form offers the data dictionary when it is chosen. */
          aboutData: boolean;
          /** The next level; empty: there is nothing to choose there. */
          children: {
            /** The support system’s id of the category. */
            id: number;
            /** Its name in the reader’s language. */
            value: string;
            /** The form offers the data dictionary when it is chosen. */
            aboutData: boolean;
          }[];
        }[];
      }[];
    }[];
  };
export type ListSupportCategoriesApiArg = void;
export type ErrorResponse = {
  statusCode: number;
  error: string;
  message: string;
};
export const { useCreateIncidentMutation, useListSupportCategoriesQuery } =
  injectedRtkApi;
