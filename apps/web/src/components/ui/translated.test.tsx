import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerForm, type RegisterForm } from '@skylark/contract';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { ConfirmDialog } from './confirm-dialog';
import { ErrorState } from './error-state';
import { Form } from './form';
import { Input } from './input';
import { Pagination } from './pagination';
import { PasswordInput } from './password-input';
import { useSchemaForm } from './use-schema-form';

const EMPTY: RegisterForm = {
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  password: '',
  confirmPassword: '',
};

function EmailForm() {
  const form = useSchemaForm({ schema: registerForm, defaultValues: { ...EMPTY, firstName: 'Ana' } });
  const { errors } = form.formState;
  return (
    <Form form={form} onValid={() => undefined}>
      <Input label="Correo" error={errors.email?.message} {...form.register('email')} />
      <Input label="Apellidos" error={errors.lastName?.message} {...form.register('lastName')} />
      <button type="submit">Enviar</button>
    </Form>
  );
}

describe('the shared components in another language (docs/decisions/102)', () => {
  it('shows a form’s field errors in Spanish', async () => {
    await changeLanguage('es');
    const user = userEvent.setup();
    render(<EmailForm />);
    await user.type(screen.getByLabelText('Correo'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(
      await screen.findByText('Introduzca una dirección de correo electrónico válida'),
    ).toBeInTheDocument();
    expect(screen.getByText('Apellidos: campo obligatorio')).toBeInTheDocument();
  });

  it('speaks Arabic in pagination, dialogs, error states and the password field', async () => {
    await changeLanguage('ar');
    render(
      <>
        <Pagination page={2} totalPages={5} onPageChange={() => undefined} />
        <ErrorState message="x" onRetry={() => undefined} />
        <PasswordInput label="كلمة المرور" />
      </>,
    );
    expect(screen.getByText('الصفحة 2 من 5')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'الصفحة 3' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'حدث خطأ ما' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /حاول مرة أخرى/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إظهار كلمة المرور' })).toBeInTheDocument();
    // a modal dialog hides the rest of the page from assistive technology: it comes last
    render(
      <ConfirmDialog open onOpenChange={() => undefined} title="t" message="m" onConfirm={() => undefined} />,
    );
    expect(await screen.findByRole('button', { name: 'تأكيد' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إغلاق' })).toBeInTheDocument();
  });
});
