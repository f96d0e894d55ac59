// A knowledge-base category (spec §2 /knowledgeBase/articles?workspace=…&category=…): its
// sub-categories and articles, with the trail back to the workspace's home. A workspace the reader
// may not open, or none, leads to the knowledge base's home (spec §5: checked against the store).
import { css, type Theme } from '@emotion/react';
import { Trans } from '@lingui/react/macro';
import { Navigate } from 'react-router';
import { useSearchParams } from '../../lib/useSearchParams.ts';
import { LinkCard } from '../../components/LinkCard.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { cardGridStyle, Loading } from '../../components/ui.tsx';
import { useGetKbHierarchyQuery } from './api.ts';
import { ArticleList } from './ArticleList.tsx';
import { KbStatus, workspaceRefused } from './KbStatus.tsx';
import { categoryPath, homePath } from './paths.ts';

const gapStyle = (theme: Theme) => css`
  margin-bottom: ${theme.space.xl};
`;

export default function KbCategoryPage() {
  const [params] = useSearchParams();
  const workspace = params.get('workspace') ?? '';
  const hierarchy = useGetKbHierarchyQuery({ workspace }, { skip: !workspace });
  if (!workspace || workspaceRefused(hierarchy.error)) return <Navigate to="/knowledgeBase/home" replace />;
  if (hierarchy.error) return <KbStatus error={hierarchy.error} />;
  if (!hierarchy.data) return <Loading />;
  const { workspace: ws, categories } = hierarchy.data.content;
  const category = categories.find((c) => c.key === params.get('category'));
  if (!category) return <Navigate to={homePath(ws.key)} replace />;
  const trail = [{ path: homePath(ws.key), title: ws.title }];
  for (let at = categories.find((c) => c.key === category.parent); at; at = categories.find((c) => c.key === at!.parent)) {
    trail.splice(1, 0, { path: categoryPath(ws.key, at.key), title: at.title });
  }
  const children = categories.filter((c) => c.parent === category.key);
  return (
    <section data-page="kb-category">
      <PageHeader title={category.title} breadcrumbs={trail} />
      {children.length ? (
        <ul css={[cardGridStyle, gapStyle]}>
          {children.map((child) => (
            <li key={child.key}>
              <LinkCard to={categoryPath(ws.key, child.key)} title={child.title}>
                <Trans>{child.articleCount} articles</Trans>
              </LinkCard>
            </li>
          ))}
        </ul>
      ) : null}
      {category.articles.length ? <ArticleList workspace={ws.key} articles={category.articles} /> : null}
    </section>
  );
}
