/** @jsxImportSource react */
// The app's in-app link: react-router's `useHref` and `useLinkClickHandler`, which its own <Link>
// is built on, without the parts the app does not use (prefetching of framework-mode routes, view
// transitions, absolute URLs). Those weigh about 2 KB gzip in the first load (issue 10 §2), so
// the app imports this one; eslint.config.js keeps react-router's out.
import type { AnchorHTMLAttributes } from 'react';
import { type To, useHref, useLinkClickHandler } from 'react-router';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
}

export function Link({ to, replace, target, onClick, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, target });
  return (
    <a
      {...rest}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        // Modified clicks (new tab…) and other targets are left to the browser, as react-router's link does.
        if (!event.defaultPrevented) navigate(event);
      }}
    />
  );
}
