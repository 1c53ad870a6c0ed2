import type { OfficeBranch } from '@lamaa/api-client';
import { Select, useLocale } from '@lamaa/ui';
import { useOfficeText } from './i18n/use-office-text.js';
import { nameIn } from './list-columns.js';
import { useCan } from './session/auth-context.js';

/** A list's Branch filter ('' for every branch), shown only to those who may manage branches. */
export function BranchFilter(props: {
  branches: readonly OfficeBranch[];
  selectedId: string;
  onChange: (id: string) => void;
}) {
  const t = useOfficeText();
  const { language } = useLocale();
  const may = useCan();
  if (!may('branch.manage')) return null;
  return (
    <Select
      label={t('office.filter-branch')}
      options={[
        { id: '', label: t('office.all-branches') },
        ...props.branches.map((branch) => ({
          id: String(branch.id),
          label: nameIn(
            { en: branch.name.en ?? undefined, ar: branch.name.ar ?? undefined },
            language,
          ),
        })),
      ]}
      selectedId={props.selectedId}
      onSelectionChange={props.onChange}
    />
  );
}
