// The companies a user may act for (gen/companies.gen.ts), tagged 'Companies'.
import { cacheTags } from '../cacheTags.ts';
import { companiesEndpoints } from '../gen/companies.gen.ts';

export const companiesApi = companiesEndpoints.enhanceEndpoints({
  endpoints: cacheTags(companiesEndpoints, ['Companies'], { provide: ['listCompanies'] }),
});

export const { useListCompaniesQuery } = companiesApi;
export type * from '../gen/companies.gen.ts';
