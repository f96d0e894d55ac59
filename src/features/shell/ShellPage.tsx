// The frame of a page whose content arrives with a later issue: its title and a plain sentence,
// so every route of spec §2 exists and can be reached, titled, guarded and measured.
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from '../../components/Link.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useCurrentRoute } from '../../components/route-context.ts';

export default function ShellPage() {
  const { i18n } = useLingui();
  const { title } = useCurrentRoute();
  return (
    <section>
      <PageHeader title={i18n._(title)} />
      <p>
        <Trans>This part of the portal is being prepared. Please check back soon.</Trans>
      </p>
      <Link to="/apps">
        <Trans>Back to your apps</Trans>
      </Link>
    </section>
  );
}
