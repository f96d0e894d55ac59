import { baseApi as api } from "../baseApi";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    signIn: build.mutation<SignInApiResponse, SignInApiArg>({
      query: (queryArg) => ({
        url: `/platform/login`,
        method: "POST",
        body: queryArg.body,
        headers: {
          "x-altcha-payload": queryArg["x-altcha-payload"],
        },
      }),
    }),
    signOut: build.mutation<SignOutApiResponse, SignOutApiArg>({
      query: () => ({ url: `/platform/logout`, method: "POST" }),
    }),
    getAuthStatus: build.query<GetAuthStatusApiResponse, GetAuthStatusApiArg>({
      query: () => ({ url: `/core-app-api/auth-status` }),
    }),
    sendPasswordResetLink: build.query<
      SendPasswordResetLinkApiResponse,
      SendPasswordResetLinkApiArg
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
    resetPassword: build.mutation<
      ResetPasswordApiResponse,
      ResetPasswordApiArg
    >({
      query: (queryArg) => ({
        url: `/platform/password-reset`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    getBotChallenge: build.query<
      GetBotChallengeApiResponse,
      GetBotChallengeApiArg
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
export type SignInApiResponse = /** status 200 Default Response */ {
  redirectTo: string;
  /** The language the user saved in their profile; null: none. */
  languageCode: string | null;
};
export type SignInApiArg = {
  /** A solved challenge, needed when a previous answer was 412 (see /platform/v1/bot/challenge). */
  "x-altcha-payload"?: string;
  body: {
    email: string;
    password: string;
    lastUrl?: string;
  };
};
export type SignOutApiResponse = unknown;
export type SignOutApiArg = void;
export type GetAuthStatusApiResponse = /** status 200 Default Response */ {
  authenticated: boolean;
  idleTimeoutSeconds: number;
};
export type GetAuthStatusApiArg = void;
export type SendPasswordResetLinkApiResponse =
  /** status 202 Default Response */ {
    message: string;
  };
export type SendPasswordResetLinkApiArg = {
  email: string;
  /** A solved challenge, needed when a previous answer was 412 (see /platform/v1/bot/challenge). */
  "x-altcha-payload"?: string;
};
export type ResetPasswordApiResponse = /** status 200 Default Response */ {
  message: string;
};
export type ResetPasswordApiArg = {
  body: {
    token: string;
    password: string;
  };
};
export type GetBotChallengeApiResponse =
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
export type GetBotChallengeApiArg = {
  /** How much work: each level takes longer to solve. A 412 answer names the level it needs. */
  level: number;
};
export type ErrorResponse = {
  statusCode: number;
  error: string;
  message: string;
};
export const {
  useSignInMutation,
  useSignOutMutation,
  useGetAuthStatusQuery,
  useSendPasswordResetLinkQuery,
  useResetPasswordMutation,
  useGetBotChallengeQuery,
} = injectedRtkApi;
