import { Button } from '@lamaa/ui';
import { useState } from 'react';
import { useOfficeText } from './i18n/use-office-text.js';
import { useOfficeServices } from './office-services.js';

/**
 * A list's "Export CSV" button: busy while `download` makes and saves the file, and a toast
 * when it answers that it could not.
 */
export function ExportCsvButton(props: { download: () => Promise<boolean>; isDisabled?: boolean }) {
  const t = useOfficeText();
  const { toasts } = useOfficeServices();
  const [isExporting, setIsExporting] = useState(false);
  const exportCsv = async () => {
    setIsExporting(true);
    const isDone = await props.download();
    setIsExporting(false);
    if (!isDone) toasts.error(t('office.export-failed'));
  };
  return (
    <Button
      variant="outline"
      isDisabled={props.isDisabled ?? false}
      isBusy={isExporting}
      busyLabel={t('busy.loading')}
      onPress={() => void exportCsv()}
    >
      {t('office.export-csv')}
    </Button>
  );
}
