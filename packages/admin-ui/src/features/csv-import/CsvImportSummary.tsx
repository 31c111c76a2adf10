import { Button, Callout } from '@blueprintjs/core';
import type { CsvUploadResult } from '@oeuvre/contract';
import { errorPreview } from './error-list.ts';
import { downloadErrorsCsv } from './errors-csv.ts';

/** Successful and failed rows, the first 5 errors then '... and N more', and every error as a CSV file. */
export function CsvImportSummary({ result }: { result: CsvUploadResult }) {
  const { shown, more } = errorPreview(result.errors);
  return (
    <Callout
      className="admin-csv-summary"
      intent={result.failed > 0 ? 'warning' : 'success'}
      title="Import finished"
      role="status"
    >
      <dl className="admin-csv-summary__counts">
        <div>
          <dt>Successful</dt>
          <dd data-testid="csv-successful">{result.successful}</dd>
        </div>
        <div>
          <dt>Failed</dt>
          <dd data-testid="csv-failed">{result.failed}</dd>
        </div>
      </dl>
      {shown.length > 0 ? (
        <>
          <ul className="admin-csv-summary__errors" aria-label="Errors">
            {shown.map((error, index) => (
              <li key={index}>{error}</li>
            ))}
          </ul>
          {more ? <p className="admin-csv-summary__more">{more}</p> : null}
          <Button
            icon="download"
            text="Download all errors"
            onClick={() => downloadErrorsCsv(result.errors)}
          />
        </>
      ) : null}
    </Callout>
  );
}
