import { KbHome } from './KbHome.tsx';

export default function BasicKbHomePage() {
  return <KbHome basic />;
}
