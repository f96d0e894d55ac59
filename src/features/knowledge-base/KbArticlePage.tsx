import { KbArticle } from './KbArticle.tsx';

export default function KbArticlePage() {
  return <KbArticle />;
}
