// A new version of the terms or the data sharing addendum took effect (issue 14 §4): before going
// on, a company user reads and accepts each document whose current version they have not accepted
// (the user context's legal_updates; the guard sends every private route here). Accepting records
// it (POST users/{id}/legal-acceptances) and returns to the page the user was going to.
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSearchParams } from '../../lib/useSearchParams.ts';
import type { Locale } from '../../../tenants/schema.ts';
import { Card } from '../../components/Card.tsx';
import { Link } from '../../components/Link.tsx';
import { Checkbox } from '../../components/kit/Checkbox.tsx';
import { LegalDocumentBox } from '../../components/LegalDocumentBox.tsx';
import { Alert, Button } from '../../components/ui.tsx';
import { useSession } from '../../lib/useSession.ts';
import { useAcceptLegalDocumentMutation, useGetDataSharingAddendumQuery, useGetTermsOfUseQuery } from './api.ts';

/** Only a path of this site (not `//other.example`) is a place to go back to. */
const safePath = (path: string | null) => (path && path.startsWith('/') && !path.startsWith('//') ? path : '/apps');

export default function LegalUpdatesPage() {
  const { t, i18n } = useLingui();
  const session = useSession();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const locale = i18n.locale as Locale;
  const pending = session.status === 'signed-in' ? session.user.legal_updates : [];
  const wants = (document: string) => pending.some((p) => p.document === document);
  // Asked afresh: a text read earlier in this visit may be of the version a legal owner has since replaced (issue 31 §3).
  const fresh = { refetchOnMountOrArgChange: true } as const;
  const terms = useGetTermsOfUseQuery({ locale }, { skip: !wants('TERMS'), ...fresh });
  const addendum = useGetDataSharingAddendumQuery({ locale }, { skip: !wants('DATA_SHARING_ADDENDUM'), ...fresh });
  const [accepted, setAccepted] = useState<Record<string, boolean>>({});
  const [failed, setFailed] = useState<string | null>(null);
  const [accept, { isLoading }] = useAcceptLegalDocumentMutation();
  const [done, setDone] = useState(false);
  const lastUrl = safePath(params.get('lastUrl'));
  // Once the session, asked again after the acceptances, has nothing left to accept: on to the page
  // the user was going to (before, the guard would send them back here).
  useEffect(() => {
    if (done && pending.length === 0) void navigate(lastUrl, { replace: true });
  }, [done, pending.length, navigate, lastUrl]);
  if (session.status !== 'signed-in') return null;

  const documents = pending.map((p) => ({ ...p, text: p.document === 'TERMS' ? terms.data : addendum.data }));
  const loaded = documents.every((d) => d.text);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailed(null);
    if (documents.some((d) => !accepted[d.document])) {
      setFailed(t`Accept each document to continue.`);
      return;
    }
    for (const d of documents) {
      const result = await accept({
        id: session.status === 'signed-in' ? session.user.user_id : '',
        body: { document: d.document, version: d.version },
      });
      if ('error' in result) {
        const message = (result.error as { message?: string } | undefined)?.message;
        setFailed(message ?? t`Your acceptance could not be recorded. Please try again.`);
        return;
      }
    }
    setDone(true);
  }

  return (
    <Card width="wide" title={<Trans>Updated terms</Trans>}>
      {pending.length === 0 ? (
        <p role="status">
          <Trans>You have accepted the documents in force.</Trans> <Link to={lastUrl}>{t`Continue`}</Link>
        </p>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate data-page="legal-updates">
          <p>
            <Trans>A new version of these documents has taken effect. Read them and accept them to go on using the portal.</Trans>
          </p>
          {terms.isError || addendum.isError ? (
            <Alert tone="error">
              <Trans>The documents could not be loaded. Reload the page to try again.</Trans>
            </Alert>
          ) : !loaded ? (
            <p role="status">
              <Trans>Loading the documents…</Trans>
            </p>
          ) : (
            documents.map((d) => {
              const title = d.text!.title;
              return (
                <div key={d.document}>
                  <LegalDocumentBox id={d.document.toLowerCase()} text={d.text!} />
                  <Checkbox
                    name={d.document}
                    checked={Boolean(accepted[d.document])}
                    onChange={(checked) => setAccepted((a) => ({ ...a, [d.document]: checked }))}
                    label={<Trans>I have read and accept: {title}</Trans>}
                  />
                </div>
              );
            })
          )}
          {failed ? (
            <Alert tone="error">
              <p>{failed}</p>
            </Alert>
          ) : null}
          <Button type="submit" disabled={isLoading || !loaded}>
            <Trans>Accept and continue</Trans>
          </Button>
        </form>
      )}
    </Card>
  );
}
