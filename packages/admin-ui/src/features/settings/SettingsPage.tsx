import { Tab, Tabs } from '@blueprintjs/core';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader.tsx';
import type { SettingsTab } from '../../paths.ts';
import { EmailSettings } from './EmailSettings.tsx';
import { GeneralSettings } from './GeneralSettings.tsx';
import { SecuritySettings } from './SecuritySettings.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

const TABS: readonly SettingsTab[] = ['general', 'email', 'security'];

/** /admin/settings: General, Email (the SMTP server and notifications switch), Security (desktop sign-ins). */
export function SettingsPage() {
  usePageTitle('Settings');
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab') as SettingsTab | null;
  const tab: SettingsTab = asked && TABS.includes(asked) ? asked : 'general';
  return (
    <div className="admin-page">
      <PageHeader title="Settings" />
      <Tabs
        id="admin-settings-tabs"
        selectedTabId={tab}
        onChange={(next) => setParams(next === 'general' ? {} : { tab: String(next) }, { replace: true })}
        renderActiveTabPanelOnly
      >
        <Tab id="general" title="General" panel={<GeneralSettings />} />
        <Tab id="email" title="Email" panel={<EmailSettings />} />
        <Tab id="security" title="Security" panel={<SecuritySettings />} />
      </Tabs>
    </div>
  );
}
