// This area's API calls.
export { useGetManagedContentQuery, useListContentFragmentsQuery } from '../../api/endpoints/content.ts';
