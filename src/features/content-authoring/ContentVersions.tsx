// An item's versions (each with who saved it and when; the published one marked), each earlier one
// restorable as a new draft, and its history from the activity log.
import { css, type Theme } from '@emotion/react';
import { Trans } from '@lingui/react/macro';
import { Button } from '../../components/ui.tsx';
import { useUserDates } from '../../lib/dates.ts';
import type { GetContentItemApiResponse } from './api.ts';

const listStyle = (theme: Theme) => css`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.space.sm};
    padding: ${theme.space.sm} 0;
    border-bottom: 1px solid ${theme.colors.divider};
  }
  small {
    color: ${theme.colors.muted};
  }
`;

export function ContentVersions({
  item,
  onRestore,
  busy,
}: {
  item: GetContentItemApiResponse;
  onRestore: (version: number) => void;
  busy: boolean;
}) {
  const dates = useUserDates();
  return (
    <div
      css={(theme) => ({ display: 'grid', gap: theme.space.xl, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 22rem), 1fr))' })}
    >
      <section aria-labelledby="content-versions">
        <h2 id="content-versions">
          <Trans>Versions</Trans>
        </h2>
        <ol css={listStyle}>
          {item.versions.map((v) => (
            <li key={v.version}>
              <strong>
                <Trans>Version {v.version}</Trans>
              </strong>
              {v.published ? (
                <span>
                  <Trans>(published)</Trans>
                </span>
              ) : null}
              <span>{v.title}</span>
              <small>
                {v.savedBy} · {dates.dateTime(v.savedAt)}
              </small>
              {v.version !== item.draftVersion ? (
                <Button type="button" variant="secondary" disabled={busy} onClick={() => onRestore(v.version)}>
                  <Trans>Restore version {v.version}</Trans>
                </Button>
              ) : null}
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="content-history">
        <h2 id="content-history">
          <Trans>History</Trans>
        </h2>
        <ol css={listStyle}>
          {item.history.map((entry, i) => (
            <li key={i}>
              <span>{entry.description}</span>
              <small>{dates.dateTime(entry.at)}</small>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
