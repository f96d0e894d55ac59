// The header's "unseen" badge on Release Notes (beyond the spec, issue 15 §2): how many notes were
// published since the user last looked; gone once they open the release notes. In the US bundle
// only (the route table adds it inside the tenant gate).
import { css, type Theme } from '@emotion/react';
import { Plural } from '@lingui/react/macro';
import { visuallyHidden } from '../../components/kit/field.tsx';
import { useGetUnseenReleaseNotesQuery } from './api.ts';

const badgeStyle = (theme: Theme) => css`
  display: inline-block;
  min-width: 1.25rem;
  margin-left: ${theme.space.xs};
  padding: 0 ${theme.space.xs};
  border-radius: 999px;
  background: ${theme.colors.accent};
  color: ${theme.colors.text};
  font-size: ${theme.fontSize.sm};
  line-height: 1.25rem;
  text-align: center;
`;

export default function UnseenBadge() {
  const { data } = useGetUnseenReleaseNotesQuery();
  if (!data?.count) return null;
  // The count as digits, not the plural's "#": "#" makes the locale's number format, which costs a
  // slow phone's main thread tens of milliseconds the first time (issue 27: blocking time on the
  // first page); a count of new notes needs no grouping.
  const count = String(data.count);
  // The space keeps the link's name readable: "Release Notes 3 new release notes".
  return (
    <>
      {' '}
      <span css={badgeStyle} data-testid="release-notes-unseen">
        <span aria-hidden="true">{count}</span>
        <span css={visuallyHidden}>
          <Plural value={data.count} one={`${count} new release note`} other={`${count} new release notes`} />
        </span>
      </span>
    </>
  );
}
