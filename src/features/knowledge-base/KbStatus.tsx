// What a knowledge-base page shows instead of its content when the call failed (spec §8): an
// account without access is told how to get it — an internal user may request access (the
// incident form's request-access variant) or explore the products; an external user is sent to
// their retail administrator — the knowledge base switched off in the country says so, anything
// else is the default error panel.
import { Trans } from '@lingui/react/macro';
import { type ApiError, errorStatus } from '../../api/baseApi.ts';
import { Link } from '../../components/Link.tsx';
import { Alert, DefaultError, EmptyState } from '../../components/ui.tsx';
import { REQUEST_ACCESS_PATH } from '../../lib/links.ts';
import { basicRestricted } from '../../lib/permissions.ts';
import { useSession } from '../../lib/useSession.ts';

/** The first code of a content call's errors list (spec §7), if the failure has one. */
export function contentErrorCode(error: unknown): string | undefined {
  const details = (error as ApiError | undefined)?.details as { errors?: Array<{ code?: string }> } | undefined;
  return details?.errors?.[0]?.code;
}

/** The workspace in the address is not one the reader may open, or not a workspace name at all: the page leads home (spec §5). */
export const workspaceRefused = (error: unknown): boolean =>
  contentErrorCode(error) === 'WORKSPACE_NOT_FOUND' || errorStatus(error) === 400;

export function KbStatus({ error }: { error: unknown }) {
  const session = useSession();
  const code = contentErrorCode(error);
  if (code === 'KB_ACCESS_DENIED') {
    const internal = session.status === 'signed-in' && session.user.user_type === 'INTERNAL';
    return (
      <Alert tone="error">
        <p>
          <strong>
            <Trans>You don’t have access to the knowledge base.</Trans>
          </strong>
        </p>
        {internal ? (
          <p>
            <Trans>
              <Link to={REQUEST_ACCESS_PATH}>Request access</Link> to a product, or <Link to="/apps">explore the products</Link> to see what
              each one offers.
            </Trans>
          </p>
        ) : (
          <p>
            <Trans>Contact your retail administrator to get access to a product; the knowledge base opens with it.</Trans>
          </p>
        )}
      </Alert>
    );
  }
  if (code === 'KB_SEARCH_NOT_AVAILABLE') {
    return (
      <EmptyState
        action={
          <Link to={session.status === 'signed-in' && basicRestricted(session.user) ? '/knowledgeBase/basic' : '/knowledgeBase/home'}>
            {<Trans>Browse the knowledge base</Trans>}
          </Link>
        }
      >
        <Trans>Searching the knowledge base is not available in your country yet.</Trans>
      </EmptyState>
    );
  }
  if (code === 'KB_NOT_AVAILABLE') {
    return (
      <EmptyState action={<Link to="/support">{<Trans>Go to Support</Trans>}</Link>}>
        <Trans>The knowledge base is not available in your country yet.</Trans>
      </EmptyState>
    );
  }
  return <DefaultError />;
}
