// The public insights article (spec §2 /articles/insights, analytics page id 'insights article'):
// a marketing page about the Insights product, written by the content owners (content store,
// public page "insights"), readable signed out, in the visitor's language.
import { PageHeader } from '../../components/PageHeader.tsx';
import { RichText } from '../../components/RichText.tsx';
import { DefaultError, Loading } from '../../components/ui.tsx';
import { useGetPublicArticleQuery } from './api.ts';

export default function InsightsArticlePage() {
  const article = useGetPublicArticleQuery({ path: 'insights' });
  if (article.error) return <DefaultError />;
  if (!article.data) return <Loading />;
  const a = article.data.content;
  return (
    <article data-page="insights-article" lang={a.locale}>
      <PageHeader title={a.title} intro={a.summary} />
      <RichText html={a.html} />
    </article>
  );
}
