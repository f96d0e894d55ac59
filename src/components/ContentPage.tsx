// A page of the portal's own content (contact, legal texts, release notes): its section, heading and
// introductory paragraph. The page passes its data-page name itself: the bundle checks look for it
// in the code of the tenant-gated pages (tests/build/dist.test.ts).
import type { ReactNode } from 'react';
import { PageHeader } from './PageHeader.tsx';

export function ContentPage({
  'data-page': name,
  title,
  intro,
  children,
}: {
  'data-page': string;
  title: ReactNode;
  intro: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section data-page={name}>
      <PageHeader title={title} intro={intro} />
      {children}
    </section>
  );
}
