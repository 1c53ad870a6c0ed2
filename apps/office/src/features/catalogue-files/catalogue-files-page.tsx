import type { CatalogueImportReport, CatalogueSheetKind } from '@lamaa/api-client';
import { Banner, Button, Select } from '@lamaa/ui';
import { useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import { saveErrorText } from '../../shared/i18n/code-text.js';
import type { OfficeKey } from '../../shared/i18n/office-en.js';
import { useOfficeText } from '../../shared/i18n/use-office-text.js';
import { useOfficeServices } from '../../shared/office-services.js';
import { downloadFile } from './download-file.js';
import { ImportProblemsTable } from './import-problems-table.js';
import { readFileText } from './read-file-text.js';
import '../../shared/office-page.css';
import './catalogue-files-page.css';

const KINDS: readonly { id: CatalogueSheetKind; label: OfficeKey }[] = [
  { id: 'services', label: 'office.files-kind-services' },
  { id: 'options', label: 'office.files-kind-options' },
  { id: 'packages', label: 'office.files-kind-packages' },
  { id: 'products', label: 'office.files-kind-products' },
];

/** The file chosen for import and what its dry run found. */
interface Checked {
  readonly name: string;
  readonly text: string;
  readonly report: CatalogueImportReport;
}

/**
 * /office/catalogue-files (the owner): one kind of the catalogue downloaded as a CSV file, and
 * a CSV file checked by a dry run (every problem by spreadsheet row and column) before it is
 * applied, all rows or none.
 */
export function CatalogueFilesPage() {
  const t = useOfficeText();
  const { api, toasts } = useOfficeServices();
  const [kind, setKind] = useState<CatalogueSheetKind>('products');
  const [checked, setChecked] = useState<Checked | null>(null);
  const [busy, setBusy] = useState<'export' | 'check' | 'apply' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const chooseKind = (id: string) => {
    setKind(KINDS.find((entry) => entry.id === id)?.id ?? 'products');
    setChecked(null);
    setFailure(null);
  };

  const download = async () => {
    setBusy('export');
    setFailure(null);
    const { data } = await api.exportCatalogue(kind);
    setBusy(null);
    if (data) downloadFile(data, `lamaa-${kind}.csv`);
    else setFailure(t('office.files-download-failed'));
  };

  const check = async (file: File) => {
    setBusy('check');
    setFailure(null);
    setChecked(null);
    const text = await readFileText(file).catch(() => null);
    if (text === null) {
      setBusy(null);
      setFailure(t('office.files-check-failed'));
      return;
    }
    const { data, error } = await api.importCatalogue(kind, text, true);
    setBusy(null);
    if (data) setChecked({ name: file.name, text, report: data });
    else
      setFailure(
        error.kind === 'http' ? saveErrorText(t, error, false) : t('office.files-check-failed'),
      );
  };

  const apply = async () => {
    if (!checked) return;
    setBusy('apply');
    setFailure(null);
    const { data, error } = await api.importCatalogue(kind, checked.text, false);
    setBusy(null);
    if (error) {
      setFailure(saveErrorText(t, error, false));
      return;
    }
    setChecked(null);
    toasts.success(t('office.files-applied', { added: data.added, updated: data.updated }));
  };

  const report = checked?.report;
  const isClean = report !== undefined && report.problems.length === 0;
  return (
    <section className="office-page" aria-labelledby="files-title">
      <header className="office-page__header">
        <div>
          <h1 id="files-title" className="office-page__title">
            {t('office.files-title')}
          </h1>
          <p className="office-page__intro">{t('office.files-intro')}</p>
        </div>
      </header>
      <div className="catalogue-files__kind">
        <Select
          label={t('office.files-kind')}
          options={KINDS.map((entry) => ({ id: entry.id, label: t(entry.label) }))}
          selectedId={kind}
          onSelectionChange={chooseKind}
        />
      </div>
      {failure !== null ? <Banner tone="error">{failure}</Banner> : null}
      <section className="catalogue-files__part" aria-labelledby="files-export">
        <h2 id="files-export" className="catalogue-files__heading">
          {t('office.files-export-title')}
        </h2>
        <p>{t('office.files-export-intro')}</p>
        <Button
          variant="secondary"
          isBusy={busy === 'export'}
          busyLabel={t('office.files-downloading')}
          onPress={() => void download()}
        >
          {t('office.files-download')}
        </Button>
      </section>
      <section className="catalogue-files__part" aria-labelledby="files-import">
        <h2 id="files-import" className="catalogue-files__heading">
          {t('office.files-import-title')}
        </h2>
        <p>{t('office.files-import-intro')}</p>
        <FileTrigger
          acceptedFileTypes={['text/csv', '.csv']}
          onSelect={(files) => {
            const file = files?.[0];
            if (file) void check(file);
          }}
        >
          <Button
            variant="secondary"
            isBusy={busy === 'check'}
            busyLabel={t('office.files-checking')}
          >
            {t('office.files-choose')}
          </Button>
        </FileTrigger>
        {checked && report ? (
          <div className="catalogue-files__report">
            <p>{t('office.files-chosen', { name: checked.name })}</p>
            <p>
              {t('office.files-summary', {
                rows: report.rows,
                added: report.added,
                updated: report.updated,
                unchanged: report.unchanged,
              })}
            </p>
            {isClean ? (
              <Banner tone="success">{t('office.files-clean')}</Banner>
            ) : (
              <>
                <Banner tone="warning">
                  {t('office.files-problems', { count: report.problems.length })}
                </Banner>
                <ImportProblemsTable problems={report.problems} />
              </>
            )}
            {isClean ? (
              <Button
                isBusy={busy === 'apply'}
                busyLabel={t('office.files-applying')}
                onPress={() => void apply()}
              >
                {t('office.files-apply')}
              </Button>
            ) : null}
          </div>
        ) : null}
      </section>
    </section>
  );
}
