// A list of articles (top articles, a category's, related ones): each title a link to the article,
// its summary under it.
import { Link } from '../../components/Link.tsx';
import { entryListStyle } from '../../components/ui.tsx';
import { articlePath } from './paths.ts';

export function ArticleList({
  workspace,
  articles,
}: {
  workspace: string;
  articles: Array<{ key: string; title: string; summary: string }>;
}) {
  return (
    <ul css={entryListStyle}>
      {articles.map((article) => (
        <li key={article.key}>
          <Link to={articlePath(workspace, article.key)}>{article.title}</Link>
          <p>{article.summary}</p>
        </li>
      ))}
    </ul>
  );
}
