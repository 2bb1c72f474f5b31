import { SOCIAL_LABELS } from '@skylark/contract';
import { Mail, MapPin, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '@/components/ui';
import { useSite } from '@/lib/api/get-site';
import { LanguageSwitcher } from './language-switcher';

/**
 * docs/product.md#26-site-settings-contact-inbox-and-newsletter: only the networks SOCIAL_LINKS names, else no "Follow us" column. The site's
 * answer re-renders this column alone, not the footer's links.
 */
function FollowUs() {
  const { t } = useTranslation();
  const social = (useSite().data?.socialLinks ?? []).filter((link) => link.network !== 'messenger');
  if (social.length === 0) return null;
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wider text-white uppercase">{t('footer.followUs')}</h2>
      <ul className="mt-4 flex flex-wrap gap-2 text-sm">
        {social.map((link) => (
          <li key={link.network}>
            <a
              href={link.url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex rounded-full border border-navy-700 px-3 py-1.5 hover:border-sky-400 hover:text-white"
            >
              {SOCIAL_LABELS[link.network]}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The support desk's numbers, the same in every language. */
const SUPPORT = { phone: '+1 (800) 555-0199', tel: '+18005550199', email: 'support@skylarkairways.com' };

export function SiteFooter() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <footer className="bg-navy-950 text-navy-200">
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <Logo tone="light" />
          <p className="mt-4 text-sm leading-relaxed text-navy-300">{t('footer.tagline')}</p>
        </div>
        <div>
          <h2 className="text-sm font-semibold tracking-wider text-white uppercase">{t('footer.explore')}</h2>
          <ul className="mt-4 space-y-2 text-sm">
            <li>
              <Link className="hover:text-white" to="/book-flights">
                {t('footer.bookFlights')}
              </Link>
            </li>
            <li>
              <Link className="hover:text-white" to="/track-booking">
                {t('nav.trackBooking')}
              </Link>
            </li>
            <li>
              <Link className="hover:text-white" to="/about">
                {t('nav.about')}
              </Link>
            </li>
            <li>
              <Link className="hover:text-white" to="/contact">
                {t('nav.contact')}
              </Link>
            </li>
          </ul>
        </div>
        <div>
          <h2 className="text-sm font-semibold tracking-wider text-white uppercase">{t('footer.support')}</h2>
          <ul className="mt-4 space-y-3 text-sm">
            <li className="flex items-center gap-2">
              <Phone className="size-4 text-sky-400" aria-hidden="true" />
              <a className="hover:text-white" href={`tel:${SUPPORT.tel}`} dir="ltr">
                {SUPPORT.phone}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <Mail className="size-4 text-sky-400" aria-hidden="true" />
              <a className="hover:text-white" href={`mailto:${SUPPORT.email}`}>
                {SUPPORT.email}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <MapPin className="size-4 text-sky-400" aria-hidden="true" />
              <span>{t('footer.address')}</span>
            </li>
          </ul>
        </div>
        <FollowUs />
      </div>
      <div className="border-t border-navy-800">
        <p className="container-page py-5 text-xs text-navy-400">{t('footer.rights', { year })}</p>
        <LanguageSwitcher tone="dark" className="container-page pb-5 text-navy-300" />
      </div>
    </footer>
  );
}
