import './icons';
import { artistDisplayName, PageMessages, toPublicArtist, type PublicArtist } from '@oeuvre/contract';
import { Callout } from '@oeuvre/ui/components/Callout';
import { Link, useParams } from 'react-router-dom';
import { ButtonLink } from '@/components/ButtonLink';
import { EmptyState } from '@oeuvre/ui/components/EmptyState';
import { paths, serverPaths } from '@oeuvre/ui/lib/paths';
import { useCurrentUser } from '@/lib/current-user';
import { useDocumentHead } from '@/lib/document-head';
import { useMyProfile } from '@/lib/my-profile';
import { AdoptedFrame } from '@/lib/adopted-page';
import { useArtist } from './api/use-artist';
import { ExhibitedWith, VenueLink } from '@/features/venues';
import type { ExhibitedWith as ExhibitedWithEntry } from '@oeuvre/contract';
import { galleryOf, worksOf } from './artwork';
import { ArtistHeader, placeOf } from './components/ArtistHeader';
import { ArtistPageSkeleton } from './components/ArtistPageSkeleton';
import { ConnectionWidget } from './components/ConnectionWidget';
import { JumpToSection } from './components/JumpToSection';
import { WorksGallery } from './components/WorksGallery';
import { cvSectionsOf, statementParagraphs } from './cv-sections';

/**
 * An artist's page, in the element a signed-out visitor's first view is adopted in (ArtistFirstView): the server draws
 * it, and the app when it draws the page itself.
 */
export function ArtistPage() {
  return (
    <AdoptedFrame>
      <ArtistPageContent />
    </AdoptedFrame>
  );
}

/** The page inside its frame: what the adopted first view draws in place of its markup once the visitor acts on it. */
export function ArtistPageContent() {
  const { slug = '' } = useParams();
  const { data: artist, error, isLoading } = useArtist(slug);
  const own = useMyProfile();
  if (isLoading) return <ArtistPageSkeleton />;
  if (artist && !error) return <ArtistProfileView artist={artist} />;
  // Not public (never approved yet): its owner sees a preview of the draft, marked as such; anyone else, not found.
  if (own.isLoading) return <ArtistPageSkeleton />;
  if (own.profile?.slug === slug) return <ArtistProfileView artist={toPublicArtist(own.profile)} preview />;
  return <ArtistNotFound />;
}

/** Above the owner's preview of a profile that is not public: what it is, and who sees it. */
function PreviewBanner() {
  return (
    <Callout intent="warning" icon="eye-open" className="artist-preview-banner" role="status">
      <h2 className="banner-title">{PageMessages.artistPreview.title}</h2>
      <p>{PageMessages.artistPreview.description}</p>
      <ButtonLink to={paths.createCv} icon="edit">
        Edit CV
      </ButtonLink>
    </Callout>
  );
}

function ArtistNotFound() {
  useDocumentHead(PageMessages.artistNotFound.title);
  return (
    <div className="page page-narrow">
      <EmptyState
        icon="search"
        level={1}
        title={PageMessages.artistNotFound.title}
        description={PageMessages.artistNotFound.description}
        action={
          <ButtonLink to={paths.artists} intent="primary">
            {PageMessages.artistNotFound.action}
          </ButtonLink>
        }
      />
    </div>
  );
}

function describe(artist: PublicArtist): string {
  const name = artistDisplayName(artist);
  const place = placeOf(artist);
  const intro = place ? `${name}, artist based in ${place}.` : `${name}, artist.`;
  const statement = artist.artistStatement.replace(/\s+/g, ' ').trim();
  const text = `${intro} ${statement}`;
  return text.length > 160 ? `${text.slice(0, 157).trimEnd()}…` : text;
}

function ArtistProfileView({ artist, preview = false }: { artist: PublicArtist; preview?: boolean }) {
  const name = artistDisplayName(artist);
  useDocumentHead(preview ? `${name} (${PageMessages.artistPreview.title})` : name, describe(artist));
  const { user } = useCurrentUser();
  const { profile, isLoading: profileLoading } = useMyProfile();
  const ownProfileId = user ? (profileLoading ? undefined : (profile?.id ?? null)) : null;

  const sections = cvSectionsOf(artist);
  const works = worksOf(artist);
  const gallery = galleryOf(artist);
  const paragraphs = statementParagraphs(artist.artistStatement);
  const targets = [
    ...(paragraphs.length ? [{ id: 'statement', title: 'Artist Statement' }] : []),
    ...(works.length ? [{ id: 'selected-works', title: 'Selected Works' }] : []),
    ...sections.map((s) => ({ id: s.id, title: s.title })),
    ...(gallery.length ? [{ id: 'gallery', title: 'Gallery' }] : []),
  ];

  return (
    <div className="page artist-page">
      <Link to={paths.artists} className="back-link">
        ← Back to Directory
      </Link>
      {preview ? <PreviewBanner /> : null}
      <ArtistHeader
        artist={artist}
        cvPdfHref={preview ? serverPaths.ownCvPdf : undefined}
        portfolioPdfHref={preview ? serverPaths.ownPortfolioPdf : undefined}
        connectionWidget={
          preview ? null : <ConnectionWidget artistId={artist.id} signedIn={user !== null} ownProfileId={ownProfileId} />
        }
      />

      <div className={targets.length >= 2 ? 'artist-layout' : 'artist-layout artist-layout-single'}>
        <JumpToSection targets={targets} />
        <div className="artist-content">
          {paragraphs.length ? (
            <section id="statement" className="artist-section" aria-labelledby="statement-title">
              <h2 id="statement-title" className="artist-section-title">
                Artist Statement
              </h2>
              <div className="artist-statement">
                {paragraphs.map((p, i) => (
                  <p key={i}>{p}</p>
                ))}
              </div>
            </section>
          ) : null}

          <WorksGallery id="selected-works" title="Selected Works" artworks={works} />

          {sections.map((section) => (
            <section key={section.id} id={section.id} className="artist-section" aria-labelledby={`${section.id}-title`}>
              <h2 id={`${section.id}-title`} className="artist-section-title">
                {section.title}
              </h2>
              <ul className="cv-list">
                {section.entries.map((entry, i) => (
                  <li key={i}>
                    <span className="cv-year">{entry.year ?? ''}</span>
                    <span className="cv-body">
                      {entry.body}
                      {entry.source ? <VenueLink entry={entry.source} /> : null}
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          ))}

          <ExhibitedWith artists={(artist as { exhibitedWith?: ExhibitedWithEntry[] }).exhibitedWith} />

          <WorksGallery id="gallery" title="Gallery" artworks={gallery} />
        </div>
      </div>
    </div>
  );
}
