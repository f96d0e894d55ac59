// The data dictionary's product filter (spec §2 "filter by product"): 'All products' and the
// product tags of the entries the reader may see (GET tags?tag_name=product), by product name.
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { PRODUCT_TAGS, type ProductTag, productTagName } from '../../../tenants/glossary-products.ts';
import { SelectField } from '../../components/kit/SelectField.tsx';
import { useListGlossaryTagsQuery } from './api.ts';

const ALL = '';

export function ProductFilter({ value, onChange }: { value: ProductTag | undefined; onChange: (tag: ProductTag | undefined) => void }) {
  const { t, i18n } = useLingui();
  const tags = useListGlossaryTagsQuery({ tagName: 'product' });

  const options = useMemo(() => {
    const known = (tags.data?.tag_values ?? []).filter((tag): tag is ProductTag => PRODUCT_TAGS.some((product) => product === tag));
    // The chosen product stays listed while the tags load (or if the reader no longer has it).
    const all = value && !known.includes(value) ? [...known, value] : known;
    const collator = new Intl.Collator(i18n.locale);
    return all.map((tag) => ({ tag, name: productTagName(tag) })).sort((a, b) => collator.compare(a.name, b.name));
  }, [tags.data, value, i18n.locale]);

  return (
    <SelectField
      label={t`Product`}
      value={value ?? ALL}
      onChange={(next) => onChange(PRODUCT_TAGS.find((tag) => tag === next))}
      options={[{ value: ALL, label: t`All products` }, ...options.map(({ tag, name }) => ({ value: tag, label: name }))]}
    />
  );
}
