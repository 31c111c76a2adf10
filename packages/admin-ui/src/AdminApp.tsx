// The admin area as one component: the web app mounts it under /admin/*, the desktop app renders it alone.
import { NonIdealState } from '@blueprintjs/core';
import { isApiError, type ApiClient } from '@oeuvre/api-client';
import { AccessMessages } from '@oeuvre/contract';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { MemoryRouter, Route, Routes, useInRouterContext } from 'react-router-dom';
import { SWRConfig, type SWRConfiguration } from 'swr';
import {
  AdminContext,
  type AccessDeniedReason,
  type AdminContextValue,
  type AdminHostKind,
  type Unsubscribe,
} from './admin-context.tsx';
import { AdminRoutes } from './AdminRoutes.tsx';
import { type CsvSource, toCsvFile } from './lib/files.ts';
import { joinSiteUrl, siteBaseOf } from './lib/site-url.ts';
import { type AdminNotice, type AdminToaster, useOwnToaster } from './notices.tsx';
import { normaliseBasePath } from '@oeuvre/ui/lib/admin-navigation';
import { adminPaths, DEFAULT_BASE_PATH } from './paths.ts';

export interface AdminAppProps {
  /** @oeuvre/api-client: cookie session on the web, bearer token on desktop. */
  client: ApiClient;
  host: AdminHostKind;
  /** Where the admin area is mounted; '/admin' unless told. */
  basePath?: string;
  /**
   * The visitor may not be here (signed out, or not an admin). The admin screens have already shown the toast
   * 'Access Denied' (signed out) or 'Admin Access Required' (not an admin); the host only
   * redirects (web: to '/').
   */
  onAccessDenied?: (reason: AccessDeniedReason) => void;
  /** The host's toaster (one toast at a time); without one the admin screens show their own. */
  toaster?: AdminToaster;
  /** Desktop: the native open dialog; null or undefined when cancelled. */
  openCsvFile?: () => Promise<CsvSource | null | undefined>;
  /** Desktop: subscribe to CSV files opened from the menu or dropped on the window. */
  csvFiles?: (listener: (file: CsvSource) => void) => Unsubscribe;
  /** Desktop: subscribe to requests to show a section (the Go menu, Ctrl/Cmd+1, 2, …), as '/admin/users'. */
  navigationRequests?: (listener: (path: string) => void) => Unsubscribe;
}

/** A read that fails shows its error at once: no retries, no refetch on focus or reconnect. */
const readDefaults: SWRConfiguration = {
  shouldRetryOnError: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
};

export function AdminApp(props: AdminAppProps) {
  const basePath = normaliseBasePath(props.basePath ?? DEFAULT_BASE_PATH);
  const inRouter = useInRouterContext();
  const app = <AdminRoot {...props} basePath={basePath} />;
  if (inRouter) return app;
  // Without a router around it (the desktop app), the admin area keeps its own history in memory.
  return (
    <MemoryRouter initialEntries={[basePath || '/']}>
      <Routes>
        <Route path={`${basePath}/*`} element={app} />
      </Routes>
    </MemoryRouter>
  );
}

function AdminRoot(props: AdminAppProps & { basePath: string }) {
  const { client, host, basePath, toaster, onAccessDenied, openCsvFile, csvFiles, navigationRequests } =
    props;
  const own = useOwnToaster();
  const notify = useCallback(
    (notice: AdminNotice) => (toaster ? toaster.show(notice) : own.show(notice)),
    [toaster, own],
  );

  const [denied, setDenied] = useState<AccessDeniedReason | null>(null);
  const denyAccess = useCallback((reason: AccessDeniedReason) => setDenied((was) => was ?? reason), []);
  const told = useRef(false);
  const latestOnDenied = useRef(onAccessDenied);
  latestOnDenied.current = onAccessDenied;
  useEffect(() => {
    if (!denied || told.current) return;
    told.current = true;
    notify({ ...accessNotice(denied), intent: 'danger' });
    latestOnDenied.current?.(denied);
  }, [denied, notify]);

  const [incomingCsv, setIncomingCsv] = useState<File | null>(null);
  const incoming = useRef<File | null>(null);
  const receiveCsv = useCallback((source: CsvSource) => {
    incoming.current = toCsvFile(source);
    setIncomingCsv(incoming.current);
  }, []);
  const takeIncomingCsv = useCallback(() => {
    const file = incoming.current;
    incoming.current = null;
    setIncomingCsv(null);
    return file;
  }, []);

  const context = useMemo<AdminContextValue>(() => {
    const siteBase = siteBaseOf(client);
    return {
      client,
      host,
      paths: adminPaths(basePath),
      notify,
      denyAccess,
      siteUrl: (path) => joinSiteUrl(siteBase, path),
      openCsvFile: openCsvFile
        ? async () => {
            const source = await openCsvFile();
            return source ? toCsvFile(source) : undefined;
          }
        : undefined,
      incomingCsv,
      takeIncomingCsv,
      receiveCsv,
      navigationRequests,
      csvFiles,
    };
  }, [
    client,
    host,
    basePath,
    notify,
    denyAccess,
    openCsvFile,
    incomingCsv,
    takeIncomingCsv,
    receiveCsv,
    navigationRequests,
    csvFiles,
  ]);

  // One cache per admin area (never shared with the host's), and any read refused turns the visitor away.
  const swr = useMemo<SWRConfiguration>(
    () => ({
      ...readDefaults,
      provider: () => new Map(),
      onError: (error: unknown) => {
        if (isApiError(error) && error.status === 401) denyAccess('signed-out');
        else if (isApiError(error) && error.status === 403) denyAccess('not-admin');
      },
    }),
    [denyAccess],
  );

  return (
    <AdminContext.Provider value={context}>
      <SWRConfig value={swr}>{denied ? <AccessDenied reason={denied} /> : <AdminRoutes />}</SWRConfig>
      {toaster ? null : own.element}
    </AdminContext.Provider>
  );
}

function accessNotice(reason: AccessDeniedReason) {
  return reason === 'signed-out' ? AccessMessages.adminSignedOut : AccessMessages.adminRequired;
}

function AccessDenied({ reason }: { reason: AccessDeniedReason }) {
  const notice = accessNotice(reason);
  return <NonIdealState icon="lock" title={notice.title} description={notice.description} />;
}
