// The site banner under the header (issue 16 §2; spec §7 "GET banner"): the tenant-wide message
// the super admins scheduled (a maintenance notice, a new feature), shown to every signed-in user
// while it runs, in their language (else the tenant's), coloured by its severity and named by it in
// words. Dismissing hides it for this user only, until the banner changes. The header stays
// mounted while the user moves between pages, so the banner is read again on a page change once it
// is five minutes old: a banner set meanwhile reaches users without a reload (and without polling,
// which would keep an idle session alive).
import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { bannerButtonStyle, bannerRegionStyle } from '../../components/banner-style.ts';
import { useLabel } from '../../lib/labels.ts';
import { useDismissSiteBannerMutation, useGetSiteBannerQuery } from './api.ts';
import { SEVERITY_LABELS, SEVERITY_TONES } from './severity.ts';

/** How old the banner may be when the user opens another page before it is read again. */
export const REFRESH_AFTER_MS = 5 * 60_000;

/** The message takes the room the button leaves and keeps the line breaks it was written with. */
const messageStyle = css`
  p {
    flex: 1 1 20rem;
    overflow-wrap: anywhere;
    white-space: pre-line;
  }
`;

export default function SiteBanner() {
  const { t } = useLingui();
  const label = useLabel();
  const { pathname } = useLocation();
  const { data, fulfilledTimeStamp, refetch } = useGetSiteBannerQuery();
  const [dismiss] = useDismissSiteBannerMutation();
  /** The banner (id and revision) this user has just dismissed: hidden at once, before the server answers. */
  const [dismissed, setDismissed] = useState<string | null>(null);

  useEffect(() => {
    if (fulfilledTimeStamp && Date.now() - fulfilledTimeStamp > REFRESH_AFTER_MS) void refetch();
  }, [pathname, fulfilledTimeStamp, refetch]);

  const banner = data?.banner;
  if (!banner || dismissed === `${banner.id}:${banner.revision}`) return null;
  const severity = label(SEVERITY_LABELS, banner.severity);

  function hide() {
    if (!banner) return;
    setDismissed(`${banner.id}:${banner.revision}`);
    void dismiss({ id: banner.id, body: { revision: banner.revision } });
    // The button goes with the banner: the main content takes the focus instead of the page's top.
    document.getElementById('main')?.focus();
  }

  return (
    <div role="region" aria-label={t`Site announcement`} css={[bannerRegionStyle(SEVERITY_TONES[banner.severity]), messageStyle]}>
      <p>
        <strong>
          <Trans context="banner severity">{severity}:</Trans>
        </strong>{' '}
        <span lang={banner.locale}>{banner.message}</span>
      </p>
      <button type="button" css={bannerButtonStyle} aria-label={t`Dismiss the announcement`} onClick={hide}>
        <Trans>Dismiss</Trans>
      </button>
    </div>
  );
}
