import { Clock, Mail, MapPin, MessageCircle, MessagesSquare, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses, usePageTitle } from '@/components/ui';
import { useSite } from '@/lib/api/get-site';
import { ContactForm } from '@/features/marketing/components/contact-form';
import { PageHero } from '@/features/marketing/components/page-hero';
import { CONTACT } from '@/features/marketing/data/content';

/** Contact (docs/product.md#23-visitor-and-customer-screens, docs/product.md#26-site-settings-contact-inbox-and-newsletter): details, hours, Messenger and live chat when configured, the form. */
export default function ContactPage() {
  const { t } = useTranslation('marketing');
  const { t: common } = useTranslation('common');
  usePageTitle(t('contact.title'));
  const details = [
    { icon: Phone, title: 'phone', value: CONTACT.phone, href: CONTACT.phoneHref },
    { icon: Mail, title: 'email', value: CONTACT.email, href: `mailto:${CONTACT.email}` },
    { icon: MapPin, title: 'address', value: common('footer.address'), href: undefined },
  ] as const;
  const site = useSite().data;
  const messenger = site?.socialLinks.find((link) => link.network === 'messenger')?.url;
  const chat = site?.supportChatUrl ?? undefined;

  return (
    <>
      <PageHero eyebrow={t('contact.eyebrow')} title={t('contact.heading')} lead={t('contact.lead')} />
      <div className="container-page grid gap-10 py-14 lg:grid-cols-5">
        <aside className="space-y-6 lg:col-span-2" aria-label={t('contact.details')}>
          <ul className="space-y-4">
            {details.map(({ icon: Icon, title, value, href }) => (
              <li
                key={title}
                className="flex gap-4 rounded-2xl border border-navy-100 bg-white p-5 shadow-card"
              >
                <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-sky-50 text-sky-700">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <div className="min-w-0">
                  <h2 className="text-sm font-semibold text-navy-600">{t(`contact.${title}`)}</h2>
                  {href ? (
                    <a
                      href={href}
                      dir="ltr"
                      className="font-semibold wrap-anywhere text-navy-900 hover:text-sky-700"
                    >
                      {value}
                    </a>
                  ) : (
                    <p className="font-semibold text-navy-900">{value}</p>
                  )}
                </div>
              </li>
            ))}
          </ul>
          <div className="rounded-2xl border border-navy-100 bg-white p-5 shadow-card">
            <h2 className="flex items-center gap-2 font-semibold text-navy-900">
              <Clock className="size-5 text-sky-700" aria-hidden="true" />
              {t('contact.hours')}
            </h2>
            <ul className="mt-3 space-y-1 text-sm text-navy-700">
              <li>{t('contact.weekdays')}</li>
              <li>{t('contact.weekend')}</li>
            </ul>
          </div>
          {(messenger ?? chat) && (
            <div className="flex flex-col gap-3 sm:flex-row lg:flex-col xl:flex-row">
              {messenger && (
                <a
                  href={messenger}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={buttonClasses({
                    variant: 'secondary',
                    className: 'sm:flex-1 lg:flex-none xl:flex-1',
                  })}
                >
                  <MessageCircle className="size-4" aria-hidden="true" />
                  {t('contact.messenger')}
                </a>
              )}
              {chat && (
                <a
                  href={chat}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={buttonClasses({
                    variant: 'outline',
                    className: 'sm:flex-1 lg:flex-none xl:flex-1',
                  })}
                >
                  <MessagesSquare className="size-4" aria-hidden="true" />
                  {t('contact.chat')}
                </a>
              )}
            </div>
          )}
        </aside>

        <section
          aria-labelledby="contact-form-title"
          className="rounded-2xl border border-navy-100 bg-white p-6 shadow-card sm:p-8 lg:col-span-3"
        >
          <h2 id="contact-form-title" className="text-2xl font-bold text-navy-900">
            {t('contact.formTitle')}
          </h2>
          <p className="mt-1 text-sm text-navy-600">{t('contact.formLead')}</p>
          <ContactForm />
        </section>
      </div>
    </>
  );
}
