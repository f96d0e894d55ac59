import { baseApi as api } from "../baseApi";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    postPlatformLogin: build.mutation<
      PostPlatformLoginApiResponse,
      PostPlatformLoginApiArg
    >({
      query: (queryArg) => ({
        url: `/platform/login`,
        method: "POST",
        body: queryArg.body,
        headers: {
          "x-altcha-payload": queryArg["x-altcha-payload"],
        },
      }),
    }),
    postPlatformLogout: build.mutation<
      PostPlatformLogoutApiResponse,
      PostPlatformLogoutApiArg
    >({
      query: () => ({ url: `/platform/logout`, method: "POST" }),
    }),
    getCoreAppApiAuthStatus: build.query<
      GetCoreAppApiAuthStatusApiResponse,
      GetCoreAppApiAuthStatusApiArg
    >({
      query: () => ({ url: `/core-app-api/auth-status` }),
    }),
    getCoreAppApiPwdResetLink: build.query<
      GetCoreAppApiPwdResetLinkApiResponse,
      GetCoreAppApiPwdResetLinkApiArg
    >({
      query: (queryArg) => ({
        url: `/core-app-api/pwd-reset-link`,
        headers: {
          "x-altcha-payload": queryArg["x-altcha-payload"],
        },
        params: {
          email: queryArg.email,
        },
      }),
    }),
    postPlatformPasswordReset: build.mutation<
      PostPlatformPasswordResetApiResponse,
      PostPlatformPasswordResetApiArg
    >({
      query: (queryArg) => ({
        url: `/platform/password-reset`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    getPlatformV1BotChallenge: build.query<
      GetPlatformV1BotChallengeApiResponse,
      GetPlatformV1BotChallengeApiArg
    >({
      query: (queryArg) => ({
        url: `/platform/v1/bot/challenge`,
        params: {
          level: queryArg.level,
        },
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as authEndpoints };
export type PostPlatformLoginApiResponse = /** status 200 Default Response */ {
  redirectTo: string;
};
export type PostPlatformLoginApiArg = {
  /** A solved challenge, needed when a previous answer was 412 (see /platform/v1/bot/challenge). */
  "x-altcha-payload"?: string;
  body: {
    email: string;
    password: string;
    lastUrl?: string;
  };
};
export type PostPlatformLogoutApiResponse = unknown;
export type PostPlatformLogoutApiArg = void;
export type GetCoreAppApiAuthStatusApiResponse =
  /** status 200 Default Response */ {
    authenticated: boolean;
    idleTimeoutSeconds: number;
  };
export type GetCoreAppApiAuthStatusApiArg = void;
export type GetCoreAppApiPwdResetLinkApiResponse =
  /** status 202 Default Response */ {
    message: string;
  };
export type GetCoreAppApiPwdResetLinkApiArg = {
  email: string;
  /** A solved challenge, needed when a previous answer was 412 (see /platform/v1/bot/challenge). */
  "x-altcha-payload"?: string;
};
export type PostPlatformPasswordResetApiResponse =
  /** status 200 Default Response */ {
    message: string;
  };
export type PostPlatformPasswordResetApiArg = {
  body: {
    token: string;
    password: string;
  };
};
export type GetPlatformV1BotChallengeApiResponse =
  /** status 200 An ALTCHA challenge. Send base64(JSON { challenge, solution }) in header x-altcha-payload with the request that answered 412; each solution works once. */ {
    parameters: {
      algorithm: string;
      nonce: string;
      salt: string;
      cost: number;
      keyLength: number;
      keyPrefix: string;
      keySignature?: string;
      /** Seconds since 1970. */
      expiresAt: number;
      [key: string]: any;
    };
    signature: string;
  };
export type GetPlatformV1BotChallengeApiArg = {
  /** How much work: each level takes longer to solve. A 412 answer names the level it needs. */
  level: number;
};
export type ErrorResponse = {
  statusCode: number;
  error: string;
  message: string;
};
export const {
  usePostPlatformLoginMutation,
  usePostPlatformLogoutMutation,
  useGetCoreAppApiAuthStatusQuery,
  useGetCoreAppApiPwdResetLinkQuery,
  usePostPlatformPasswordResetMutation,
  useGetPlatformV1BotChallengeQuery,
} = injectedRtkApi;
