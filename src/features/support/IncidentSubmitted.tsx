// The incident form's success alert (spec §2: title, content, button, image) with the reference number.
import { css } from '@emotion/react';
import { Trans } from '@lingui/react/macro';
import { Link } from '../../components/Link.tsx';
import { Alert, buttonStyle } from '../../components/ui.tsx';
import { SubmittedImage } from './SubmittedImage.tsx';

export function IncidentSubmitted({ referenceNumber }: { referenceNumber: string }) {
  return (
    <Alert tone="success">
      <SubmittedImage />
      <h2
        css={(theme) => css`
          margin: 0 0 ${theme.space.sm};
          font-size: ${theme.fontSize.lg};
        `}
      >
        <Trans>Thank you, your request was submitted</Trans>
      </h2>
      <p>
        <Trans>
          Your reference number is <strong>{referenceNumber}</strong>. Our support team will contact you by email.
        </Trans>
      </p>
      <Link to="/support" css={buttonStyle}>
        <Trans>Back to Support</Trans>
      </Link>
    </Alert>
  );
}
