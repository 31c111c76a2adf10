import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ContentPage } from '@/components/ContentPage';
import { paths } from '@oeuvre/ui/lib/paths';

const questions: { q: string; a: ReactNode }[] = [
  {
    q: 'What is Oeuvre?',
    a: 'A free platform where artists keep a professional CV online, and where curators, critics, galleries and juries browse a directory of reviewed artist profiles. It is a living record of artistic practice, not a marketplace or a social feed.',
  },
  {
    q: 'Does it cost anything?',
    a: 'No. Creating, publishing and updating a profile is free, and so is browsing the directory. We do not take commission and there is no paid tier.',
  },
  {
    q: 'How do I create my CV?',
    a: (
      <>
        Sign in with the Join as Artist button, then open Create CV. Start with the basic information (name, location,
        contact and artist statement) and save; the other sections, such as education, exhibitions, awards, press and
        selected works, then become available. Our <Link to={paths.cvGuide}>CV Writing Guide</Link> explains what to put
        in each one.
      </>
    ),
  },
  {
    q: 'Why does my profile need approval?',
    a: 'Every profile is read by a person before it appears in the public directory, so that curators can trust what they find there. Approval checks that a profile is a genuine artist CV that follows our terms.',
  },
  {
    q: 'How long does approval take?',
    a: 'Review usually takes 1-3 business days. Your profile shows "Pending Approval" in the editor until then.',
  },
  {
    q: 'What happens when I edit a published profile?',
    a: 'Your changes go back for review. Meanwhile the last approved version stays public, so you never disappear from the directory while an update waits.',
  },
  {
    q: 'My profile was not approved. What now?',
    a: 'The editor shows "Not Approved", with the reason when the reviewer gave one. Update your information, save, and it is submitted for review again.',
  },
  {
    q: 'Which images can I upload?',
    a: 'JPG, PNG or WEBP images of up to 25MB each, for your portrait and for your selected works. Use images you have the right to publish, and photograph work in even, natural light for the best result.',
  },
  {
    q: 'What is the difference between Support and a Connection?',
    a: 'Support is one-way: you support an artist whose practice you admire, and they see it. When two artists support each other, it becomes a Connection. You need your own artist profile to support someone.',
  },
  {
    q: 'Who can see my profile?',
    a: (
      <>
        Once approved, everyone: the profile is public and can appear in search engines. Your sign-in details stay
        private. The <Link to={paths.privacy}>Privacy Policy</Link> lists exactly what is shown.
      </>
    ),
  },
  {
    q: 'I am a curator. Do I need an account?',
    a: 'No. The directory and every published CV can be read without signing in. Search by name, city or country and filter by discipline and location.',
  },
  {
    q: 'How do I delete my account?',
    a: (
      <>
        Write to us through the <Link to={paths.contact}>contact page</Link> from the email address of your account.
        Deletion removes your profile, CV entries, images and connections permanently.
      </>
    ),
  },
];

export function FaqPage() {
  return (
    <ContentPage
      title="Frequently Asked Questions"
      lead="Answers about creating a CV, approval, images, support and privacy."
      description="Answers to common questions about Oeuvre: creating an artist CV, how long approval takes (1-3 business days), images, support and connections, privacy."
    >
      <div className="prose faq-list">
        {questions.map(({ q, a }) => (
          <section key={q}>
            <h2>{q}</h2>
            <p>{a}</p>
          </section>
        ))}
        <p className="muted">
          Another question? <Link to={paths.contact}>Send us a message</Link>.
        </p>
      </div>
    </ContentPage>
  );
}
