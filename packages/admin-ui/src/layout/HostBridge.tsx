// What the desktop host pushes in: menu shortcuts asking for a section, CSV files from its menu or a drop.
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAdmin } from '../admin-context.tsx';

export function HostBridge() {
  const navigate = useNavigate();
  const { navigationRequests, csvFiles, receiveCsv, paths } = useAdmin();

  useEffect(() => navigationRequests?.((path) => navigate(path)), [navigationRequests, navigate]);
  useEffect(
    () =>
      csvFiles?.((file) => {
        receiveCsv(file);
        navigate(paths.artists('batch-upload'));
      }),
    [csvFiles, receiveCsv, navigate, paths],
  );
  return null;
}
