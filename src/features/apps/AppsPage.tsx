// App launch (spec §2 "Product list"). This first version greets the user and lists the products
// they hold; the tiles, sections and access states come with the portal-shell issue.
import { css } from '@emotion/react';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useGetPlatformV1IdentityUserContextQuery } from '../auth/api.ts';

export default function AppsPage() {
  const { data: user } = useGetPlatformV1IdentityUserContextQuery({ permissions: true });
  const productName = __TENANT__.productName;
  return (
    <section>
      <h1>
        <Trans>Get started with {productName}</Trans>
      </h1>
      {user ? (
        <>
          <p>
            <Trans>
              Signed in as {user.first_name} {user.last_name}
            </Trans>
            {user.tenant ? ` · ${user.tenant.name}` : null}
          </p>
          <h2>
            <Trans>Your products</Trans>
          </h2>
          {user.products.length ? (
            <ul
              css={css`
                padding-left: 1.25rem;
              `}
            >
              {user.products.map((p) => (
                <li key={p.product_id}>
                  <code>{p.product_id}</code> {p.access_status === 'ACCESS_PENDING' ? <Trans>(Pending Access)</Trans> : null}
                </li>
              ))}
            </ul>
          ) : (
            <p>
              <Trans>No data available.</Trans>
            </p>
          )}
        </>
      ) : null}
      <p>
        <Link to="/logout">
          <Trans>Sign out</Trans>
        </Link>
      </p>
    </section>
  );
}
