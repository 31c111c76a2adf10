import { Link } from 'react-router-dom';
import { Logo } from '@/components/Logo';
import { paths } from '@oeuvre/ui/lib/paths';

const resourceLinks = [
  { to: paths.cvGuide, label: 'CV Writing Guide' },
  { to: paths.artistResources, label: 'Artist Resources' },
  { to: paths.faq, label: 'FAQ' },
  { to: paths.blog, label: 'Blog' },
];

const companyLinks = [
  { to: paths.about, label: 'About' },
  { to: paths.contact, label: 'Contact' },
  { to: paths.privacy, label: 'Privacy Policy' },
  { to: paths.terms, label: 'Terms of Service' },
];

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="site-footer-inner">
        <div className="footer-about">
          <Logo size={24} />
          <p>
            Oeuvre is the platform where artists showcase their professional experience and connect with galleries,
            collectors and curators worldwide.
          </p>
        </div>
        <nav aria-label="Resources" className="footer-links">
          <h2 className="footer-heading">Resources</h2>
          <ul>
            {resourceLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Company" className="footer-links">
          <h2 className="footer-heading">Company</h2>
          <ul>
            {companyLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="footer-copyright">© {year} Oeuvre. All rights reserved.</p>
    </footer>
  );
}
