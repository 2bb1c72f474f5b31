// The newsletter's texts, apart from its schemas: the page that shows the form loads no zod
// (docs/product.md#102-what-the-public-pages-load-first).

/** Newsletter double opt-in (docs/product.md#26-site-settings-contact-inbox-and-newsletter). */
export const newsletterMessages = {
  checkEmail: 'Please check your e-mail to confirm your subscription.',
  confirmed: 'Your subscription is confirmed. Welcome aboard!',
  unsubscribed: 'You are unsubscribed. You will get no more newsletters.',
  invalidLink: 'Invalid or expired link',
  subscribeFailed: 'We could not subscribe you. Please try again.',
  newsletterSent: 'Newsletter sent',
  unsubscribeButton: 'Unsubscribe',
} as const;
