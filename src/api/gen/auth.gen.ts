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
    sendPasswordResetLink: build.mutation<
      SendPasswordResetLinkApiResponse,
      SendPasswordResetLinkApiArg
    >({
      query: (queryArg) => ({
        url: `/core-app-api/pwd-reset-link`,
        method: "POST",
        body: queryArg.body,
        headers: {
          "x-altcha-payload": queryArg["x-altcha-payload"],
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
    startSignIn: build.mutation<StartSignInApiResponse, StartSignInApiArg>({
      query: (queryArg) => ({
        url: `/platform/sso/start`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    finishSignIn: build.query<FinishSignInApiResponse, FinishSignInApiArg>({
      query: (queryArg) => ({
        url: `/platform/sso/callback`,
        params: {
          code: queryArg.code,
          state: queryArg.state,
          iss: queryArg.iss,
          error: queryArg.error,
          error_description: queryArg.errorDescription,
          session_state: queryArg.sessionState,
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
export type SignOutApiResponse = /** status 200 Default Response */ {
  /** The landing page ('/'), or the identity provider's sign-out page. */
  redirectTo: string;
};
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
  /** A solved challenge, needed when a previous answer was 412 (see /platform/v1/bot/challenge). */
  "x-altcha-payload"?: string;
  body: {
    email: string;
  };
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
export type StartSignInApiResponse = /** status 200 Default Response */ {
  /** password: sign in here with the portal password; provider: go to redirectTo, the company's identity provider. */
  method: "password" | "provider";
  /** With method provider: the provider's sign-in page. */
  redirectTo?: string;
};
export type StartSignInApiArg = {
  body: {
    email: string;
    lastUrl?: string;
    locale?: "en-US" | "es-MX" | "fr-CA" | "en-CA";
  };
};
export type FinishSignInApiResponse = unknown;
export type FinishSignInApiArg = {
  code?: string;
  state?: string;
  iss?: string;
  error?: string;
  errorDescription?: string;
  sessionState?: string;
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
  useSendPasswordResetLinkMutation,
  useResetPasswordMutation,
  useGetBotChallengeQuery,
  useStartSignInMutation,
  useFinishSignInQuery,
} = injectedRtkApi;
