import { Link } from 'react-router-dom';
import { ContentPage } from '@/components/ContentPage';
import { paths } from '@oeuvre/ui/lib/paths';

export function PrivacyPage() {
  return (
    <ContentPage
      title="Privacy Policy"
      lead="What we collect, why, who can see it, and how to have it removed."
      description="How Oeuvre handles personal data: what is public on an artist profile, what stays private, cookies, retention and your rights."
    >
      <div className="prose">
        <h2>The short version</h2>
        <ul>
          <li>We collect only what is needed to run your account and show the CV you choose to publish.</li>
          <li>Everything you put on your artist profile is public once it is approved. Nothing else is.</li>
          <li>We do not sell data, show advertising or use third-party tracking.</li>
          <li>You can ask us to delete your account and everything in it at any time.</li>
        </ul>

        <h2>What we collect</h2>
        <h3>Your account</h3>
        <p>
          When you sign in, your identity provider tells us your email address, your first and last name and, if it
          has one, a profile picture. We use these to recognise you and to pre-fill your CV.
        </p>
        <h3>Your artist profile</h3>
        <p>
          Everything you enter in the CV editor: your name and display name, city and country, contact email, website,
          artist statement, the entries of each CV section, your social media links, and the images you upload of
          yourself and your work.
        </p>
        <h3>Support and connections</h3>
        <p>Which artists you support and which connection requests you accept or reject.</p>
        <h3>Messages you send us</h3>
        <p>The name, email address, subject and message you enter in the contact form.</p>
        <h3>Technical data</h3>
        <p>
          A session cookie that keeps you signed in, and short-lived server logs (address, time and path of a request)
          used to keep the service secure and running. Your colour theme choice is stored only in your own browser.
        </p>

        <h2>What is public</h2>
        <p>
          Once an administrator approves your profile, its contents are visible to anyone, including search engines
          and link previews: your name, location, the contact email and website you entered, your statement, your CV
          entries, your images, your social links and the artists who support you. If you would rather not publish an
          email address, leave the contact email field with an address you are happy to share. Your sign-in email and
          your account details are never shown publicly.
        </p>

        <h2>Who else sees your data</h2>
        <p>
          Administrators of Oeuvre can see profiles awaiting review and the messages sent through the contact form,
          and can edit or remove content that breaks the <Link to={paths.terms}>Terms of Service</Link>. We use
          hosting providers to store data and serve the site; they process it only on our instructions. We share
          data with authorities only where the law requires it.
        </p>

        <h2>Cookies</h2>
        <p>
          We use essential cookies to sign you in, never for advertising or analytics. One keeps you signed in and is
          removed when you log out or when the session expires; while you sign in, another holds that step for ten
          minutes. After you log out, a cookie that holds nothing about you makes the next sign-in on that browser ask
          for your login again, so the next person at a shared computer is not signed in as you. If you choose a
          theme (light, dark or system), a cookie remembers that choice for a year so pages open in it; it holds
          nothing else.
        </p>

        <h2>How long we keep it</h2>
        <p>
          Your account and profile are kept until you delete them or ask us to. When an account is deleted, its
          profile, CV entries, uploaded images and connections are removed permanently. Contact messages are kept only
          as long as needed to answer them. Server logs are rotated within weeks.
        </p>

        <h2>Your rights</h2>
        <p>
          You can see and correct your profile at any time in the CV editor. You can ask for a copy of the data we
          hold about you, for its correction or for its deletion, and you can object to how we use it. Write to us
          through the <Link to={paths.contact}>contact page</Link>; we answer within 30 days. If you are unhappy with
          our answer you may complain to your local data protection authority.
        </p>

        <h2>Changes</h2>
        <p>
          If we change this policy in a way that matters, we will say so on the site before the change takes effect.
        </p>
      </div>
    </ContentPage>
  );
}
