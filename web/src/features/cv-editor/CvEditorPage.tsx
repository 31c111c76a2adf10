import { Button, Callout, Spinner, Tab, Tabs } from '@blueprintjs/core';
import {
  AccessMessages,
  type ArtistProfile,
  type CurrentUser,
  EditorMessages,
  type SectionKind,
} from '@oeuvre/contract';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { RequireUser } from '@/components/RequireUser';
import { useCurrentUser } from '@/lib/current-user';
import { useDocumentHead } from '@/lib/document-head';
import { useMyProfile } from '@/lib/my-profile';
import { ImportCvLink } from '@/features/cv-import';
import { BasicInfoForm } from './components/BasicInfoForm';
import { EditorBanners } from './components/EditorBanners';
import { SectionEditor } from './components/SectionEditor';
import { ExportTab } from './export/ExportTab';
import { SECTION_TABS, type SectionView, stepsOf } from './section-tabs';
import './editor.css';

const BASIC_INFO = 'basic-info';
/** The documents to send: selections, preview and downloads, after the section tabs. */
const EXPORT = 'export';

export function CvEditorPage() {
  return (
    <RequireUser signedOut={AccessMessages.editorSignedOut}>
      <CvEditor />
    </RequireUser>
  );
}

function CvEditor() {
  const { user } = useCurrentUser();
  const { profile, error, isLoading, mutate } = useMyProfile();
  useDocumentHead(profile ? EditorMessages.titles.edit : EditorMessages.titles.create);

  if (isLoading || !user) {
    return (
      <div className="page page-centered">
        <Spinner aria-label="Loading your CV" />
      </div>
    );
  }
  if (error) {
    return (
      <div className="page page-narrow">
        <Callout intent="danger">
          <p>Your CV could not be loaded. Please try again.</p>
          <Button text="Try again" onClick={() => void mutate()} />
        </Callout>
      </div>
    );
  }
  return <EditorTabs profile={profile} user={user} />;
}

function EditorTabs({ profile, user }: { profile: ArtistProfile | null; user: CurrentUser }) {
  const [search, setSearch] = useSearchParams();
  const requested = search.get('tab') ?? BASIC_INFO;
  const tab =
    profile && (requested === EXPORT || SECTION_TABS.some((t) => t.id === requested))
      ? requested
      : BASIC_INFO;
  const selectTab = (id: string) => setSearch(id === BASIC_INFO ? {} : { tab: id }, { replace: true });
  const strip = useActiveTabInView(tab);

  return (
    <div className="page">
      <header className="page-header">
        <h1 className="page-title">{profile ? EditorMessages.titles.edit : EditorMessages.titles.create}</h1>
      </header>
      <EditorBanners profile={profile} />
      <ImportCvLink newcomer={!profile} />
      {profile ? null : (
        <p className="muted editor-steps-hint" id="editor-steps-hint">
          Start with your basic info. Once you save it, the other steps open: {stepsOf(SECTION_TABS)}.
        </p>
      )}
      <div ref={strip} className="editor-tabs-frame">
        <Tabs
          id="cv-editor"
          selectedTabId={tab}
          onChange={(id) => selectTab(String(id))}
          renderActiveTabPanelOnly
          animate={false}
          className="editor-tabs"
        >
          <Tab
            id={BASIC_INFO}
            title="Basic Info"
            panel={
              <BasicInfoForm
                key={profile?.id ?? 'new'}
                profile={profile}
                user={user}
                onCreated={() => selectTab('social-media')}
              />
            }
          />
          {/* Before the first save the steps to come are shown, disabled, with the hint above saying why. */}
          {SECTION_TABS.map((t) => (
            <Tab
              key={t.id}
              id={t.id}
              title={t.title}
              disabled={!profile}
              aria-describedby={profile ? undefined : 'editor-steps-hint'}
              panel={profile ? <SectionTab kinds={t.kinds} view={t.view} profile={profile} /> : undefined}
            />
          ))}
          <Tab
            id={EXPORT}
            title="Export"
            disabled={!profile}
            aria-describedby={profile ? undefined : 'editor-steps-hint'}
            panel={profile ? <ExportTab profile={profile} /> : undefined}
          />
        </Tabs>
      </div>
    </div>
  );
}

/**
 * Phones: the thirteen tabs form one row that scrolls sideways; the active one is brought into view when the editor
 * opens on it and whenever it changes (centred in the row, the page itself not scrolled).
 */
function useActiveTabInView(tab: string) {
  const frame = useRef<HTMLDivElement>(null);
  const first = useRef(true);
  useEffect(() => {
    const list = frame.current?.querySelector<HTMLElement>('[role="tablist"]');
    const active = list?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    if (!list || !active || list.scrollWidth <= list.clientWidth) return;
    const listBox = list.getBoundingClientRect();
    const tabBox = active.getBoundingClientRect();
    const left = list.scrollLeft + (tabBox.left - listBox.left) - (listBox.width - tabBox.width) / 2;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    list.scrollTo({ left, behavior: first.current || reduced ? 'auto' : 'smooth' });
    first.current = false;
  }, [tab]);
  return frame;
}

function SectionTab({
  kinds,
  view,
  profile,
}: {
  kinds: SectionKind[];
  view?: SectionView;
  profile: ArtistProfile;
}) {
  const [first, second] = kinds;
  if (first && second) {
    // Exhibitions: solo and group in tabs of their own.
    return (
      <Tabs
        id="exhibitions"
        defaultSelectedTabId={first}
        renderActiveTabPanelOnly
        animate={false}
        className="editor-panel"
      >
        <Tab
          id={first}
          title="Solo"
          panel={<SectionEditor kind={first} artistId={profile.id} items={profile[first]} />}
        />
        <Tab
          id={second}
          title="Group"
          panel={<SectionEditor kind={second} artistId={profile.id} items={profile[second]} />}
        />
      </Tabs>
    );
  }
  return first ? (
    <div className="editor-panel">
      <SectionEditor kind={first} artistId={profile.id} items={profile[first]} view={view} />
    </div>
  ) : null;
}
