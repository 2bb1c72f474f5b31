import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Dialog } from './dialog';
import { changeLanguage } from '@/lib/i18n';
import { LanguageRegion, PageLanguageRegion } from '@/lib/i18n/language-region';

const dialog = (title: string) => (
  <Dialog open onOpenChange={() => undefined} title={title}>
    <p>{title}</p>
  </Dialog>
);

describe('a part of an Arabic page in another language (docs/decisions/109)', () => {
  afterEach(() => changeLanguage('en'));

  it('marks an English region, and a dialog opened from it, English and left to right', async () => {
    await changeLanguage('ar');
    render(
      <LanguageRegion language="en">
        <h1>Booking Details</h1>
        {dialog('Reject booking')}
      </LanguageRegion>,
    );
    expect(screen.getByText('Booking Details').closest('[lang]')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Booking Details').closest('[dir]')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('dialog')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('dialog')).toHaveAttribute('dir', 'ltr');
  });

  it('marks the page’s own part inside it, and its dialog, Arabic and right to left', async () => {
    await changeLanguage('ar');
    render(
      <LanguageRegion language="en">
        <PageLanguageRegion>{dialog('تغيير الرحلة')}</PageLanguageRegion>
      </LanguageRegion>,
    );
    expect(screen.getByRole('dialog')).toHaveAttribute('lang', 'ar');
    expect(screen.getByRole('dialog')).toHaveAttribute('dir', 'rtl');
  });

  it('leaves a dialog outside any region to the page’s own language', async () => {
    await changeLanguage('ar');
    render(dialog('إلغاء الحجز'));
    expect(screen.getByRole('dialog')).not.toHaveAttribute('lang');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});
