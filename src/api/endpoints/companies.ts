// The companies a user may act for (gen/companies.gen.ts), tagged 'Companies'.
import { companiesEndpoints } from '../gen/companies.gen.ts';

export const companiesApi = companiesEndpoints.enhanceEndpoints({
  endpoints: { listCompanies: { providesTags: ['Companies'] } },
});

export const { useListCompaniesQuery } = companiesApi;
export type * from '../gen/companies.gen.ts';
