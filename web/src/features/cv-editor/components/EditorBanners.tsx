import { Button, Callout, type Intent } from '@blueprintjs/core';
import { type ArtistProfile, ReviewMessages, reviewState } from '@oeuvre/contract';
import { APPROVAL_REVIEW_TIME } from '@oeuvre/ui/lib/ui-constants';
import { type ReactNode, useEffect, useState } from 'react';

/** Set once the editor's notes were shown in full: later visits fold them into one line. */
export const BANNERS_SEEN_KEY = 'oeuvre.editor.banners-seen';

function readSeen(): boolean {
  try {
    return window.localStorage.getItem(BANNERS_SEEN_KEY) === '1';
  } catch {
    return false;
  }
}

function Banner({ title, intent, children }: { title: string; intent: Intent; children: ReactNode }) {
  return (
    <Callout intent={intent} className="editor-banner" role="status">
      <h2 className="banner-title">{title}</h2>
      {children}
    </Callout>
  );
}

/**
 * What the owner needs to know before editing: required fields, and where the review stands. In full on the first
 * visit; afterwards the required-fields note and a pending review fold into one line that opens them again. A refusal
 * always stays in full: its reason is what to change.
 */
export function EditorBanners({ profile }: { profile: ArtistProfile | null }) {
  const state = profile ? reviewState(profile) : null;
  // Read once: the visit that first shows them keeps them open.
  const [folded, setFolded] = useState(readSeen);
  useEffect(() => {
    try {
      window.localStorage.setItem(BANNERS_SEEN_KEY, '1');
    } catch {
      // Private mode without storage: the notes are simply shown in full each time.
    }
  }, []);

  const rejected =
    state === 'rejected' ? (
      <Banner title={ReviewMessages.notApproved.title} intent="danger">
        <p>{ReviewMessages.notApproved.description}</p>
        {profile?.rejectionReason ? (
          <p>
            <strong>Reason from the reviewer:</strong> {profile.rejectionReason}
          </p>
        ) : null}
      </Banner>
    ) : null;

  if (folded) {
    return (
      <div className="editor-banners">
        <p className="editor-banners-line" role="status">
          <span>* marks a required field.</span>
          {state === 'pending' ? <strong>{ReviewMessages.pending.title}:</strong> : null}
          {state === 'pending' ? <span>your changes are reviewed together.</span> : null}
          <Button
            variant="minimal"
            size="small"
            text="Show details"
            aria-expanded={false}
            onClick={() => setFolded(false)}
          />
        </p>
        {rejected}
      </div>
    );
  }

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
      {rejected}
    </div>
  );
}
