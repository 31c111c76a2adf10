import { Tab, Tabs } from '@blueprintjs/core';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader.tsx';
import type { ArtistsTab } from '../../paths.ts';
import { BatchUpload } from '../csv-import/BatchUpload.tsx';
import { PublishedArtists } from './PublishedArtists.tsx';

/** /admin/artists: Published Artists and Batch Upload tabs (the tab is in the address, so it can be linked). */
export function ArtistsPage() {
  const [params, setParams] = useSearchParams();
  const tab: ArtistsTab = params.get('tab') === 'batch-upload' ? 'batch-upload' : 'published';
  return (
    <div className="admin-page">
      <PageHeader title="Artists" lead="Published artists, and new ones imported from a CSV file." />
      <Tabs
        id="admin-artists-tabs"
        selectedTabId={tab}
        onChange={(next) => setParams(next === 'published' ? {} : { tab: String(next) }, { replace: true })}
        renderActiveTabPanelOnly
      >
        <Tab id="published" title="Published Artists" panel={<PublishedArtists />} />
        <Tab id="batch-upload" title="Batch Upload" panel={<BatchUpload />} />
      </Tabs>
    </div>
  );
}
