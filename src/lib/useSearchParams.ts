// The address's query as URLSearchParams, and a setter that navigates to the same path with a new
// query: react-router's useSearchParams as the portal uses it (a record or URLSearchParams, the
// navigation's replace and state). The router's own lives in its one module, which the first load
// carries whole, so each hook a later page takes from it is first-load code (0.5 KB gzip for this
// one, issue 27); this one comes with the pages that use it.
import { useCallback, useMemo } from 'react';
import { type NavigateOptions, useLocation, useNavigate } from 'react-router';

export type SearchParamsInit = URLSearchParams | Record<string, string>;

export function useSearchParams(): [URLSearchParams, (next: SearchParamsInit, options?: NavigateOptions) => void] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  // As the router's does: a navigation to `?<query>`, which keeps the path.
  const setParams = useCallback(
    (next: SearchParamsInit, options?: NavigateOptions) => void navigate(`?${new URLSearchParams(next)}`, options),
    [navigate],
  );
  return [params, setParams];
}
