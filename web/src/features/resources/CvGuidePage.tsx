import { Callout } from '@oeuvre/ui/components/Callout';
import { Link } from 'react-router-dom';
import { ContentPage } from '@/components/ContentPage';
import { paths } from '@oeuvre/ui/lib/paths';
import { cvSectionHeadings } from 'virtual:oeuvre-section-headings';
import type { ReactNode } from 'react';

/** The CV's sections in the one order every CV of Oeuvre follows (the public page, the PDF, the editor's preview). */
const CV_SECTIONS = cvSectionHeadings;

/** What each section holds, by its key; a section without a note is listed by its heading alone. */
const GUIDE_NOTES: Partial<Record<string, ReactNode>> = {
  soloExhibitions: (
    <>
      title, venue, city and year. Two-person shows can go here, marked as such. Galleries print the exhibitions
      first: they are the record of a practice.
    </>
  ),
  groupExhibitions: (
    <>
      the same details. Once the list is long, keep the most relevant and head it &ldquo;Selected Group
      Exhibitions&rdquo;.
    </>
  ),
  commissions: 'title, commissioner, place and year.',
  residencies: 'programme, host, place, length and year.',
  grants: 'name, awarding organisation and year. Amounts are optional.',
  collections: (
    <>
      public, corporate and notable private collections that hold your work. List a private collector only with
      their permission.
    </>
  ),
  publications: (
    <>
      reviews, interviews, catalogue essays and books about your work, as author, &ldquo;title&rdquo;, publication,
      date and pages. Add a link where it is online.
    </>
  ),
  education: (
    <>
      degree, institution and years. Include significant non-degree study such as a long residency programme or
      apprenticeship.
    </>
  ),
  teaching: 'role, institution and year, where they apply.',
  affiliations: 'boards, societies and collectives, where they apply.',
};

export function CvGuidePage() {
  return (
    <ContentPage
      title="CV Writing Guide"
      lead="An artist's CV is a record, not a sales pitch. Here is how to make yours clear, complete and easy for a curator to read in a minute."
      description="How to write an artist CV: what each section holds, the order curators expect, formatting conventions, writing an artist statement and photographing your work."
    >
      <div className="prose">
        <h2>An artist CV is not a job CV</h2>
        <p>
          A résumé sells skills to an employer. An artist CV documents a practice: where you studied, where you have
          shown, who has funded, collected, written about and invited you. Readers scan it for facts and for the shape
          of a career, so accuracy and consistency matter far more than adjectives. Leave out unrelated jobs, hobbies
          and self-praise.
        </p>

        <h2>The sections, in the order readers expect</h2>
        <ol>
          <li>
            <strong>Contact details</strong>: name as you exhibit, the year and place you were born, the city and
            country where you live and work, email and website.
          </li>
          {CV_SECTIONS.map((section) => (
            <li key={section.key}>
              <strong>{section.label}</strong>
              {GUIDE_NOTES[section.key] ? <>: {GUIDE_NOTES[section.key]}</> : null}
            </li>
          ))}
        </ol>
        <p>
          Oeuvre&apos;s editor follows this structure, so each entry lands in the right place and your public page shows
          only the sections you have filled in.
        </p>

        <h2>Formatting conventions</h2>
        <ul>
          <li>Reverse chronological order in every section: the most recent first.</li>
          <li>One line per entry, with the year leading or closing it, and the same order of details throughout.</li>
          <li>
            Write titles of exhibitions in full (Oeuvre sets them in italics, as galleries print them) and check venue
            names and spellings against the venue&apos;s own website. Curators notice.
          </li>
          <li>Mark upcoming shows as forthcoming rather than leaving them out; replace the label once they open.</li>
          <li>Do not pad. A short, accurate CV reads better than a long one stretched with minor entries.</li>
        </ul>

        <h2>Writing your artist statement</h2>
        <p>
          Aim for 100 to 250 words in the first person and in plain language. Say what you make, how you make it, and
          why: the questions, materials and methods that connect your work. Avoid lists of influences and claims a
          reader cannot check. Read it aloud; if a sentence would confuse a friend outside the art world, rewrite it.
          Separate paragraphs with a blank line and they will appear as paragraphs on your profile.
        </p>

        <h2>Selected works</h2>
        <p>
          Choose eight to twelve recent works that show the range and consistency of your practice. Photograph them
          square-on in even, natural light, crop to the edges of the work, and keep colours true. For every image,
          give the title, medium, dimensions (height before width before depth) and year.
        </p>

        <h2>Keep it alive</h2>
        <p>
          Update your CV as things happen, not the night before a deadline. Each change on Oeuvre goes to a short
          review; your last approved version stays public in the meantime.
        </p>
      </div>
      <Callout intent="primary" className="guide-note">
        <strong>Ready to start?</strong> Sign in and open <Link to={paths.createCv}>Create CV</Link>. For funding, residencies and legal advice, see{' '}
        <Link to={paths.artistResources}>Artist Resources</Link>.
      </Callout>
    </ContentPage>
  );
}
