import { Tab, Tabs } from '@blueprintjs/core';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader.tsx';
import type { ArtistsTab } from '../../paths.ts';
import { BatchUpload } from '../csv-import/index.ts';
import { PublishedArtists } from './PublishedArtists.tsx';
import { RejectedArtists } from './RejectedArtists.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** /admin/artists: Published Artists, Rejected and Batch Upload tabs (the tab is in the address, so it can be linked). */
export function ArtistsPage() {
  usePageTitle('Artists');
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: ArtistsTab = asked === 'batch-upload' || asked === 'rejected' ? asked : 'published';
  return (
    <div className="admin-page">
      <PageHeader
        title="Artists"
        lead="Published artists, rejected profiles, and new ones imported from a CSV file."
      />
      <Tabs
        id="admin-artists-tabs"
        selectedTabId={tab}
        onChange={(next) => setParams(next === 'published' ? {} : { tab: String(next) }, { replace: true })}
        renderActiveTabPanelOnly
      >
        <Tab id="published" title="Published Artists" panel={<PublishedArtists />} />
        <Tab id="rejected" title="Rejected" panel={<RejectedArtists />} />
        <Tab id="batch-upload" title="Batch Upload" panel={<BatchUpload />} />
      </Tabs>
    </div>
  );
}
