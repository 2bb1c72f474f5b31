import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { setUserSession } from '@/lib/session';
import { ok, on, serve } from '@/test/api';
import { sampleUser } from '@/test/records';
import { renderAt } from '@/test/render';
import ProfilePage from './profile-page';

describe('My Profile in Arabic (docs/decisions/102)', () => {
  it('shows the details, the news settings and the change-password card in Arabic', async () => {
    await changeLanguage('ar');
    setUserSession('token', sampleUser);
    serve(
      on('GET /user/profile', ok(sampleUser, 'Profile retrieved')),
      on('GET /user/news', ok({ off: ['PAY_BY'] })),
    );
    renderAt('/profile', { '/profile': <ProfilePage /> });

    expect(screen.getByRole('heading', { name: 'ملفي الشخصي' })).toBeInTheDocument();
    expect(screen.getByText('عضو منذ')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تعديل الملف الشخصي' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'إشعارات حول حجوزاتك' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'تذكير قبل موعد الدفع النهائي' })).not.toBeChecked();
    expect(screen.getByRole('heading', { name: 'تغيير كلمة المرور' })).toBeInTheDocument();
    expect(screen.getByText('8 أحرف على الأقل')).toBeInTheDocument();
  });
});
