// A list of articles (top articles, a category's, related ones): each title a link to the article,
// its summary under it.
import { css, type Theme } from '@emotion/react';
import { Link } from '../../components/Link.tsx';
import { articlePath } from './paths.ts';

const listStyle = (theme: Theme) => css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space.md};
  li {
    padding-bottom: ${theme.space.md};
    border-bottom: 1px solid ${theme.colors.divider};
  }
  a {
    color: ${theme.colors.primary};
    font-weight: 600;
  }
  p {
    margin: ${theme.space.xs} 0 0;
  }
`;

export function ArticleList({
  workspace,
  articles,
}: {
  workspace: string;
  articles: Array<{ key: string; title: string; summary: string }>;
}) {
  return (
    <ul css={listStyle}>
      {articles.map((article) => (
        <li key={article.key}>
          <Link to={articlePath(workspace, article.key)}>{article.title}</Link>
          <p>{article.summary}</p>
        </li>
      ))}
    </ul>
  );
}
