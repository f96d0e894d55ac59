// A knowledge base's home (issue 15 §2): the welcome fragment, the search box, the workspaces the
// reader may open (several for associates), the workspace's top articles and its categories. The
// basic home (/knowledgeBase/basic) shows the basic workspace with every article listed under its
// category, as basic accounts have no category pages (spec §2 allow-list).
import { css, type Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from '../../lib/useSearchParams.ts';
import { Link } from '../../components/Link.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { RichText } from '../../components/RichText.tsx';
import { cardGridStyle, Loading, pillNavStyle } from '../../components/ui.tsx';
import { LinkCard } from '../../components/LinkCard.tsx';
import { useGetKbHierarchyQuery, useGetManagedContentQuery, useListKbTopArticlesQuery, useListKbWorkspacesQuery } from './api.ts';
import { ArticleList } from './ArticleList.tsx';
import { KbStatus } from './KbStatus.tsx';
import { BASIC_WORKSPACE, categoryPath, homePath } from './paths.ts';
import { SearchForm } from './SearchForm.tsx';

const sectionStyle = (theme: Theme) => css`
  margin: 0 0 ${theme.space.xl};
  h2 {
    font-size: ${theme.fontSize.lg};
    margin: 0 0 ${theme.space.md};
  }
`;

export function KbHome({ basic = false }: { basic?: boolean }) {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const workspaces = useListKbWorkspacesQuery();
  const welcome = useGetManagedContentQuery({ folder: 'fragments', key: basic ? 'kb-basic-welcome' : 'kb-home-welcome' });
  const list = workspaces.data?.content ?? [];
  const others = list.filter((w) => w.key !== BASIC_WORKSPACE);
  const wanted = basic ? BASIC_WORKSPACE : params.get('workspace');
  const current = list.find((w) => w.key === wanted) ?? (basic ? undefined : (others[0] ?? list[0]));
  const top = useListKbTopArticlesQuery({ workspace: current?.key }, { skip: !current });
  const hierarchy = useGetKbHierarchyQuery({ workspace: current?.key ?? '' }, { skip: !current });
  const categories = hierarchy.data?.content.categories ?? [];

  return (
    <section data-page={basic ? 'kb-basic-home' : 'kb-home'}>
      <PageHeader title={current?.title ?? <Trans>Knowledge Base</Trans>} />
      {workspaces.error ? (
        <KbStatus error={workspaces.error} />
      ) : workspaces.isLoading ? (
        <Loading />
      ) : !current ? (
        <KbStatus error={{ details: { errors: [{ code: 'KB_ACCESS_DENIED' }] } }} />
      ) : (
        <>
          {welcome.data ? <RichText html={welcome.data.content.html} /> : null}
          <SearchForm />
          {list.length > 1 ? (
            <nav aria-label={t`Workspaces`} css={pillNavStyle}>
              <ul>
                {list.map((w) => (
                  <li key={w.key}>
                    <Link to={homePath(w.key)} aria-current={w.key === current.key ? 'page' : undefined}>
                      {w.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          <p>{current.description}</p>
          {top.data?.content.length ? (
            <section css={sectionStyle} aria-labelledby="kb-top">
              <h2 id="kb-top">
                <Trans>Top articles</Trans>
              </h2>
              <ArticleList workspace={current.key} articles={top.data.content} />
            </section>
          ) : null}
          <section css={sectionStyle} aria-labelledby="kb-categories">
            <h2 id="kb-categories">
              <Trans>Categories</Trans>
            </h2>
            {hierarchy.error ? <KbStatus error={hierarchy.error} /> : null}
            {current.key === BASIC_WORKSPACE ? (
              categories.map((category) => (
                <section key={category.key} css={sectionStyle} aria-label={category.title}>
                  <h3>{category.title}</h3>
                  <ArticleList workspace={current.key} articles={category.articles} />
                </section>
              ))
            ) : (
              <ul css={cardGridStyle}>
                {categories
                  .filter((c) => !c.parent)
                  .map((category) => (
                    <li key={category.key}>
                      <LinkCard to={categoryPath(current.key, category.key)} title={category.title}>
                        <Trans>{category.articleCount} articles</Trans>
                      </LinkCard>
                    </li>
                  ))}
              </ul>
            )}
          </section>
        </>
      )}
    </section>
  );
}
