// One release note (spec §2 /releaseNotes/article?path=release-notes/<key>; US only). Reading it
// counts as looking at the release notes: the header's badge clears.
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useSearchParams } from '../../lib/useSearchParams.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { RichText } from '../../components/RichText.tsx';
import { DefaultError, Loading } from '../../components/ui.tsx';
import { useUserDates } from '../../lib/dates.ts';
import { useGetContentFragmentQuery, useMarkReleaseNotesSeenMutation } from './api.ts';
import { TAG_LABELS } from './tags.ts';

export default function ReleaseNoteArticlePage() {
  const { t, i18n } = useLingui();
  const dates = useUserDates();
  const [params] = useSearchParams();
  const path = params.get('path') ?? '';
  const valid = /^release-notes\/[a-z0-9-]+$/.test(path);
  const note = useGetContentFragmentQuery({ path }, { skip: !valid });
  const [markSeen] = useMarkReleaseNotesSeenMutation();
  const loaded = Boolean(note.data);
  useEffect(() => {
    if (loaded) void markSeen();
  }, [loaded, markSeen]);
  const crumbs = [{ path: '/releaseNotes', title: t`Release Notes` }];
  if (!valid || note.error) {
    return (
      <section data-page="release-article">
        <PageHeader title={<Trans>Release note not found</Trans>} breadcrumbs={crumbs} />
        {note.error && 'status' in note.error && note.error.status !== 404 ? <DefaultError /> : null}
      </section>
    );
  }
  if (!note.data) return <Loading />;
  const n = note.data.content;
  return (
    <article data-page="release-article" lang={n.locale}>
      <PageHeader title={n.title} breadcrumbs={crumbs} />
      <p css={(theme) => ({ color: theme.colors.muted })}>
        {dates.date(n.publishedAt)} · {n.tags.map((tag) => (TAG_LABELS[tag] ? i18n._(TAG_LABELS[tag]) : tag)).join(', ')}
      </p>
      <RichText html={n.html} />
    </article>
  );
}
