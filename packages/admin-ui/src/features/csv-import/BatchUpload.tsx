// Batch Upload tab: choose a CSV, watch it upload and import row by row, then read the summary.
import { Button, Callout, Card, ProgressBar } from '@blueprintjs/core';
import { isApiError } from '@oeuvre/api-client';
import { AdminMessages, CSV_OPTIONAL_COLUMNS, CSV_REQUIRED_COLUMNS, type CsvJob } from '@oeuvre/contract';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useAdmin } from '../../admin-context.tsx';
import { csvProblem } from '../../lib/files.ts';
import { STATS_KEY } from '../../lib/use-stats.ts';
import { publishedArtistsPages } from '../../lib/cache-keys.ts';
import { type CsvImportCalls, type CsvImportProgress, runCsvImport } from './csv-import-run.ts';
import { CsvDropZone } from './CsvDropZone.tsx';
import { CsvImportSummary } from './CsvImportSummary.tsx';

export function BatchUpload() {
  const { client, notify, openCsvFile, incomingCsv, takeIncomingCsv } = useAdmin();
  const { mutate } = useSWRConfig();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<CsvImportProgress | null>(null);
  const [result, setResult] = useState<CsvJob | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const calls = useMemo<CsvImportCalls>(
    () => ({
      start: (csv, onUploadPercent, signal) =>
        client.admin.csvJobs.start({ file: csv, onProgress: (p) => onUploadPercent(p.percent), signal }),
      get: (id, signal) => client.admin.csvJobs.get({ params: { id }, signal }),
    }),
    [client],
  );

  const choose = (chosen: File) => {
    const refusal = csvProblem(chosen);
    if (refusal) {
      notify({ ...refusal, intent: 'danger' });
      return;
    }
    setFile(chosen);
    setResult(null);
    setProblem(null);
  };

  // A file the desktop app handed over (menu or drop) is picked up here.
  useEffect(() => {
    if (!incomingCsv || running.current) return;
    const handed = takeIncomingCsv();
    if (handed) choose(handed);
  }, [incomingCsv, takeIncomingCsv]);

  const upload = async () => {
    if (!file) return;
    const controller = new AbortController();
    running.current = controller;
    setResult(null);
    setProblem(null);
    try {
      const job = await runCsvImport(calls, file, { onProgress: setProgress, signal: controller.signal });
      if (job.status === 'failed') throw new Error(job.errors[0] ?? 'The import stopped');
      setResult(job);
      setFile(null);
      void mutate(publishedArtistsPages);
      void mutate(STATS_KEY);
    } catch (err) {
      if (controller.signal.aborted) return;
      notify({ ...AdminMessages.csvFailed, intent: 'danger' });
      setProblem(isApiError(err) ? (err.serverMessage ?? null) : err instanceof Error ? err.message : null);
    } finally {
      if (running.current === controller) running.current = null;
      setProgress(null);
    }
  };

  const busy = progress !== null;
  return (
    <Card className="admin-batch">
      <h2 className="admin-section__title">Batch Upload</h2>
      <p className="admin-muted">
        One artist per row, UTF-8. Required columns: {CSV_REQUIRED_COLUMNS.join(', ')}. Optional:{' '}
        {CSV_OPTIONAL_COLUMNS.join(', ')}. Emails must be unique; put statements that contain commas in
        quotes.
      </p>
      <CsvDropZone
        file={file}
        disabled={busy}
        onFile={choose}
        openNative={
          openCsvFile
            ? () =>
                void openCsvFile().then((chosen) => {
                  if (chosen) choose(chosen);
                })
            : undefined
        }
      />
      <div className="admin-batch__actions">
        <Button
          intent="primary"
          icon="upload"
          text="Upload CSV"
          disabled={!file || busy}
          loading={busy}
          onClick={() => void upload()}
        />
      </div>
      {progress ? <ImportProgress progress={progress} /> : null}
      {problem ? (
        <Callout intent="danger" title={AdminMessages.csvFailed.title} className="admin-batch__problem">
          {problem}
        </Callout>
      ) : null}
      {result ? <CsvImportSummary result={result} /> : null}
    </Card>
  );
}

function ImportProgress({ progress }: { progress: CsvImportProgress }) {
  const { value, label } =
    progress.stage === 'uploading'
      ? { value: progress.percent / 100, label: `Uploading file… ${progress.percent}%` }
      : progress.totalRows > 0
        ? {
            value: progress.processedRows / progress.totalRows,
            label: `Importing rows: ${progress.processedRows} of ${progress.totalRows}`,
          }
        : { value: undefined, label: 'Preparing the import…' };
  return (
    <div className="admin-batch__progress">
      <ProgressBar value={value} intent="primary" stripes={value === undefined} aria-label={label} />
      <p role="status" className="admin-muted">
        {label}
      </p>
    </div>
  );
}
