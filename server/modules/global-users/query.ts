// The list's query as a request asks for it (the list and its export read the same).
import { LIST_DEFAULTS } from '../../../tenants/lists.ts';
import type { UserQuery } from './repository.ts';
import { MIN_SEARCH } from './schemas.ts';

type ListBodyValue = { search?: string; filters?: UserQuery['filters'] };

/** The list's query from the request, or the message of a 400 (a search too short). */
export function userQueryOf(
  query: { userType: UserQuery['userType']; sortBy?: UserQuery['sortBy']; sortOrder?: UserQuery['sortOrder'] },
  body: ListBodyValue | undefined,
): UserQuery | { error: string } {
  const search = body?.search?.trim() || undefined;
  if (search && search.length < MIN_SEARCH) return { error: `Search with at least ${MIN_SEARCH} characters (or none).` };
  return {
    userType: query.userType,
    search,
    filters: body?.filters ?? {},
    sortBy: query.sortBy ?? LIST_DEFAULTS.globalUsers.sortBy,
    sortOrder: query.sortOrder ?? LIST_DEFAULTS.globalUsers.sortOrder,
  };
}
