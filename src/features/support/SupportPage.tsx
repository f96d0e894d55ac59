// The support center's landing page `/support` (issue 12 §1, public): the ways to get help — open
// an incident, follow one's incidents (signed in), the knowledge base (the basic one for basic
// accounts), contact us — and the support phone number, one for all tenants.
import { Trans, useLingui } from '@lingui/react/macro';
import { LinkCard } from '../../components/LinkCard.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { cardGridStyle } from '../../components/ui.tsx';
import { REQUEST_ACCESS_PATH } from '../../lib/links.ts';
import { basicRestricted } from '../../lib/permissions.ts';
import { useSession } from '../../lib/useSession.ts';

export default function SupportPage() {
  const { t } = useLingui();
  const session = useSession();
  const user = session.status === 'signed-in' ? session.user : null;
  const phone = __TENANT__.supportPhone;
  const ways = [
    {
      to: '/support/ticketCreation',
      title: t`Create an incident`,
      text: t`Tell us what went wrong or what you need. Each ticket should cover one question or concern.`,
    },
    ...(user
      ? [{ to: '/support/trackTicket', title: t`My incidents`, text: t`Follow the incidents you opened, read our answers and reply.` }]
      : []),
    {
      to: user && basicRestricted(user) ? '/knowledgeBase/basic' : '/knowledgeBase/home',
      title: t`Knowledge Base`,
      text: t`Find answers in articles about the portal and its products.`,
    },
    ...(user && !basicRestricted(user)
      ? [{ to: '/resources', title: t`Resources`, text: t`Guides, templates, training and videos.` }]
      : []),
    { to: REQUEST_ACCESS_PATH, title: t`Request access`, text: t`Ask for access to a product your company does not have yet.` },
    // Contact us is outside the basic accounts' allow-list (spec §2): they write to us with an incident.
    ...(user && basicRestricted(user)
      ? []
      : [{ to: '/contactUs', title: t`Contact us`, text: t`Write to the support team about anything else.` }]),
  ];
  return (
    <section data-page="support">
      <PageHeader title={<Trans>Support</Trans>} intro={<Trans>How can we help you?</Trans>} />
      <ul css={cardGridStyle}>
        {ways.map((way) => (
          <li key={way.to}>
            <LinkCard to={way.to} title={way.title}>
              {way.text}
            </LinkCard>
          </li>
        ))}
      </ul>
      <p css={(theme) => ({ marginTop: theme.space.xl })}>
        <Trans>
          For immediate help, call <a href={`tel:${phone}`}>{phone}</a>.
        </Trans>
      </p>
    </section>
  );
}
