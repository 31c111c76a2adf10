import { Link } from 'react-router-dom';
import { ContentPage } from '@/components/ContentPage';
import { paths } from '@oeuvre/ui/lib/paths';

export function TermsPage() {
  return (
    <ContentPage
      title="Terms of Service"
      lead="The rules that keep Oeuvre a trustworthy record for artists and the people who read it."
      description="The terms for using Oeuvre: accounts, what you may publish, ownership of your work, reviews, and how accounts can be suspended or closed."
    >
      <div className="prose">
        <h2>1. Using Oeuvre</h2>
        <p>
          Oeuvre is a free service where artists publish a professional CV and visitors browse a directory of artists.
          By signing in or publishing a profile you accept these terms. You must be old enough to enter into an
          agreement where you live, or have a parent or guardian&apos;s permission.
        </p>

        <h2>2. Your account</h2>
        <p>
          You sign in through an identity provider; keep that account secure, because anyone who can use it can
          change your profile. One person keeps one artist profile. Collectives may keep a profile in the
          collective&apos;s name.
        </p>

        <h2>3. What you publish</h2>
        <ul>
          <li>Publish only information about your own practice, and keep it truthful and current.</li>
          <li>
            List exhibitions, awards, residencies, collections and press as they happened. Do not invent or inflate
            entries: the directory is only useful if curators can trust it.
          </li>
          <li>Upload only images you have the right to use, and credit photographers where they ask for it.</li>
          <li>
            Do not publish anything unlawful, hateful, harassing or sexually explicit without artistic context, and no
            one else&apos;s personal data.
          </li>
          <li>Oeuvre is not a marketplace: do not use it for selling, advertising or fundraising.</li>
        </ul>

        <h2>4. Your work stays yours</h2>
        <p>
          You keep all rights to your texts and images. You give Oeuvre a non-exclusive, worldwide, royalty-free
          licence to store, resize and display them on the service, in search results and in link previews, for as
          long as they are on your profile. The licence ends when you remove them, apart from copies in backups that
          are deleted on their normal schedule.
        </p>

        <h2>5. Review</h2>
        <p>
          New profiles and changes to published profiles are reviewed before they appear publicly, usually within one
          to three business days. Approval means a profile meets these terms; it is not an endorsement of the artist or
          a check of every fact. We may decline a profile and will tell you so in the editor, so you can change it and
          submit again.
        </p>

        <h2>6. Support and connections</h2>
        <p>
          Supporting another artist is public and should be sincere. Do not use support requests to spam or pressure
          other artists. Anyone can remove their support or decline a connection at any time.
        </p>

        <h2>7. Suspension and closing</h2>
        <p>
          We may edit or remove content, freeze an account or delete it when these terms are broken, and we will
          explain why where we can. You may stop using Oeuvre at any time and ask us to delete your account through
          the <Link to={paths.contact}>contact page</Link>. Deletion is permanent.
        </p>

        <h2>8. No guarantees</h2>
        <p>
          We work to keep Oeuvre available and your data safe, but the service is provided as it is, without warranty.
          Keep your own copy of your CV and images. To the extent the law allows, Oeuvre is not liable for indirect
          losses arising from use of the service.
        </p>

        <h2>9. Changes and questions</h2>
        <p>
          We may update these terms and will announce significant changes on the site before they apply. Questions are
          welcome through the <Link to={paths.contact}>contact page</Link>. See also our{' '}
          <Link to={paths.privacy}>Privacy Policy</Link>.
        </p>
      </div>
    </ContentPage>
  );
}
