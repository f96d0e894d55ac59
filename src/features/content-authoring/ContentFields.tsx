// The editor's fields besides the body: kind, path and language (fixed once created), title,
// summary, audience, and what the kind needs — an article's workspace, category and top flag, a
// resource's type and link, the tags. Each error sits under its field; languages go by name.
import { Trans, useLingui } from '@lingui/react/macro';
import { css, type Theme } from '@emotion/react';
import { Checkbox } from '../../components/kit/Checkbox.tsx';
import { SelectField } from '../../components/kit/SelectField.tsx';
import { TextInput } from '../../components/kit/TextInput.tsx';
import { PRODUCT_NAMES } from '../../../tenants/product-names.ts';
import { useLanguageName } from '../../lib/languages.ts';
import type { GetContentStructureApiResponse } from './api.ts';
import type { Draft, DraftErrors } from './draft.ts';
import { AUDIENCE_LABELS, type Audience, KIND_LABELS, KINDS } from './labels.ts';

const gridStyle = (theme: Theme) => css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 16rem), 1fr));
  gap: ${theme.space.md};
  margin-bottom: ${theme.space.lg};
`;

export function ContentFields({
  draft,
  set,
  errors,
  structure,
  isNew,
}: {
  draft: Draft;
  set: <K extends keyof Draft>(name: K, value: Draft[K]) => void;
  errors: DraftErrors;
  structure: GetContentStructureApiResponse | undefined;
  isNew: boolean;
}) {
  const { t, i18n } = useLingui();
  const languageName = useLanguageName();
  const workspace = structure?.workspaces.find((w) => w.key === draft.workspace);
  const required = t`This field is required.`;
  return (
    <>
      <div css={gridStyle}>
        <SelectField
          label={<Trans>Kind</Trans>}
          value={draft.kind}
          onChange={(v) => set('kind', v)}
          disabled={!isNew}
          options={KINDS.map((k) => ({ value: k, label: i18n._(KIND_LABELS[k]) }))}
        />
        <TextInput
          label={<Trans>Path</Trans>}
          value={draft.key}
          onChange={(v) => set('key', v)}
          disabled={!isNew}
          maxLength={80}
          hint={<Trans>Lower-case words joined by hyphens, e.g. report-builder-exports. Translations share it.</Trans>}
          error={errors.key === 'required' ? required : errors.key ? t`Use lower-case letters, digits and single hyphens only.` : undefined}
        />
        <SelectField
          label={<Trans>Language</Trans>}
          value={draft.locale}
          onChange={(v) => set('locale', v)}
          disabled={!isNew}
          options={(structure?.locales ?? [draft.locale]).map((l) => ({ value: l, label: languageName(l) }))}
        />
        <SelectField
          label={<Trans>Who may read it</Trans>}
          value={draft.audience}
          onChange={(v) => set('audience', v)}
          options={(Object.keys(AUDIENCE_LABELS) as Audience[]).map((a) => ({ value: a, label: i18n._(AUDIENCE_LABELS[a]) }))}
        />
        {draft.kind === 'ARTICLE' ? (
          <>
            <SelectField
              label={<Trans>Workspace</Trans>}
              value={draft.workspace}
              onChange={(v) => {
                set('workspace', v);
                set('category', '');
              }}
              options={(structure?.workspaces ?? []).map((w) => ({ value: w.key, label: w.title }))}
            />
            <SelectField
              label={<Trans>Category</Trans>}
              value={draft.category}
              onChange={(v) => set('category', v)}
              error={errors.category ? required : undefined}
              options={[
                { value: '', label: t`Choose a category` },
                ...(workspace?.categories ?? []).map((c) => ({ value: c.key, label: c.parent ? `— ${c.title}` : c.title })),
              ]}
            />
          </>
        ) : null}
        {draft.kind === 'RESOURCE' ? (
          <>
            <SelectField
              label={<Trans>Resource type</Trans>}
              value={draft.resourceType}
              onChange={(v) => set('resourceType', v)}
              options={[
                { value: 'guide', label: t`Guide` },
                { value: 'template', label: t`Template` },
                { value: 'video', label: t`Video` },
                { value: 'training', label: t`Training` },
                { value: 'policy', label: t`Policy` },
              ]}
            />
            <TextInput
              label={<Trans>Link (optional)</Trans>}
              type="url"
              value={draft.resourceUrl}
              onChange={(v) => set('resourceUrl', v)}
              maxLength={500}
              hint={<Trans>An https:// address; without one, readers download the item’s PDF.</Trans>}
              error={errors.resourceUrl ? t`Enter an address that starts with https://` : undefined}
            />
          </>
        ) : null}
        <SelectField
          label={<Trans>Product (optional)</Trans>}
          value={draft.productCode}
          onChange={(v) => set('productCode', v)}
          options={[
            { value: '', label: t`No product` },
            ...(structure?.products ?? []).map((code) => ({
              value: code,
              label: PRODUCT_NAMES[code as keyof typeof PRODUCT_NAMES] ?? code,
            })),
          ]}
        />
      </div>
      <TextInput
        label={<Trans>Title</Trans>}
        value={draft.title}
        onChange={(v) => set('title', v)}
        maxLength={200}
        error={errors.title ? required : undefined}
      />
      <TextInput
        label={<Trans>Summary</Trans>}
        multiline
        rows={2}
        value={draft.summary}
        onChange={(v) => set('summary', v)}
        maxLength={500}
      />
      <TextInput
        label={<Trans>Tags (optional)</Trans>}
        value={draft.tags}
        onChange={(v) => set('tags', v)}
        hint={<Trans>Separated by commas, e.g. new-feature, improvement.</Trans>}
        error={errors.tags ? t`Use lower-case letters, digits and single hyphens in each tag.` : undefined}
      />
      {draft.kind === 'ARTICLE' ? (
        <Checkbox
          label={<Trans>Show among the workspace’s top articles</Trans>}
          checked={draft.top}
          onChange={(checked) => set('top', checked)}
        />
      ) : null}
    </>
  );
}
