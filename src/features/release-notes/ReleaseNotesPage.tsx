// Release notes (spec §2 /releaseNotes; US only: the Mexico and Canada bundles do not contain this
// code): the notes newest first, filtered by tag (kept in the address), each marked New when it was
// published since the user last looked. Opening the page counts as looking: the header's badge
// clears (beyond the spec, issue 15 §2).
import { css, type Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useSearchParams } from '../../lib/useSearchParams.ts';
import { ContentPage } from '../../components/ContentPage.tsx';
import { Link } from '../../components/Link.tsx';
import { DefaultError, EmptyState, entryListStyle, pillNavStyle } from '../../components/ui.tsx';
import { useUserDates } from '../../lib/dates.ts';
import { useListContentFragmentsQuery, useListContentTagsQuery, useMarkReleaseNotesSeenMutation } from './api.ts';
import { TAG_LABELS } from './tags.ts';

const metaStyle = (theme: Theme) => css`
  color: ${theme.colors.muted};
  font-size: ${theme.fontSize.sm};
`;

const newBadgeStyle = (theme: Theme) => css`
  display: inline-block;
  margin-left: ${theme.space.sm};
  padding: 0 ${theme.space.sm};
  border-radius: ${theme.radius.lg};
  background: ${theme.colors.accent};
  color: ${theme.colors.text};
  font-size: ${theme.fontSize.sm};
  font-weight: 600;
  vertical-align: middle;
`;

export default function ReleaseNotesPage() {
  const { t, i18n } = useLingui();
  const dates = useUserDates();
  const [params] = useSearchParams();
  const tag = params.get('tag') ?? undefined;
  const notes = useListContentFragmentsQuery({ folder: 'release-notes', tag, pageSize: 100 }, { refetchOnMountOrArgChange: true });
  const tags = useListContentTagsQuery({ parentAssetFolder: 'release-notes' });
  const [markSeen] = useMarkReleaseNotesSeenMutation();
  // Marked seen once the list (with its New marks as they were) has been read.
  const loaded = Boolean(notes.data);
  useEffect(() => {
    if (loaded) void markSeen();
  }, [loaded, markSeen]);
  const label = (value: string) => (TAG_LABELS[value] ? i18n._(TAG_LABELS[value]) : value);
  return (
    <ContentPage data-page="release-notes" title={<Trans>Release Notes</Trans>} intro={<Trans>What is new in the portal.</Trans>}>
      {tags.data?.content.length ? (
        <nav aria-label={t`Filter by tag`} css={pillNavStyle}>
          <ul>
            <li>
              <Link to="/releaseNotes" aria-current={tag ? undefined : 'page'}>
                <Trans>All</Trans>
              </Link>
            </li>
            {tags.data.content.map((entry) => (
              <li key={entry.tag}>
                <Link to={`/releaseNotes?tag=${encodeURIComponent(entry.tag)}`} aria-current={entry.tag === tag ? 'page' : undefined}>
                  {label(entry.tag)} ({entry.count})
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {notes.error ? <DefaultError /> : null}
      {notes.data && notes.data.content.length === 0 ? (
        <EmptyState>
          <Trans>No release notes yet.</Trans>
        </EmptyState>
      ) : null}
      <ol css={entryListStyle}>
        {notes.data?.content.map((note) => (
          <li key={note.key}>
            <h2 css={(theme) => ({ fontSize: theme.fontSize.lg, margin: 0 })}>
              <Link to={`/releaseNotes/article?path=${encodeURIComponent(note.path)}`}>{note.title}</Link>
              {note.unseen ? (
                <span css={newBadgeStyle}>
                  <Trans>New</Trans>
                </span>
              ) : null}
            </h2>
            <p css={metaStyle}>
              {dates.date(note.publishedAt)} · {note.tags.map(label).join(', ')}
            </p>
            <p>{note.summary}</p>
          </li>
        ))}
      </ol>
    </ContentPage>
  );
}
