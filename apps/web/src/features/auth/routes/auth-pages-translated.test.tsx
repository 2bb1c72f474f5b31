import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { LocationProbe, renderAt } from '@/test/render';
import LoginPage from './login-page';
import RegisterPage from './register-page';

describe('sign-up and sign-in in another language (docs/decisions/102)', () => {
  it('asks for the account in Spanish', async () => {
    await changeLanguage('es');
    renderAt('/register', { '/register': <RegisterPage />, '/login': <LocationProbe /> });
    expect(screen.getByRole('heading', { name: 'Cree su cuenta' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Apellidos/)).toBeInTheDocument();
    expect(screen.getByText('10 u 11 dígitos, solo números')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Registrarse' })).toBeInTheDocument();
  });

  it('signs in in Arabic', async () => {
    await changeLanguage('ar');
    renderAt('/login', { '/login': <LoginPage />, '/register': <LocationProbe /> });
    expect(screen.getByRole('heading', { name: 'مرحبًا بعودتك' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^كلمة المرور/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'نسيت كلمة المرور؟' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تسجيل الدخول' })).toBeInTheDocument();
  });
});
