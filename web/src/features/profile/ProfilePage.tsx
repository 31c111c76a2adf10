import { Card, Spinner } from '@blueprintjs/core';
import { AccessMessages } from '@oeuvre/contract';
import { Avatar } from '@/components/Avatar';
import { RequireUser } from '@/components/RequireUser';
import { SignOutForm } from '@/components/SignOutForm';
import { fullNameOf, useCurrentUser } from '@/lib/current-user';
import { useDocumentHead } from '@/lib/document-head';
import { useMyProfile } from '@/lib/my-profile';
import { ConnectionRequests } from './components/ConnectionRequests';
import { CvSummaryCard } from './components/CvSummaryCard';
import { EmailPreferencesCard } from './components/EmailPreferencesCard';
import { NetworkExplainer } from './components/NetworkExplainer';
import { NetworkTabs } from './components/NetworkTabs';

export function ProfilePage() {
  return (
    <RequireUser signedOut={AccessMessages.profileSignedOut}>
      <OwnProfile />
    </RequireUser>
  );
}

function OwnProfile() {
  useDocumentHead('My Profile');
  const { user } = useCurrentUser();
  const { profile, isLoading } = useMyProfile();
  if (!user) return null;
  const name = fullNameOf(user) || user.email;

  return (
    <div className="page">
      <header className="profile-header">
        <Avatar name={name} imageUrl={profile?.profileImageUrl ?? user.profileImageUrl} size={64} />
        <div className="profile-identity">
          <h1 className="page-title">{name}</h1>
          <p className="muted">{user.email}</p>
        </div>
        <div className="button-row profile-actions">
          <ConnectionRequests hasProfile={profile !== null} />
          <SignOutForm />
        </div>
      </header>

      <NetworkExplainer />

      {isLoading ? (
        <Spinner aria-label="Loading your profile" />
      ) : (
        <div className="profile-grid">
          <CvSummaryCard profile={profile} />
          <Card className="network-card">
            <h2 className="section-title">Network</h2>
            <NetworkTabs profileId={profile?.id ?? null} />
          </Card>
        </div>
      )}

      <EmailPreferencesCard />
    </div>
  );
}
