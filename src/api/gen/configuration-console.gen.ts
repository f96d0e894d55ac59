import { baseApi as api } from "../baseApi";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getConfiguration: build.query<
      GetConfigurationApiResponse,
      GetConfigurationApiArg
    >({
      query: () => ({ url: `/core-app-api/configuration` }),
    }),
    changeConfiguration: build.mutation<
      ChangeConfigurationApiResponse,
      ChangeConfigurationApiArg
    >({
      query: (queryArg) => ({
        url: `/core-app-api/configuration/changes`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    scheduleConfigurationChange: build.mutation<
      ScheduleConfigurationChangeApiResponse,
      ScheduleConfigurationChangeApiArg
    >({
      query: (queryArg) => ({
        url: `/core-app-api/configuration/scheduled-changes`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    cancelScheduledConfigurationChange: build.mutation<
      CancelScheduledConfigurationChangeApiResponse,
      CancelScheduledConfigurationChangeApiArg
    >({
      query: (queryArg) => ({
        url: `/core-app-api/configuration/scheduled-changes/${queryArg.id}`,
        method: "DELETE",
      }),
    }),
    previewAppLaunch: build.mutation<
      PreviewAppLaunchApiResponse,
      PreviewAppLaunchApiArg
    >({
      query: (queryArg) => ({
        url: `/core-app-api/configuration/preview`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as configurationConsoleEndpoints };
export type GetConfigurationApiResponse = /** status 200 Default Response */ {
  environment: "local" | "dev" | "qa" | "stg" | "preprod" | "prod";
  environments: ("local" | "dev" | "qa" | "stg" | "preprod" | "prod")[];
  /** The tenant's default time zone. */
  timeZone: string;
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
    /** The tenant file's values in this server's environment. */
    file: {
      available: boolean;
      comingSoon: boolean;
      restrictedLaunch: ("ALPHA" | "BETA") | (null | null);
      /** Hide the tile from users without access to the product. */
      hideWhenNoAccess: boolean;
      isNewTab: boolean;
    };
    /** The values users get now (the file with the changes made here). */
    live: {
      available: boolean;
      comingSoon: boolean;
      restrictedLaunch: ("ALPHA" | "BETA") | (null | null);
      /** Hide the tile from users without access to the product. */
      hideWhenNoAccess: boolean;
      isNewTab: boolean;
    };
    /** The live values differ from the file because of a change made here (revert returns to the file). */
    changed: boolean;
    /** The environments whose tenant file offers the product. */
    fileEnvironments: ("local" | "dev" | "qa" | "stg" | "preprod" | "prod")[];
    lastChange: {
      /** The person who changed it (a scheduled change: who scheduled it). */
      by: string | null;
      at: string;
      /** The activity log's sentence, reason included, in the reader's language. */
      text: string;
    } | null;
  }[];
  flags: {
    flag:
      | "insights-activation-rollout"
      | "wem-kb-rollout"
      | "kb-search-rollout"
      | "data-dictionary-v2";
    /** The tenant file's value in this server's environment. */
    file: boolean;
    live: boolean;
    /** A change made here overrides the file (revert returns to the file). */
    changed: boolean;
    /** The environments in which the tenant file turns the flag on. */
    fileEnvironments: ("local" | "dev" | "qa" | "stg" | "preprod" | "prod")[];
    lastChange: {
      /** The person who changed it (a scheduled change: who scheduled it). */
      by: string | null;
      at: string;
      /** The activity log's sentence, reason included, in the reader's language. */
      text: string;
    } | null;
  }[];
  /** The changes waiting for their time, soonest first. */
  scheduled: {
    id: string;
    /** A product takes `settings` or `revert`; a flag takes `enabled` or `revert`. */
    change: {
      kind: "PRODUCT" | "FLAG";
      /** The product code (kind PRODUCT) or the feature flag (kind FLAG). */
      key: string;
      settings?: {
        available?: true | false;
        comingSoon?: true | false;
        /** ALPHA or BETA shows that badge; null none. */
        restrictedLaunch?: ("ALPHA" | "BETA" | null) | null;
        hideWhenNoAccess?: true | false;
        isNewTab?: true | false;
      };
      /** The flag on (true) or off (false). */
      enabled?: true | false;
      /** true: back to the tenant file's values (nothing else is sent). */
      revert?: true | false;
    };
    reason: string;
    runAt: string;
    /** The zone the time was chosen in. */
    timeZone: string;
    createdBy: string | null;
    createdAt: string;
  }[];
  /** The latest configuration changes, newest first. */
  history: {
    at: string;
    by: string | null;
    /** The event's label in the reader's language. */
    event: string;
    /** The activity log's sentence in the reader's language. */
    text: string;
  }[];
};
export type GetConfigurationApiArg = void;
export type ChangeConfigurationApiResponse = unknown;
export type ChangeConfigurationApiArg = {
  body: {
    /** A product takes `settings` or `revert`; a flag takes `enabled` or `revert`. */
    change: {
      kind: "PRODUCT" | "FLAG";
      /** The product code (kind PRODUCT) or the feature flag (kind FLAG). */
      key: string;
      settings?: {
        available?: true | false;
        comingSoon?: true | false;
        /** ALPHA or BETA shows that badge; null none. */
        restrictedLaunch?: ("ALPHA" | "BETA" | null) | null;
        hideWhenNoAccess?: true | false;
        isNewTab?: true | false;
      };
      /** The flag on (true) or off (false). */
      enabled?: true | false;
      /** true: back to the tenant file's values (nothing else is sent). */
      revert?: true | false;
    };
    /** Why: required, recorded in the activity log. */
    reason?: string;
  };
};
export type ScheduleConfigurationChangeApiResponse =
  /** status 201 Default Response */ {
    id: string;
    /** A product takes `settings` or `revert`; a flag takes `enabled` or `revert`. */
    change: {
      kind: "PRODUCT" | "FLAG";
      /** The product code (kind PRODUCT) or the feature flag (kind FLAG). */
      key: string;
      settings?: {
        available?: true | false;
        comingSoon?: true | false;
        /** ALPHA or BETA shows that badge; null none. */
        restrictedLaunch?: ("ALPHA" | "BETA" | null) | null;
        hideWhenNoAccess?: true | false;
        isNewTab?: true | false;
      };
      /** The flag on (true) or off (false). */
      enabled?: true | false;
      /** true: back to the tenant file's values (nothing else is sent). */
      revert?: true | false;
    };
    reason: string;
    runAt: string;
    /** The zone the time was chosen in. */
    timeZone: string;
    createdBy: string | null;
    createdAt: string;
  };
export type ScheduleConfigurationChangeApiArg = {
  body: {
    /** A product takes `settings` or `revert`; a flag takes `enabled` or `revert`. */
    change: {
      kind: "PRODUCT" | "FLAG";
      /** The product code (kind PRODUCT) or the feature flag (kind FLAG). */
      key: string;
      settings?: {
        available?: true | false;
        comingSoon?: true | false;
        /** ALPHA or BETA shows that badge; null none. */
        restrictedLaunch?: ("ALPHA" | "BETA" | null) | null;
        hideWhenNoAccess?: true | false;
        isNewTab?: true | false;
      };
      /** The flag on (true) or off (false). */
      enabled?: true | false;
      /** true: back to the tenant file's values (nothing else is sent). */
      revert?: true | false;
    };
    /** Why: required, recorded in the activity log. */
    reason?: string;
    /** The date and time, as a wall clock shows it in `timeZone` ('2026-12-07T09:00'). */
    at: string;
    /** A time zone name ('America/Mexico_City'): the owner's. */
    timeZone: string;
  };
};
export type CancelScheduledConfigurationChangeApiResponse = unknown;
export type CancelScheduledConfigurationChangeApiArg = {
  id: string;
};
export type PreviewAppLaunchApiResponse = /** status 200 Default Response */ {
  before: {
    /** The tiles shown, in order. */
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
    /** The persona's access to the tiles shown. */
    access: {
      product_id:
        | "SHOPPER_BEHAVIOR"
        | "CUSTOMER_PERCEPTION"
        | "INSIGHTS_ACTIVATION"
        | "DIGITAL_LANDSCAPES"
        | "CUSTOMER_PULSE"
        | "REPORT_BUILDER"
        | "CHANNEL_PERFORMANCE"
        | "MODULAR_INTELLIGENCE";
      access_status: "ACCESS_COMPLETE" | "ACCESS_PENDING";
    }[];
    /** The products a basic plan leaves out: the page says a charter plan adds them. */
    charterOnly: (
      | "SHOPPER_BEHAVIOR"
      | "CUSTOMER_PERCEPTION"
      | "INSIGHTS_ACTIVATION"
      | "DIGITAL_LANDSCAPES"
      | "CUSTOMER_PULSE"
      | "REPORT_BUILDER"
      | "CHANNEL_PERFORMANCE"
      | "MODULAR_INTELLIGENCE"
    )[];
  };
  after: {
    /** The tiles shown, in order. */
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
    /** The persona's access to the tiles shown. */
    access: {
      product_id:
        | "SHOPPER_BEHAVIOR"
        | "CUSTOMER_PERCEPTION"
        | "INSIGHTS_ACTIVATION"
        | "DIGITAL_LANDSCAPES"
        | "CUSTOMER_PULSE"
        | "REPORT_BUILDER"
        | "CHANNEL_PERFORMANCE"
        | "MODULAR_INTELLIGENCE";
      access_status: "ACCESS_COMPLETE" | "ACCESS_PENDING";
    }[];
    /** The products a basic plan leaves out: the page says a charter plan adds them. */
    charterOnly: (
      | "SHOPPER_BEHAVIOR"
      | "CUSTOMER_PERCEPTION"
      | "INSIGHTS_ACTIVATION"
      | "DIGITAL_LANDSCAPES"
      | "CUSTOMER_PULSE"
      | "REPORT_BUILDER"
      | "CHANNEL_PERFORMANCE"
      | "MODULAR_INTELLIGENCE"
    )[];
  };
};
export type PreviewAppLaunchApiArg = {
  body: {
    /** A product takes `settings` or `revert`; a flag takes `enabled` or `revert`. */
    change?: {
      kind: "PRODUCT" | "FLAG";
      /** The product code (kind PRODUCT) or the feature flag (kind FLAG). */
      key: string;
      settings?: {
        available?: true | false;
        comingSoon?: true | false;
        /** ALPHA or BETA shows that badge; null none. */
        restrictedLaunch?: ("ALPHA" | "BETA" | null) | null;
        hideWhenNoAccess?: true | false;
        isNewTab?: true | false;
      };
      /** The flag on (true) or off (false). */
      enabled?: true | false;
      /** true: back to the tenant file's values (nothing else is sent). */
      revert?: true | false;
    };
    companyType:
      | "SUPPLIER"
      | "THIRD_PARTY_AGENCY"
      | "BASIC_VENDOR"
      | "BASIC_THIRD_PARTY_AGENCY";
    /** WITH_ACCESS: access to every app; ACCESS_PENDING: every access still pending; NO_ACCESS: a new user without any. */
    persona: "WITH_ACCESS" | "ACCESS_PENDING" | "NO_ACCESS";
  };
};
export type ErrorResponse = {
  statusCode: number;
  error: string;
  message: string;
};
export const {
  useGetConfigurationQuery,
  useChangeConfigurationMutation,
  useScheduleConfigurationChangeMutation,
  useCancelScheduledConfigurationChangeMutation,
  usePreviewAppLaunchMutation,
} = injectedRtkApi;
