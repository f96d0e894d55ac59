import { baseApi as api } from "../baseApi";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPlatformV1Products: build.query<
      GetPlatformV1ProductsApiResponse,
      GetPlatformV1ProductsApiArg
    >({
      query: () => ({ url: `/platform/v1/products` }),
    }),
    getCoreAppApiAdminProducts: build.query<
      GetCoreAppApiAdminProductsApiResponse,
      GetCoreAppApiAdminProductsApiArg
    >({
      query: () => ({ url: `/core-app-api/admin/products` }),
    }),
    putCoreAppApiAdminProductsByCode: build.mutation<
      PutCoreAppApiAdminProductsByCodeApiResponse,
      PutCoreAppApiAdminProductsByCodeApiArg
    >({
      query: (queryArg) => ({
        url: `/core-app-api/admin/products/${queryArg.code}`,
        method: "PUT",
        body: queryArg.body,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as productsEndpoints };
export type GetPlatformV1ProductsApiResponse =
  /** status 200 Default Response */ {
    products: {
      code:
        | "SHOPPER_BEHAVIOR"
        | "CUSTOMER_PERCEPTION"
        | "INSIGHTS_ACTIVATION"
        | "DIGITAL_LANDSCAPES"
        | "CUSTOMER_PULSE"
        | "REPORT_BUILDER"
        | "CHANNEL_PERFORMANCE"
        | "MODULAR_INTELLIGENCE";
      family: "KYC" | "KYS";
      available: boolean;
      comingSoon: boolean;
      restrictedLaunch: ("ALPHA" | "BETA") | (null | null);
      /** Hide the tile from users without access to the product. */
      hideWhenNoAccess: boolean;
      redirectUrl: string;
      isNewTab: boolean;
      /** The product has learn-more content. */
      learnMore: boolean;
    }[];
  };
export type GetPlatformV1ProductsApiArg = void;
export type GetCoreAppApiAdminProductsApiResponse =
  /** status 200 Default Response */ {
    products: {
      code:
        | "SHOPPER_BEHAVIOR"
        | "CUSTOMER_PERCEPTION"
        | "INSIGHTS_ACTIVATION"
        | "DIGITAL_LANDSCAPES"
        | "CUSTOMER_PULSE"
        | "REPORT_BUILDER"
        | "CHANNEL_PERFORMANCE"
        | "MODULAR_INTELLIGENCE";
      family: "KYC" | "KYS";
      base: {
        available: boolean;
        comingSoon: boolean;
        restrictedLaunch: ("ALPHA" | "BETA") | (null | null);
        /** Hide the tile from users without access to the product. */
        hideWhenNoAccess: boolean;
        redirectUrl: string;
        isNewTab: boolean;
        /** The product has learn-more content. */
        learnMore: boolean;
      };
      /** Null fields are not overridden. */
      override: {
        available: boolean | null;
        comingSoon: boolean | null;
        restrictedLaunch: ("ALPHA" | "BETA") | (null | null);
        hideWhenNoAccess: boolean | null;
        redirectUrl: string | null;
        isNewTab: boolean | null;
        updatedBy: string | null;
        updatedAt: string;
      } | null;
      effective: {
        available: boolean;
        comingSoon: boolean;
        restrictedLaunch: ("ALPHA" | "BETA") | (null | null);
        /** Hide the tile from users without access to the product. */
        hideWhenNoAccess: boolean;
        redirectUrl: string;
        isNewTab: boolean;
        /** The product has learn-more content. */
        learnMore: boolean;
      };
    }[];
  };
export type GetCoreAppApiAdminProductsApiArg = void;
export type PutCoreAppApiAdminProductsByCodeApiResponse =
  /** status 200 Default Response */ {
    code:
      | "SHOPPER_BEHAVIOR"
      | "CUSTOMER_PERCEPTION"
      | "INSIGHTS_ACTIVATION"
      | "DIGITAL_LANDSCAPES"
      | "CUSTOMER_PULSE"
      | "REPORT_BUILDER"
      | "CHANNEL_PERFORMANCE"
      | "MODULAR_INTELLIGENCE";
    family: "KYC" | "KYS";
    base: {
      available: boolean;
      comingSoon: boolean;
      restrictedLaunch: ("ALPHA" | "BETA") | (null | null);
      /** Hide the tile from users without access to the product. */
      hideWhenNoAccess: boolean;
      redirectUrl: string;
      isNewTab: boolean;
      /** The product has learn-more content. */
      learnMore: boolean;
    };
    /** Null fields are not overridden. */
    override: {
      available: boolean | null;
      comingSoon: boolean | null;
      restrictedLaunch: ("ALPHA" | "BETA") | (null | null);
      hideWhenNoAccess: boolean | null;
      redirectUrl: string | null;
      isNewTab: boolean | null;
      updatedBy: string | null;
      updatedAt: string;
    } | null;
    effective: {
      available: boolean;
      comingSoon: boolean;
      restrictedLaunch: ("ALPHA" | "BETA") | (null | null);
      /** Hide the tile from users without access to the product. */
      hideWhenNoAccess: boolean;
      redirectUrl: string;
      isNewTab: boolean;
      /** The product has learn-more content. */
      learnMore: boolean;
    };
  };
export type PutCoreAppApiAdminProductsByCodeApiArg = {
  code: string;
  /** The fields to change; null removes the override of a field. */
  body: {
    available?: boolean | null;
    comingSoon?: boolean | null;
    restrictedLaunch?: ("ALPHA" | "BETA" | null) | null;
    hideWhenNoAccess?: boolean | null;
    redirectUrl?: string | null;
    isNewTab?: boolean | null;
  };
};
export type ErrorResponse = {
  statusCode: number;
  error: string;
  message: string;
};
export const {
  useGetPlatformV1ProductsQuery,
  useGetCoreAppApiAdminProductsQuery,
  usePutCoreAppApiAdminProductsByCodeMutation,
} = injectedRtkApi;
