import { baseApi as api } from "../baseApi";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listGlossaries: build.query<
      ListGlossariesApiResponse,
      ListGlossariesApiArg
    >({
      query: (queryArg) => ({
        url: `/core-app-api/v1/customer-support/glossaries`,
        params: {
          page_number: queryArg.pageNumber,
          page_size: queryArg.pageSize,
          product_tag: queryArg.productTag,
          topic: queryArg.topic,
        },
      }),
    }),
    listGlossaryTopics: build.query<
      ListGlossaryTopicsApiResponse,
      ListGlossaryTopicsApiArg
    >({
      query: (queryArg) => ({
        url: `/core-app-api/v1/customer-support/glossaries/topics`,
        params: {
          product_tag: queryArg.productTag,
        },
      }),
    }),
    searchGlossaries: build.query<
      SearchGlossariesApiResponse,
      SearchGlossariesApiArg
    >({
      query: (queryArg) => ({
        url: `/core-app-api/v1/customer-support/search-glossaries`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    suggestGlossaries: build.query<
      SuggestGlossariesApiResponse,
      SuggestGlossariesApiArg
    >({
      query: (queryArg) => ({
        url: `/core-app-api/v1/customer-support/glossaries/suggestions`,
        params: {
          search_field: queryArg.searchField,
          limit: queryArg.limit,
        },
      }),
    }),
    getGlossary: build.query<GetGlossaryApiResponse, GetGlossaryApiArg>({
      query: (queryArg) => ({
        url: `/core-app-api/v1/customer-support/glossaries/${queryArg.id}`,
      }),
    }),
    listGlossaryTags: build.query<
      ListGlossaryTagsApiResponse,
      ListGlossaryTagsApiArg
    >({
      query: (queryArg) => ({
        url: `/core-app-api/v1/customer-support/tags`,
        params: {
          tag_name: queryArg.tagName,
        },
      }),
    }),
    exportGlossaries: build.mutation<
      ExportGlossariesApiResponse,
      ExportGlossariesApiArg
    >({
      query: (queryArg) => ({
        url: `/core-app-api/v1/customer-support/export-glossaries`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as dataDictionaryEndpoints };
export type ListGlossariesApiResponse = /** status 200 Default Response */ {
  results: {
    id: string;
    business_name: string;
    business_definition: string;
    dss_business_name: string;
    technical_name: string;
    /** The data type: STRING, INTEGER, DECIMAL, DATE, TIMESTAMP or BOOLEAN. */
    type: string;
    /** DIMENSION, MEASURE, ATTRIBUTE or KEY. */
    field_type: string;
    /** ALL: all users; CHARTER: charter users only. */
    availability: "ALL" | "CHARTER";
    glossary_tags: {
      tag_name: string;
      tag_value: string;
    }[];
    available_products: string[];
  }[];
  total_elements: number;
  total_pages: number;
};
export type ListGlossariesApiArg = {
  /** Zero-based page number. */
  pageNumber?: number;
  /** Entries per page (spec §9: 20 by default). */
  pageSize?: number;
  productTag?:
    | "chnl_perf_report_builder"
    | "shopper_behavior"
    | "customer_perception"
    | "digital_landscapes"
    | "chnl_perf_insights"
    | "chnl_perf_bi_link"
    | "chnl_perf_cloud_feeds"
    | "chnl_perf_data_feeds_api"
    | "mod_intel";
  /** A topic as GET glossaries/topics names it, in the dictionary’s language. */
  topic?: string;
};
export type ListGlossaryTopicsApiResponse = /** status 200 Default Response */ {
  topics: {
    topic: string;
    count: number;
  }[];
};
export type ListGlossaryTopicsApiArg = {
  productTag?:
    | "chnl_perf_report_builder"
    | "shopper_behavior"
    | "customer_perception"
    | "digital_landscapes"
    | "chnl_perf_insights"
    | "chnl_perf_bi_link"
    | "chnl_perf_cloud_feeds"
    | "chnl_perf_data_feeds_api"
    | "mod_intel";
};
export type SearchGlossariesApiResponse = /** status 200 Default Response */ {
  results: {
    id: string;
    business_name: string;
    business_definition: string;
    dss_business_name: string;
    technical_name: string;
    /** The data type: STRING, INTEGER, DECIMAL, DATE, TIMESTAMP or BOOLEAN. */
    type: string;
    /** DIMENSION, MEASURE, ATTRIBUTE or KEY. */
    field_type: string;
    /** ALL: all users; CHARTER: charter users only. */
    availability: "ALL" | "CHARTER";
    glossary_tags: {
      tag_name: string;
      tag_value: string;
    }[];
    available_products: string[];
  }[];
  total_elements: number;
  total_pages: number;
  /** true when match_lists holds "Did you mean" suggestions. */
  fuzzy_search: boolean;
  /** Corrected terms that find entries, best first (when the term found fewer than 3). */
  match_lists: string[];
};
export type SearchGlossariesApiArg = {
  body: {
    /** The search term: at least 3 characters besides spaces and punctuation. */
    search_field: string;
    /** Zero-based page number. */
    page_number?: number;
    /** Entries per page (spec §9: 20 by default). */
    page_size?: number;
    product_tag_value?:
      | "chnl_perf_report_builder"
      | "shopper_behavior"
      | "customer_perception"
      | "digital_landscapes"
      | "chnl_perf_insights"
      | "chnl_perf_bi_link"
      | "chnl_perf_cloud_feeds"
      | "chnl_perf_data_feeds_api"
      | "mod_intel";
  };
};
export type SuggestGlossariesApiResponse = /** status 200 Default Response */ {
  suggestions: {
    id: string;
    business_name: string;
  }[];
};
export type SuggestGlossariesApiArg = {
  /** The search term: at least 3 characters besides spaces and punctuation. */
  searchField: string;
  limit?: number;
};
export type GetGlossaryApiResponse = /** status 200 Default Response */ {
  id: string;
  business_name: string;
  business_definition: string;
  dss_business_name: string;
  technical_name: string;
  /** The data type: STRING, INTEGER, DECIMAL, DATE, TIMESTAMP or BOOLEAN. */
  type: string;
  /** DIMENSION, MEASURE, ATTRIBUTE or KEY. */
  field_type: string;
  /** ALL: all users; CHARTER: charter users only. */
  availability: "ALL" | "CHARTER";
  glossary_tags: {
    tag_name: string;
    tag_value: string;
  }[];
  available_products: string[];
};
export type GetGlossaryApiArg = {
  id: string;
};
export type ListGlossaryTagsApiResponse = /** status 200 Default Response */ {
  tag_values: string[];
};
export type ListGlossaryTagsApiArg = {
  tagName: "product";
};
export type ExportGlossariesApiResponse =
  /** status 200 The .xlsx file (attachment data_element_glossary_<yyyy-mm-dd>.xlsx). */ Blob;
export type ExportGlossariesApiArg = {
  body: {
    /** The search term: at least 3 characters besides spaces and punctuation. */
    search_field?: string;
    product_tag_value?:
      | "chnl_perf_report_builder"
      | "shopper_behavior"
      | "customer_perception"
      | "digital_landscapes"
      | "chnl_perf_insights"
      | "chnl_perf_bi_link"
      | "chnl_perf_cloud_feeds"
      | "chnl_perf_data_feeds_api"
      | "mod_intel";
  };
};
export type ErrorResponse = {
  statusCode: number;
  error: string;
  message: string;
};
export const {
  useListGlossariesQuery,
  useListGlossaryTopicsQuery,
  useSearchGlossariesQuery,
  useSuggestGlossariesQuery,
  useGetGlossaryQuery,
  useListGlossaryTagsQuery,
  useExportGlossariesMutation,
} = injectedRtkApi;
