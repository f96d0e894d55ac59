import { baseApi as api } from "../baseApi";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUserContext: build.query<
      GetUserContextApiResponse,
      GetUserContextApiArg
    >({
      query: (queryArg) => ({
        url: `/platform/v1/identity/user-context`,
        params: {
          permissions: queryArg.permissions,
        },
      }),
    }),
    listLoginCompanies: build.query<
      ListLoginCompaniesApiResponse,
      ListLoginCompaniesApiArg
    >({
      query: (queryArg) => ({
        url: `/core-app-api/users/companies`,
        params: {
          loginId: queryArg.loginId,
        },
      }),
    }),
    getSite: build.query<GetSiteApiResponse, GetSiteApiArg>({
      query: (queryArg) => ({
        url: `/platform/v1/identity/sites/${queryArg.site}`,
        headers: {
          "wm-site-id": queryArg["wm-site-id"],
        },
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as identityEndpoints };
export type GetUserContextApiResponse =
  /** status 200 Default Response */ UserContext;
export type GetUserContextApiArg = {
  permissions?: boolean;
};
export type ListLoginCompaniesApiResponse = /** status 200 Default Response */ {
  companies: {
    companyId: string;
    companyName: string;
    companyType:
      | "SUPPLIER"
      | "THIRD_PARTY_AGENCY"
      | "BASIC_VENDOR"
      | "BASIC_THIRD_PARTY_AGENCY"
      | "UNKNOWN";
    status: string;
    relation: "OWN" | "PARTNER" | "GRANTED";
  }[];
};
export type ListLoginCompaniesApiArg = {
  loginId: string;
};
export type GetSiteApiResponse = /** status 200 Default Response */ {
  siteId: string;
  defaultLocale: "en-US" | "es-MX" | "fr-CA" | "en-CA";
  locales: ("en-US" | "es-MX" | "fr-CA" | "en-CA")[];
  languages: {
    locale: "en-US" | "es-MX" | "fr-CA" | "en-CA";
    label: string;
  }[];
};
export type GetSiteApiArg = {
  /** A tenant code: WMT-US, WMT-MX or WMT-CA. */
  site: string;
  /** The site id the client believes it is on; accepted, not required. */
  "wm-site-id"?: string;
};
export type UserContext = {
  /** The user’s id (GET users/{id}/preferences). */
  user_id: string;
  first_name: string;
  last_name: string;
  login_id: string;
  email_address: string;
  user_type: "EXTERNAL" | "INTERNAL";
  /** The user’s company; for a super admin acting on behalf of a company, that company. */
  tenant: {
    id: string;
    name: string;
    type:
      | "SUPPLIER"
      | "THIRD_PARTY_AGENCY"
      | "BASIC_VENDOR"
      | "BASIC_THIRD_PARTY_AGENCY"
      | "UNKNOWN";
  } | null;
  site_id: string;
  third_party_user: boolean;
  third_party_company: {
    id: string;
    name: string;
  } | null;
  user_preferences: {
    language_code: string;
    locale: {
      timezone: string;
    };
  };
  authz: {
    group: string;
    permissions: {
      action: string;
      resource: string;
    }[];
  };
  persona_access_codes: number[];
  products: {
    product_id: string;
    access_status: "ACCESS_COMPLETE" | "ACCESS_PENDING";
  }[];
  acting: {
    company: {
      id: string;
      name: string;
      type:
        | "SUPPLIER"
        | "THIRD_PARTY_AGENCY"
        | "BASIC_VENDOR"
        | "BASIC_THIRD_PARTY_AGENCY"
        | "UNKNOWN";
    } | null;
    persona: ("SUPPLIER" | "MERCHANT") | (null | null);
  };
  registration_complete: boolean;
  /** Documents whose current version a registered company user has not accepted yet (a new version took effect): the portal asks for them before going on. */
  legal_updates: {
    document: "TERMS" | "DATA_SHARING_ADDENDUM";
    version: string;
  }[];
  /** When the next published version of one of their documents takes effect (null: none to come): the portal asks for this context again at the first page after it. */
  legal_updates_from: string | null;
};
export type ErrorResponse = {
  statusCode: number;
  error: string;
  message: string;
};
export const {
  useGetUserContextQuery,
  useListLoginCompaniesQuery,
  useGetSiteQuery,
} = injectedRtkApi;
