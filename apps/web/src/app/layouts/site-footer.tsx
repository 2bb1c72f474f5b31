import { SOCIAL_LABELS } from '@skylark/contract';
import { Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { Logo } from '@/components/ui';
import { useSite } from '@/lib/api/get-site';

/**
 * docs/product.md#26-site-settings-contact-inbox-and-newsletter: only the networks SOCIAL_LINKS names, else no "Follow us" column. The site's
 * answer re-renders this column alone, not the footer's links.
 */
function FollowUs() {
  const social = (useSite().data?.socialLinks ?? []).filter((link) => link.network !== 'messenger');
  if (social.length === 0) return null;
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wider text-white uppercase">Follow us</h2>
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

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="bg-navy-950 text-navy-200">
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <Logo tone="light" />
          <p className="mt-4 text-sm leading-relaxed text-navy-300">
            Airline tickets at competitive prices, booked in minutes and supported around the clock.
          </p>
        </div>
        <div>
          <h2 className="text-sm font-semibold tracking-wider text-white uppercase">Explore</h2>
          <ul className="mt-4 space-y-2 text-sm">
            <li>
              <Link className="hover:text-white" to="/book-flights">
                Book Flights
              </Link>
            </li>
            <li>
              <Link className="hover:text-white" to="/track-booking">
                Track Booking
              </Link>
            </li>
            <li>
              <Link className="hover:text-white" to="/about">
                About
              </Link>
            </li>
            <li>
              <Link className="hover:text-white" to="/contact">
                Contact
              </Link>
            </li>
          </ul>
        </div>
        <div>
          <h2 className="text-sm font-semibold tracking-wider text-white uppercase">Support</h2>
          <ul className="mt-4 space-y-3 text-sm">
            <li className="flex items-center gap-2">
              <Phone className="size-4 text-sky-400" aria-hidden="true" />
              <a className="hover:text-white" href="tel:+18005550199">
                +1 (800) 555-0199
              </a>
            </li>
            <li className="flex items-center gap-2">
              <Mail className="size-4 text-sky-400" aria-hidden="true" />
              <a className="hover:text-white" href="mailto:support@skylarkairways.com">
                support@skylarkairways.com
              </a>
            </li>
            <li className="flex items-center gap-2">
              <MapPin className="size-4 text-sky-400" aria-hidden="true" />
              <span>100 Aviation Way, New York, NY</span>
            </li>
          </ul>
        </div>
        <FollowUs />
      </div>
      <div className="border-t border-navy-800">
        <p className="container-page py-5 text-xs text-navy-400">
          © {year} Skylark Airways. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
