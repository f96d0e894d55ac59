import { baseApi as api } from "../baseApi";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<
      SendContactMessageApiResponse,
      SendContactMessageApiArg
    >({
      query: (queryArg) => ({
        url: `/platform/lcs/contact-us`,
        method: "POST",
        body: queryArg.body,
        headers: {
          "x-altcha-payload": queryArg["x-altcha-payload"],
        },
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as contactEndpoints };
export type SendContactMessageApiResponse = /** status 202 Default Response */ {
  message: string;
};
export type SendContactMessageApiArg = {
  /** A solved challenge, needed when a previous answer was 412 (see /platform/v1/bot/challenge). */
  "x-altcha-payload"?: string;
  body: {
    name: string;
    email: string;
    company?: string;
    topic: "ACCESS" | "DATA" | "TECHNICAL" | "OTHER";
    message: string;
  };
};
export type ErrorResponse = {
  statusCode: number;
  error: string;
  message: string;
};
export const { useSendContactMessageMutation } = injectedRtkApi;
