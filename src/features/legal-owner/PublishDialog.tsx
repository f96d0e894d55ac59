// Publishing a draft (issue 31 §3): its effective date, today or a later day of the tenant (today by
// default). From the start of that day, every registered user who accepts this document is asked to
// accept the new version on their next page; the version can no longer change.
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import type { ApiError } from '../../api/baseApi.ts';
import { DialogButtons } from '../../components/admin/DialogButtons.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { DatePicker } from '../../components/kit/DatePicker.tsx';
import { Alert } from '../../components/ui.tsx';
import { formatDay } from '../../lib/dates.ts';
import { usePublishLegalVersionMutation } from './api.ts';

export function PublishDialog({
  versionId,
  name,
  number,
  today,
  audience,
  onClose,
}: {
  versionId: string;
  name: string;
  number: number;
  /** The tenant's today, YYYY-MM-DD: the first day that can be chosen. */
  today: string;
  audience: string;
  onClose: (published: string | null) => void;
}) {
  const { t, i18n } = useLingui();
  const [day, setDay] = useState(today);
  const [publish, publishing] = usePublishLegalVersionMutation();
  const [failed, setFailed] = useState<string | null>(null);
  const shownDay = formatDay(day, i18n.locale);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailed(null);
    try {
      await publish({ id: versionId, body: { effectiveDate: day } }).unwrap();
      onClose(day);
    } catch (error) {
      setFailed((error as ApiError).message ?? t`Something went wrong`);
    }
  }

  return (
    <Dialog open title={<Trans>Publish version {number}</Trans>} onClose={() => onClose(null)}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <p>
          <Trans>
            Version {number} of the {name}. {audience}
          </Trans>
        </p>
        <DatePicker label={t`Effective date`} value={day} min={today} onChange={setDay} hint={t`Today or a later day.`} />
        <p role="status">
          {day === today ? (
            <Trans>From now on, its users are asked to accept it on their next page.</Trans>
          ) : (
            <Trans>
              From {shownDay}, its users are asked to accept it on their next page. Until then the current version stays in force.
            </Trans>
          )}{' '}
          <Trans>A published version can no longer change.</Trans>
        </p>
        {failed ? (
          <Alert tone="error">
            <p>{failed}</p>
          </Alert>
        ) : null}
        <DialogButtons confirm={<Trans>Publish</Trans>} busy={publishing.isLoading} onCancel={() => onClose(null)} />
      </form>
    </Dialog>
  );
}
