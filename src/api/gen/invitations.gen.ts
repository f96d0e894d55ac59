import { baseApi as api } from "../baseApi";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    validateUsers: build.mutation<
      ValidateUsersApiResponse,
      ValidateUsersApiArg
    >({
      query: (queryArg) => ({
        url: `/core-app-api/companies/${queryArg.companyId}/users/validate`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    createUser: build.mutation<CreateUserApiResponse, CreateUserApiArg>({
      query: (queryArg) => ({
        url: `/core-app-api/companies/${queryArg.companyId}/users`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    resendInvitation: build.mutation<
      ResendInvitationApiResponse,
      ResendInvitationApiArg
    >({
      query: (queryArg) => ({
        url: `/core-app-api/companies/${queryArg.companyId}/users/batch-tasks/${queryArg.taskId}/RESEND_INVITE`,
        method: "POST",
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as invitationsEndpoints };
export type ValidateUsersApiResponse = /** status 200 Default Response */ {
  /** True when no user has a problem. */
  valid: boolean;
  users: {
    index: number;
    email: string;
    problems: {
      field: "firstName" | "lastName" | "email" | "role" | "products";
      code:
        | "REQUIRED"
        | "TOO_LONG"
        | "INVALID_EMAIL"
        | "DOMAIN_NOT_AUTHORISED"
        | "ALREADY_A_USER"
        | "CANNOT_ADD"
        | "DUPLICATE_IN_LIST"
        | "UNKNOWN_PRODUCT";
      message: string;
      domain?: string;
    }[];
  }[];
};
export type ValidateUsersApiArg = {
  companyId: string;
  body: {
    supplierId: string;
    userList: {
      firstName: string;
      lastName: string;
      email: string;
      role?: "Admin" | "User";
      products?: string[];
    }[];
  };
};
export type CreateUserApiResponse = /** status 201 Default Response */ {
  userId: string;
  taskId: string;
  email: string;
  message: string;
};
export type CreateUserApiArg = {
  companyId: string;
  body: {
    /** When given, must be the company of the path. */
    companyId?: string;
    firstName: string;
    lastName: string;
    email: string;
    role: "Admin" | "User";
    products: string[];
    languageCode?: "en-US" | "es-MX" | "fr-CA" | "en-CA";
  };
};
export type ResendInvitationApiResponse = /** status 200 Default Response */ {
  message: string;
  taskId: string;
};
export type ResendInvitationApiArg = {
  companyId: string;
  taskId: string;
};
export type ErrorResponse = {
  statusCode: number;
  error: string;
  message: string;
};
export const {
  useValidateUsersMutation,
  useCreateUserMutation,
  useResendInvitationMutation,
} = injectedRtkApi;
