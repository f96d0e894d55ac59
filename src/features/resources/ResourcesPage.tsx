// Resources (spec §2 "resources", analytics page id 'resources'; issue 15 §2): guides to download
// (PDF files from the content store) and links to training and videos, those of the reader's
// audiences, in their language, with the intro fragment on top.
import { css, type Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ContentPage } from '../../components/ContentPage.tsx';
import { visuallyHidden } from '../../components/kit/field.tsx';
import { RichText } from '../../components/RichText.tsx';
import { DefaultError, EmptyState } from '../../components/ui.tsx';
import { useGetManagedContentQuery, useListContentFragmentsQuery } from './api.ts';

const listStyle = (theme: Theme) => css`
  list-style: none;
  margin: ${theme.space.lg} 0 0;
  padding: 0;
  display: grid;
  gap: ${theme.space.md};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
  li {
    padding: ${theme.space.md};
    border: 1px solid ${theme.colors.divider};
    border-radius: ${theme.radius.lg};
    background: ${theme.colors.surface};
  }
  h2 {
    font-size: ${theme.fontSize.md};
    margin: 0 0 ${theme.space.xs};
  }
  p {
    margin: 0 0 ${theme.space.sm};
  }
  a {
    color: ${theme.colors.primary};
    font-weight: 600;
  }
`;

const kb = (bytes: number) => Math.max(1, Math.round(bytes / 1024));

export default function ResourcesPage() {
  const { t } = useLingui();
  const intro = useGetManagedContentQuery({ folder: 'fragments', key: 'resources-intro' });
  const resources = useListContentFragmentsQuery({ folder: 'resources', pageSize: 100 });
  return (
    <ContentPage data-page="resources" title={<Trans>Resources</Trans>} intro={<Trans>Guides, templates, training and videos.</Trans>}>
      {intro.data ? <RichText html={intro.data.content.html} /> : null}
      {resources.error ? <DefaultError /> : null}
      {resources.data && resources.data.content.length === 0 ? (
        <EmptyState>
          <Trans>No resources yet.</Trans>
        </EmptyState>
      ) : null}
      <ul css={listStyle}>
        {resources.data?.content.map((resource) => (
          <li key={resource.key}>
            <h2>{resource.title}</h2>
            <p>{resource.summary}</p>
            {resource.file ? (
              <a href={`/core-app-api/content/files/${resource.file.id}`} download={resource.file.name}>
                <Trans>Download PDF ({kb(resource.file.size)} KB)</Trans>
                <span css={visuallyHidden}>{` ${resource.title}`}</span>
              </a>
            ) : resource.url ? (
              <a href={resource.url} target="_blank" rel="noopener noreferrer" aria-label={t`${resource.title} (opens in a new tab)`}>
                <Trans>Open link</Trans>
              </a>
            ) : null}
          </li>
        ))}
      </ul>
    </ContentPage>
  );
}
