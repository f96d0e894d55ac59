import { baseApi as api } from "../baseApi";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
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
export const { useListSupportCategoriesQuery } = injectedRtkApi;
