import { Callout, type Intent } from '@blueprintjs/core';
import { APPROVAL_REVIEW_TIME, type ArtistProfile, ReviewMessages, reviewState } from '@oeuvre/contract';
import type { ReactNode } from 'react';

function Banner({ title, intent, children }: { title: string; intent: Intent; children: ReactNode }) {
  return (
    <Callout intent={intent} className="editor-banner" role="status">
      <h2 className="banner-title">{title}</h2>
      {children}
    </Callout>
  );
}

/** What the owner needs to know before editing: required fields, and where the review stands. */
export function EditorBanners({ profile }: { profile: ArtistProfile | null }) {
  const state = profile ? reviewState(profile) : null;
  return (
    <div className="editor-banners">
      <Banner title={ReviewMessages.importantTitle} intent="primary">
        <p>
          Fields marked with an asterisk (*) are required. Every new profile and every change is reviewed before it
          appears in the directory, usually within {APPROVAL_REVIEW_TIME}.
        </p>
      </Banner>
      {state === 'pending' ? (
        <Banner title={ReviewMessages.pending.title} intent="warning">
          <p>
            {ReviewMessages.pending.description} You can keep editing; your changes will be reviewed together
            {profile?.publishedAt ? ', and your last approved version stays public until then' : ''}.
          </p>
        </Banner>
      ) : null}
      {state === 'rejected' ? (
        <Banner title={ReviewMessages.notApproved.title} intent="danger">
          <p>{ReviewMessages.notApproved.description}</p>
          {profile?.rejectionReason ? (
            <p>
              <strong>Reason from the reviewer:</strong> {profile.rejectionReason}
            </p>
          ) : null}
        </Banner>
      ) : null}
    </div>
  );
}
