import { CONTACT_TICK_MS } from '@skylark/contract';
import { CheckCircle2, Clock, Mail, MapPin, MessageCircle, MessagesSquare, Phone, Send } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Button, buttonClasses, Input, Textarea, usePageTitle } from '@/components/ui';
import { PageHero } from '@/features/marketing/components/page-hero';
import { CONTACT } from '@/features/marketing/data/content';

const DETAILS = [
  { icon: Phone, title: 'Phone', value: CONTACT.phone, href: CONTACT.phoneHref },
  { icon: Mail, title: 'Email', value: CONTACT.email, href: `mailto:${CONTACT.email}` },
  { icon: MapPin, title: 'Address', value: CONTACT.address, href: undefined },
] as const;

/** Contact (docs/product.md §2.3): details, business hours, messenger and chat, and a form that sends nothing. */
export default function ContactPage() {
  usePageTitle('Contact Us');
  const [sent, setSent] = useState(false);

  useEffect(() => {
    if (!sent) return;
    const timer = window.setTimeout(() => setSent(false), CONTACT_TICK_MS);
    return () => window.clearTimeout(timer);
  }, [sent]);

  // docs/product.md §7: no call is made; the form only shows a check mark for 3 seconds.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    event.currentTarget.reset();
    setSent(true);
  };

  return (
    <>
      <PageHero
        eyebrow="Contact"
        title="We are here to help"
        lead="Questions about a booking, a fare or a special request? Reach us any way you like."
      />
      <div className="container-page grid gap-10 py-14 lg:grid-cols-5">
        <aside className="space-y-6 lg:col-span-2" aria-label="Contact details">
          <ul className="space-y-4">
            {DETAILS.map(({ icon: Icon, title, value, href }) => (
              <li
                key={title}
                className="flex gap-4 rounded-2xl border border-navy-100 bg-white p-5 shadow-card"
              >
                <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-sky-50 text-sky-700">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <div className="min-w-0">
                  <h2 className="text-sm font-semibold text-navy-600">{title}</h2>
                  {href ? (
                    <a href={href} className="font-semibold break-words text-navy-900 hover:text-sky-700">
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
              Business hours
            </h2>
            <ul className="mt-3 space-y-1 text-sm text-navy-700">
              <li>{CONTACT.weekdays}</li>
              <li>{CONTACT.weekend}</li>
            </ul>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row lg:flex-col xl:flex-row">
            <a
              href={CONTACT.messenger}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses({
                variant: 'secondary',
                className: 'sm:flex-1 lg:flex-none xl:flex-1',
              })}
            >
              <MessageCircle className="size-4" aria-hidden="true" />
              Message us on Messenger
            </a>
            <a
              href={CONTACT.chat}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses({ variant: 'outline', className: 'sm:flex-1 lg:flex-none xl:flex-1' })}
            >
              <MessagesSquare className="size-4" aria-hidden="true" />
              Start a live chat
            </a>
          </div>
        </aside>

        <section
          aria-labelledby="contact-form-title"
          className="rounded-2xl border border-navy-100 bg-white p-6 shadow-card sm:p-8 lg:col-span-3"
        >
          <h2 id="contact-form-title" className="text-2xl font-bold text-navy-900">
            Send us a message
          </h2>
          <p className="mt-1 text-sm text-navy-600">We usually answer within one business day.</p>
          <form className="mt-6 grid gap-5 sm:grid-cols-2" onSubmit={onSubmit}>
            <Input label="First name" name="firstName" autoComplete="given-name" required />
            <Input label="Last name" name="lastName" autoComplete="family-name" required />
            <Input
              label="Email"
              name="email"
              type="email"
              autoComplete="email"
              required
              containerClassName="sm:col-span-2"
            />
            <Input label="Subject" name="subject" required containerClassName="sm:col-span-2" />
            <Textarea label="Message" name="message" rows={5} required containerClassName="sm:col-span-2" />
            <div className="flex flex-wrap items-center gap-4 sm:col-span-2">
              <Button type="submit" size="lg" icon={<Send className="size-4" aria-hidden="true" />}>
                Send Message
              </Button>
              <p role="status" className="min-h-6">
                {sent && (
                  <span
                    className="inline-flex items-center gap-2 text-sm font-semibold text-success-700"
                    data-testid="contact-sent"
                  >
                    <CheckCircle2 className="size-6" aria-hidden="true" />
                    Message sent
                  </span>
                )}
              </p>
            </div>
          </form>
        </section>
      </div>
    </>
  );
}
