import { useState } from 'react';
import { Button } from '@web/components/button';
import { ArrowDownIcon } from '@web/components/icons';
import { showToast } from '@web/components/toast';
import { errorMessage } from '@web/lib/api-client';
import { downloadCsv } from './csv-download';

/** "Download CSV" of a back-office list with the filters on screen (`path` answers `?format=csv`). */
export function CsvButton({
  path,
  query = {},
  label = 'Download CSV',
}: {
  path: string;
  query?: Record<string, string | number | boolean | undefined>;
  label?: string;
}) {
  const [isBusy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadCsv(path, query);
    } catch (failure) {
      showToast('error', errorMessage(failure, 'Failed to download CSV'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" size="sm" onClick={() => void download()} isLoading={isBusy}>
      {isBusy ? null : <ArrowDownIcon className="size-4" aria-hidden />}
      {label}
    </Button>
  );
}
