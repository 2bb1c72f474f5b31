import {
  ageMismatchMessage,
  authMessages,
  refundMessages,
  registerForm,
  unsafeTextMessage,
} from '@skylark/contract';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { fieldError } from './field-error';
import english from './locales/en/validation';

describe('field errors in the language shown (docs/decisions/102, "Formats")', () => {
  it('keeps the texts written out in the English namespace equal to the contract’s', () => {
    expect(english.messages.wrongCurrentPassword).toBe(authMessages.wrongCurrentPassword);
    expect(english.messages.passwordContainsEmail).toBe(authMessages.passwordContainsEmail);
    expect(english.messages.weakPassword).toBe(authMessages.weakPassword);
    expect(english.messages.refundAddressInvalid).toBe(refundMessages.addressInvalid);
    expect(english.messages.refundAddressMixedCase).toBe(refundMessages.addressMixedCase);
    expect(english.templates.ageMismatch.replace('{{passenger}}', '2')).toBe(ageMismatchMessage(2));
  });

  it('shows every English message as it is', () => {
    expect(fieldError('Please enter a valid email address', 'en')).toBe('Please enter a valid email address');
    expect(fieldError('First name is required', 'en')).toBe('First name is required');
  });

  it('translates the register form’s own messages into Spanish, naming the field in Spanish', async () => {
    await changeLanguage('es');
    const empty = {
      firstName: '',
      lastName: '',
      email: 'x',
      phoneNumber: '1',
      password: 'a',
      confirmPassword: 'b',
    };
    const messages = registerForm
      .safeParse(empty)
      .error!.issues.map((issue) => fieldError(issue.message, 'es'));
    expect(messages).toEqual(
      expect.arrayContaining([
        'Las contraseñas no coinciden',
        'Introduzca una dirección de correo electrónico válida',
        'Nombre: campo obligatorio',
        'Apellidos: campo obligatorio',
      ]),
    );
  });

  it('translates templates into Arabic and leaves a message it does not know as it came', async () => {
    await changeLanguage('ar');
    expect(fieldError(ageMismatchMessage(3), 'ar')).toBe(
      'المسافر 3: العمر لا يتوافق مع تاريخ الميلاد في يوم المغادرة',
    );
    expect(fieldError(unsafeTextMessage('Subject'), 'ar')).toMatch(/^الموضوع: /);
    expect(fieldError(`${authMessages.weakPassword}: Add another word`, 'ar')).toBe(
      'كلمة المرور هذه سهلة التخمين',
    );
    expect(fieldError('A rule added later', 'ar')).toBe('A rule added later');
  });

  it('leaves a message in English for a part of an Arabic page written in English, as the back office is', async () => {
    await changeLanguage('ar');
    expect(fieldError(ageMismatchMessage(3), 'en')).toBe(ageMismatchMessage(3));
    expect(fieldError('Please enter a valid email address', 'en')).toBe('Please enter a valid email address');
  });
});
