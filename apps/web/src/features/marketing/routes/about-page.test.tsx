import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { renderAt } from '@/test/render';
import AboutPage from './about-page';

describe('About', () => {
  it('reads right to left in Arabic, with its story, values and leaders translated', async () => {
    await changeLanguage('ar');
    renderAt('/about', { '/about': <AboutPage /> });
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('heading', { level: 1, name: 'منصة سفر مصمَّمة حول المسافر' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'قيمنا' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'النزاهة' })).toBeInTheDocument();
    // names stay as they are written; roles are translated
    expect(screen.getByRole('heading', { name: 'Elena Marin' })).toBeInTheDocument();
    expect(screen.getByText('الرئيسة التنفيذية والمؤسِّسة')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ابحث عن رحلتك القادمة' })).toHaveAttribute(
      'href',
      '/book-flights',
    );
    expect(screen.queryByText('Our values')).not.toBeInTheDocument();
  });
});
