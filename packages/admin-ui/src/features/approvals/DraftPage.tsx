// /admin/artists/draft/:id: the artist's whole draft, read only, as the public page will show it once approved
// (portrait, name, the born line, statement, works, then the CV's sections in the page's order, under its headings, in
// its sentences), each private entry marked as staying off it; Approve and Reject when it waits for review.
import { Card, Tag } from '@blueprintjs/core';
import {
  artistDisplayName,
  DISCIPLINE_LABELS,
  isPrivateEntry,
  PUBLIC_PAGE_SECTIONS,
  SOCIAL_PLATFORM_LABELS,
  toSocialPlatform,
  type ArtistProfile,
} from '@oeuvre/contract';
import { bornLine, draftCvSource, sourceEntries, workCaption, type CvLine } from '@oeuvre/cv-document';
import { CvLineText } from '@oeuvre/ui/components/CvLineText';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAdmin } from '../../admin-context.tsx';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { ArtistNotReady } from '../../components/ArtistNotReady.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useArtistOfAddress } from '../../lib/use-artist.ts';
import { RejectionReason, ReviewStateTags } from '../../components/ReviewStateTags.tsx';
import { useReviewActions } from './api/use-review-actions.ts';
import { entryOf, PUBLIC_SECTIONS, sentencesOf } from './profile-changes.ts';
import { Thumbnail } from './ProfileChangesView.tsx';
import { RejectDialog } from './RejectDialog.tsx';
import { ReviewButtons } from './ReviewButtons.tsx';

/**
 * A line's runs as the public page sets them: a title as a `cite` (in italics), the entry's name in bold. The words are
 * the one reading's (`readCvEntry`, through `sourceEntries`), never written here; a press entry's link is not followed
 * from a review.
 */
function Line({ line }: { line: CvLine }) {
  return <CvLineText line={line} />;
}

/** What the admin needs beside an entry: that the public page leaves it out (after a space, when it is so). */
const PrivateMark = ({ entry }: { entry: boolean }) =>
  entry ? (
    <>
      {' '}
      <Tag minimal className="admin-draft__private" title="Kept off the public page by the artist">
        Private
      </Tag>
    </>
  ) : null;

/** One entry: the year column, the entry's line, its details under it, and its private mark. */
function DraftEntry({ year, lines, isPrivate }: { year: string; lines: CvLine[]; isPrivate: boolean }) {
  const [main = [], details] = lines;
  return (
    <li className={isPrivate ? 'admin-draft__entry admin-draft__entry--private' : 'admin-draft__entry'}>
      <span className="admin-draft__year">{year}</span>
      <span className="admin-draft__body">
        <span>
          <Line line={main} />
          <PrivateMark entry={isPrivate} />
        </span>
        {details ? (
          <span className="admin-draft__details">
            <Line line={details} />
          </span>
        ) : null}
      </span>
    </li>
  );
}

/** A work or a gallery item: its picture beside its caption, as galleries print it (title and year, medium, size). */
function PictureEntry({ picture, lines, isPrivate }: { picture: ReactNode; lines: ReactNode[]; isPrivate: boolean }) {
  return (
    <li className={isPrivate ? 'admin-draft__picture admin-draft__entry--private' : 'admin-draft__picture'}>
      {picture}
      <span className="admin-draft__caption">
        {lines.map((line, i) => (
          <span key={i}>
            {line}
            {i === 0 ? <PrivateMark entry={isPrivate} /> : null}
          </span>
        ))}
      </span>
    </li>
  );
}

function DraftSection({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section className="admin-draft__section" aria-label={label}>
      <h2 className="admin-draft__heading">{label}</h2>
      <ul className="admin-draft__entries">{children}</ul>
    </section>
  );
}

const GALLERY = PUBLIC_SECTIONS.find(([key]) => key === 'galleryItems')!;

/** The draft as the public page reads it, every entry of it, the private ones marked. */
export function DraftView({ artist }: { artist: ArtistProfile }) {
  const name = artistDisplayName(artist);
  const born = bornLine(artist);
  const disciplines = artist.disciplines.map((d) => DISCIPLINE_LABELS[d] ?? d).join(', ');
  const statement = sentencesOf(artist.artistStatement ?? '').map((sentences) => sentences.join(' '));
  const social = artist.socialMedia
    .filter((s) => s.username.trim())
    .map((s) => `${SOCIAL_PLATFORM_LABELS[toSocialPlatform(s.platform)]}: ${s.username}${isPrivateEntry(s) ? ' (private)' : ''}`);
  // The admin sees the email even when the artist keeps it off the public page (said so beside it).
  const contact = [artist.email, artist.website].filter(Boolean) as string[];
  const entries = sourceEntries(draftCvSource(artist));
  const cvSections = PUBLIC_PAGE_SECTIONS.filter((s) => s.cv && (entries[s.key as keyof typeof entries]?.length ?? 0) > 0);
  return (
    <Card className="admin-draft">
      <header className="admin-draft__head">
        {artist.profileImageUrl ? <Thumbnail src={artist.profileImageUrl} alt="Profile image" /> : null}
        <div>
          <p className="admin-draft__name">{name}</p>
          {born ? <p className="admin-draft__place">{born}</p> : null}
          {disciplines ? <p className="admin-muted">{disciplines}</p> : null}
          {contact.length ? (
            <p className="admin-muted">
              {contact.join(' · ')}
              {artist.showEmail === false ? ' (email not shown on the public page)' : ''}
            </p>
          ) : null}
          {social.length ? <p className="admin-muted">{social.join(' · ')}</p> : null}
        </div>
      </header>
      {statement.length ? (
        <section className="admin-draft__statement" aria-label="Artist statement">
          {statement.map((paragraph, i) => (
            <p key={i}>{paragraph}</p>
          ))}
        </section>
      ) : (
        <p className="admin-muted">
          <em>(no statement)</em>
        </p>
      )}
      {artist.works.length ? (
        <DraftSection label="Selected Works">
          {artist.works.map((work) => (
            <PictureEntry
              key={work.id}
              picture={work.imageUrl ? <Thumbnail src={work.imageUrl} alt={`Image of ${work.title}`} /> : null}
              lines={workCaption(work).map((line, i) => <Line key={i} line={line} />)}
              isPrivate={isPrivateEntry(work)}
            />
          ))}
        </DraftSection>
      ) : null}
      {cvSections.map((section) => (
        <DraftSection key={section.key} label={section.label}>
          {entries[section.key as keyof typeof entries].map((entry) => (
            <DraftEntry key={entry.ref} year={entry.year} lines={entry.spans} isPrivate={entry.private} />
          ))}
        </DraftSection>
      ))}
      {artist.galleryItems.length ? (
        <DraftSection label={GALLERY[1]}>
          {artist.galleryItems.map((item) => {
            const entry = entryOf(item, GALLERY[2]);
            const image = entry.values.find((v) => v.image);
            return (
              <PictureEntry
                key={item.id}
                picture={image ? <Thumbnail src={image.value} alt={`${image.label} of ${entry.title}`} /> : null}
                lines={[entry.values.filter((v) => !v.image).map((v) => v.value).join(', ')]}
                isPrivate={isPrivateEntry(item)}
              />
            );
          })}
        </DraftSection>
      ) : null}
    </Card>
  );
}

export function DraftPage() {
  const { paths } = useAdmin();
  const navigate = useNavigate();
  const { read, valid } = useArtistOfAddress();
  const { approve, reject } = useReviewActions();
  const [rejecting, setRejecting] = useState(false);
  const artist = read.error ? undefined : read.data;
  usePageTitle(read.data ? `Draft of ${artistDisplayName(read.data)}` : 'Draft');
  const back = <ButtonLink to={paths.pending} icon="arrow-left" text="Back to Pending Approvals" minimal />;

  if (!artist) return <ArtistNotReady back={back} valid={valid} read={read} what="draft" />;
  const name = artistDisplayName(artist);

  return (
    <div className="admin-page">
      {back}
      <PageHeader
        title={`Draft of ${name}`}
        lead={
          <>
            Everything the artist has entered, as the public page will show it once approved; entries marked Private
            stay off it. <ReviewStateTags artist={artist} />
          </>
        }
        actions={
          <>
            <ButtonLink to={paths.editArtist(artist.id)} icon="edit" text="Edit" />
            {artist.isPending ? (
              <ReviewButtons
                name={name}
                onApprove={async () => {
                  if (await approve(artist)) navigate(paths.pending);
                }}
                onReject={() => setRejecting(true)}
              />
            ) : null}
          </>
        }
      />
      <RejectionReason artist={artist} />
      <DraftView artist={artist} />
      {rejecting ? (
        <RejectDialog
          name={name}
          onReject={async (reason) => {
            if (await reject(artist, reason)) navigate(paths.pending);
          }}
          onClose={() => setRejecting(false)}
        />
      ) : null}
    </div>
  );
}
