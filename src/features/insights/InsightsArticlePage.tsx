// The public insights article (spec §2 /articles/insights, analytics page id 'insights article'):
// a marketing page about the Insights product, written by the content owners (content store,
// public page "insights"), readable signed out, in the visitor's language.
import { Trans } from '@lingui/react/macro';
import { PageHeader } from '../../components/PageHeader.tsx';
import { RichText } from '../../components/RichText.tsx';
import { DefaultError } from '../../components/ui.tsx';
import { useGetPublicArticleQuery } from './api.ts';

export default function InsightsArticlePage() {
  const article = useGetPublicArticleQuery({ path: 'insights' });
  if (article.error) return <DefaultError />;
  if (!article.data)
    return (
      <p role="status">
        <Trans>Loading…</Trans>
      </p>
    );
  const a = article.data.content;
  return (
    <article data-page="insights-article" lang={a.locale}>
      <PageHeader title={a.title} intro={a.summary} />
      <RichText html={a.html} />
    </article>
  );
}
