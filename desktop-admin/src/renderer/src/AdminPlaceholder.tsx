import { Callout, NonIdealState } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import type { CsvFile } from '../../shared/bridge.ts';
import { AdminSections } from '../../shared/sections.ts';
import type { AdminHost } from './admin-host.ts';
import type { ApiClient } from './api-client.ts';

/** Stands in for @oeuvre/admin-ui's AdminApp until that package exports it; shows the host wiring works. */
export function AdminApp({ host }: { client: ApiClient; host: AdminHost }) {
  const [path, setPath] = useState<string>(AdminSections[0].path);
  const [csv, setCsv] = useState<CsvFile | null>(null);

  useEffect(() => host.onNavigate(setPath), [host]);
  useEffect(() => host.onCsvFile(setCsv), [host]);

  const section = AdminSections.find((s) => s.path === path);
  return (
    <NonIdealState
      icon="dashboard"
      title={section?.label ?? 'Admin'}
      description="The admin screens will appear here."
      action={
        csv ? (
          <Callout intent="primary" title="CSV file received">
            {csv.name} ({csv.bytes.byteLength} bytes)
          </Callout>
        ) : undefined
      }
    />
  );
}
