import { Link } from 'react-router-dom';
import { ContentPage } from '@/components/ContentPage';
import { paths } from '@oeuvre/ui/lib/paths';
import { ContactForm } from './components/ContactForm';

export function ContactPage() {
  return (
    <ContentPage
      title="Contact"
      lead="Questions about your profile, a review, or the directory? Send us a message and we will answer by email."
      description="Contact the Oeuvre team about your artist profile, the approval of your CV, the directory or your data."
    >
      <ContactForm />
      <p className="muted" style={{ marginTop: 24 }}>
        Many answers are already in the <Link to={paths.faq}>FAQ</Link>. To delete your account, write from the email
        address you sign in with.
      </p>
    </ContentPage>
  );
}
