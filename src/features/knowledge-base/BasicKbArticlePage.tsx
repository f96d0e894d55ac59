import { KbArticle } from './KbArticle.tsx';

export default function BasicKbArticlePage() {
  return <KbArticle basic />;
}
