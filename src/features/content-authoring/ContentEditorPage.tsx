// The content editor (issue 15 §3, /content/new?kind=… and /content/:id): the item's fields, the
// Markdown body with its live preview and file drop, and the actions — save a draft (a new
// version; a save over someone else's newer version is refused and says so), publish the latest
// version (readers see it at once), unpublish, restore an earlier version — with its versions and
// history under it.
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useRouteParams } from '../../components/route-context.ts';
import { useSearchParams } from '../../lib/useSearchParams.ts';
import { type ApiError, errorStatus } from '../../api/baseApi.ts';
import { Link } from '../../components/Link.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Alert, Button, DefaultError, Loading } from '../../components/ui.tsx';
import {
  useCreateContentItemMutation,
  useGetContentItemQuery,
  useGetContentStructureQuery,
  usePublishContentItemMutation,
  useRestoreContentVersionMutation,
  useSaveContentItemMutation,
  useUnpublishContentItemMutation,
} from './api.ts';
import { ContentFields } from './ContentFields.tsx';
import { ContentVersions } from './ContentVersions.tsx';
import { checkDraft, type Draft, type DraftErrors, draftOf, emptyDraft, fieldsOf, stillWrong } from './draft.ts';
import { KINDS, type Kind, STATUS_LABELS } from './labels.ts';
import { MarkdownEditor } from './MarkdownEditor.tsx';

/** `fields`: the notice that points at the fields' errors, gone with the last of them. */
type Notice = { tone: 'success' | 'error'; text: string; fields?: true } | null;

export default function ContentEditorPage() {
  const { t, i18n } = useLingui();
  const { id } = useRouteParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const isNew = !id;
  const item = useGetContentItemQuery({ id: id ?? '' }, { skip: isNew });
  const structure = useGetContentStructureQuery();
  const requestedKind = params.get('kind') as Kind | null;
  const [draft, setDraft] = useState<Draft>(() =>
    emptyDraft(requestedKind && KINDS.includes(requestedKind) ? requestedKind : 'ARTICLE', i18n.locale),
  );
  const [loadedVersion, setLoadedVersion] = useState<number | null>(null);
  const [dirty, setDirty] = useState(false);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [notice, setNotice] = useState<Notice>(null);
  const [create, creating] = useCreateContentItemMutation();
  const [save, saving] = useSaveContentItemMutation();
  const [publish, publishing] = usePublishContentItemMutation();
  const [unpublish, unpublishing] = useUnpublishContentItemMutation();
  const [restore, restoring] = useRestoreContentVersionMutation();
  const busy = creating.isLoading || saving.isLoading || publishing.isLoading || unpublishing.isLoading || restoring.isLoading;

  // The form follows the item when a newer version arrives (after a save, a restore, a reload).
  const data = item.data;
  useEffect(() => {
    if (data && data.draftVersion !== loadedVersion) {
      setDraft(draftOf(data));
      setLoadedVersion(data.draftVersion);
      setDirty(false);
    }
  }, [data, loadedVersion]);

  const set = <K extends keyof Draft>(name: K, value: Draft[K]) => {
    setDraft((d) => ({ ...d, [name]: value }));
    setDirty(true);
  };
  const failed = (error: unknown) => setNotice({ tone: 'error', text: (error as ApiError).message ?? t`Something went wrong` });

  /** Saves the form as a new version (or creates the item); the version number, or null when refused. */
  async function saveDraft(): Promise<number | null> {
    const found = checkDraft(draft);
    setErrors(found);
    if (Object.keys(found).length) {
      setNotice({ tone: 'error', text: t`Check the fields marked below.`, fields: true });
      return null;
    }
    try {
      if (isNew) {
        const created = await create({
          body: { kind: draft.kind, key: draft.key, locale: draft.locale as 'en-US', ...fieldsOf(draft) },
        }).unwrap();
        navigate(`/content/${created.id}`, { replace: true });
        setNotice({ tone: 'success', text: t`Draft saved as version 1.` });
        return 1;
      }
      const saved = await save({ id: id!, body: { baseVersion: data!.draftVersion, ...fieldsOf(draft) } }).unwrap();
      setNotice({ tone: 'success', text: t`Draft saved as version ${saved.version}.` });
      return saved.version;
    } catch (error) {
      failed(error);
      return null;
    }
  }

  async function saveAndPublish() {
    const version = dirty || isNew ? await saveDraft() : data!.draftVersion;
    if (version === null || isNew) return;
    try {
      await publish({ id: id!, body: { version } }).unwrap();
      setNotice({ tone: 'success', text: t`Version ${version} is published: readers see it now.` });
    } catch (error) {
      failed(error);
    }
  }

  if (!isNew && item.error) {
    return errorStatus(item.error) === 404 ? (
      <section data-page="content-editor">
        <PageHeader title={<Trans>Content not found</Trans>} breadcrumbs={[{ path: '/content', title: t`Content` }]} />
        <Link to="/content">
          <Trans>Back to the content list</Trans>
        </Link>
      </section>
    ) : (
      <DefaultError />
    );
  }
  if (!isNew && !data) return <Loading />;

  const title = isNew ? t`New content` : data!.title;
  const shownErrors = stillWrong(errors, draft);
  return (
    <section data-page="content-editor">
      <PageHeader
        title={title}
        breadcrumbs={[{ path: '/content', title: t`Content` }]}
        intro={
          data ? (
            <>
              {i18n._(STATUS_LABELS[data.status])} · <Trans>version {data.draftVersion}</Trans>
              {data.readerPath && data.publishedVersion ? (
                <>
                  {' · '}
                  <Link to={data.readerPath}>
                    <Trans>See it as readers do</Trans>
                  </Link>
                </>
              ) : null}
            </>
          ) : undefined
        }
        actions={
          <>
            <Button type="button" variant="secondary" disabled={busy} onClick={() => void saveDraft()}>
              <Trans>Save draft</Trans>
            </Button>
            {!isNew ? (
              <Button type="button" disabled={busy || (!dirty && data?.status === 'PUBLISHED')} onClick={() => void saveAndPublish()}>
                <Trans>Publish</Trans>
              </Button>
            ) : null}
            {data?.publishedVersion ? (
              <Button
                type="button"
                variant="secondary"
                disabled={busy}
                onClick={() =>
                  unpublish({ id: id! })
                    .unwrap()
                    .then(() => setNotice({ tone: 'success', text: t`Unpublished: readers no longer see it.` }), failed)
                }
              >
                <Trans>Unpublish</Trans>
              </Button>
            ) : null}
          </>
        }
      />
      {notice && !(notice.fields && !Object.keys(shownErrors).length) ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      {dirty ? (
        <p role="status" css={(theme) => ({ color: theme.colors.muted })}>
          <Trans>Unsaved changes</Trans>
        </p>
      ) : null}
      <ContentFields draft={draft} set={set} errors={shownErrors} structure={structure.data} isNew={isNew} />
      <MarkdownEditor itemId={id ?? null} value={draft.body} onChange={(value) => set('body', value)} />
      {data ? (
        <ContentVersions
          item={data}
          busy={busy}
          onRestore={(version) =>
            restore({ id: id!, version })
              .unwrap()
              .then(
                (restored) =>
                  setNotice({ tone: 'success', text: t`Version ${version} restored as version ${restored.version} (a draft).` }),
                failed,
              )
          }
        />
      ) : null}
    </section>
  );
}
