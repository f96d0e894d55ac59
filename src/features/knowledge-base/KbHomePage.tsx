import { KbHome } from './KbHome.tsx';

export default function KbHomePage() {
  return <KbHome />;
}
