// A knowledge-base article (spec §2 /knowledgeBase/article/content?workspace=…&contentId=…, and
// the basic one /knowledgeBase/basic/article?contentId=…): its trail of categories, when it was
// last updated (in the user's zone), the body and up to five related articles. A workspace the
// reader may not open leads to the knowledge base's home (spec §5).
import { css, type Theme } from '@emotion/react';
import { Trans } from '@lingui/react/macro';
import { Navigate } from 'react-router';
import { useSearchParams } from '../../lib/useSearchParams.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Loading } from '../../components/ui.tsx';
import { RichText } from '../../components/RichText.tsx';
import { useUserDates } from '../../lib/dates.ts';
import { useGetKbArticleQuery } from './api.ts';
import { ArticleList } from './ArticleList.tsx';
import { contentErrorCode, KbStatus, workspaceRefused } from './KbStatus.tsx';
import { BASIC_WORKSPACE, categoryPath, homePath } from './paths.ts';

const metaStyle = (theme: Theme) => css`
  color: ${theme.colors.muted};
  margin: 0 0 ${theme.space.lg};
`;

const relatedStyle = (theme: Theme) => css`
  margin-top: ${theme.space.xxl};
  h2 {
    font-size: ${theme.fontSize.lg};
  }
`;

export function KbArticle({ basic = false }: { basic?: boolean }) {
  const [params] = useSearchParams();
  const dates = useUserDates();
  const workspace = basic ? BASIC_WORKSPACE : (params.get('workspace') ?? '');
  const contentId = params.get('contentId') ?? '';
  const home = basic ? '/knowledgeBase/basic' : '/knowledgeBase/home';
  const article = useGetKbArticleQuery({ workspace, contentId }, { skip: !workspace || !contentId });
  if (!workspace || !contentId || workspaceRefused(article.error)) return <Navigate to={home} replace />;
  if (contentErrorCode(article.error) === 'ARTICLE_NOT_FOUND')
    return (
      <section data-page="kb-article">
        <PageHeader title={<Trans>Article not found</Trans>} />
        <p>
          <Trans>This article does not exist, or is not available to you.</Trans>
        </p>
      </section>
    );
  if (article.error) return <KbStatus error={article.error} />;
  if (!article.data) return <Loading />;
  const a = article.data.content;
  const trail = [
    { path: homePath(a.workspace), title: a.workspaceTitle },
    ...(basic ? [] : a.breadcrumbs.map((c) => ({ path: categoryPath(a.workspace, c.key), title: c.title }))),
  ];
  return (
    <article data-page="kb-article" lang={a.locale}>
      <PageHeader title={a.title} breadcrumbs={trail} />
      <p css={metaStyle}>
        <Trans>Last updated {dates.date(a.updatedAt)}</Trans>
      </p>
      <RichText html={a.html} />
      {a.related.length ? (
        <section css={relatedStyle} aria-labelledby="kb-related">
          <h2 id="kb-related">
            <Trans>Related articles</Trans>
          </h2>
          <ArticleList workspace={a.workspace} articles={a.related} />
        </section>
      ) : null}
    </article>
  );
}
