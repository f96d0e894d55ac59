// The search box and export button above each table of User Management (spec §2 "Admin tables",
// §7 "Supplier user management": the export of a tab, with its search, as .xlsx).
import { Download } from 'lucide-react';
import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';
import { TextInput } from '../../../components/kit/TextInput.tsx';
import { Button } from '../../../components/ui.tsx';
import { downloadFile } from '../../../api/files.ts';

export type TabName = 'users' | 'pending' | 'blocked' | 'access-requests';

const toolbarStyle = css`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: 0.75rem;
  & > div:first-of-type {
    flex: 1 1 16rem;
    max-width: 28rem;
  }
`;

/** The search box and export button above each table. */
export function Toolbar({
  companyId,
  tab,
  searchText,
  onSearch,
  search,
  children,
}: {
  companyId: string;
  tab: TabName;
  searchText: string;
  onSearch: (value: string) => void;
  search: string;
  children?: ReactNode;
}) {
  const { t } = useLingui();
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const download = async () => {
    setState('busy');
    const query = search ? `?search=${encodeURIComponent(search)}` : '';
    try {
      await downloadFile(`/core-app-api/companies/${companyId}/users/export/${tab}${query}`, {
        fallbackName: tab === 'users' ? 'users.xlsx' : `users_${tab}.xlsx`,
      });
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <>
      <div css={toolbarStyle}>
        <div>
          <TextInput label={t`Search by name or email`} type="search" value={searchText} onChange={onSearch} />
        </div>
        <div css={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap', marginBottom: '1rem' }}>
          {children}
          <Button
            type="button"
            variant="secondary"
            icon={<Download size={18} aria-hidden="true" />}
            onClick={download}
            disabled={state === 'busy'}
          >
            <Trans>Export</Trans>
          </Button>
        </div>
      </div>
      {state === 'failed' ? (
        <div
          role="alert"
          css={(theme) => ({ display: 'flex', gap: '0.75rem', alignItems: 'center', marginBottom: '1rem', color: theme.colors.danger })}
        >
          <Trans>Download failed, please try again</Trans>
          <Button type="button" variant="secondary" onClick={download}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : null}
    </>
  );
}
