import { baseApi as api } from "../baseApi";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listProducts: build.query<ListProductsApiResponse, ListProductsApiArg>({
      query: () => ({ url: `/platform/v1/products` }),
    }),
    listProductSettings: build.query<
      ListProductSettingsApiResponse,
      ListProductSettingsApiArg
    >({
      query: () => ({ url: `/core-app-api/admin/products` }),
    }),
    updateProductSettings: build.mutation<
      UpdateProductSettingsApiResponse,
      UpdateProductSettingsApiArg
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
export type ListProductsApiResponse = /** status 200 Default Response */ {
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
export type ListProductsApiArg = void;
export type ListProductSettingsApiResponse =
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
export type ListProductSettingsApiArg = void;
export type UpdateProductSettingsApiResponse =
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
export type UpdateProductSettingsApiArg = {
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
  useListProductsQuery,
  useListProductSettingsQuery,
  useUpdateProductSettingsMutation,
} = injectedRtkApi;
