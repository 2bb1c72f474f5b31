import { MSG, seatTakenMessage } from '@skylark/contract';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '@/lib/api-client';
import { changeLanguage } from '@/lib/i18n';
import { errorMessage, useErrorMessage } from './error-message';
import { BackOfficeRegion } from './language-region';

const seatTaken = new ApiError(409, seatTakenMessage('3A'), [], 'SEAT_TAKEN');

describe('errorMessage', () => {
  afterEach(() => changeLanguage('en'));

  it('prefers the server message and falls back otherwise', () => {
    expect(errorMessage(new ApiError(409, 'Seat 1A is no longer available'), 'x', 'en')).toBe(
      'Seat 1A is no longer available',
    );
    expect(errorMessage(new ApiError(502, ''), MSG.fetchFlightsFailed, 'en')).toBe(MSG.fetchFlightsFailed);
    expect(errorMessage(new Error('boom'), MSG.loginFailed, 'en')).toBe(MSG.loginFailed);
    expect(errorMessage(undefined, MSG.registrationFailed, 'en')).toBe(MSG.registrationFailed);
  });

  it('gives the web’s own text for the code in another language, and the server’s English in English', async () => {
    await changeLanguage('ar');
    expect(errorMessage(seatTaken, 'x', 'ar')).toBe('هذا المقعد لم يعد متاحًا. يُرجى اختيار مقعد آخر.');
    expect(errorMessage(seatTaken, 'x', 'en')).toBe(seatTakenMessage('3A'));
    // a call that got no answer, made while the page is in Arabic, says so in the reader's language
    const unanswered = new NetworkError();
    expect(errorMessage(unanswered, 'x', 'ar')).toBe('حدث خطأ في الشبكة');
    expect(errorMessage(unanswered, 'x', 'en')).toBe(MSG.networkError);
  });

  it('writes a refusal in English in the back office of an Arabic page, and in Arabic outside it', async () => {
    await changeLanguage('ar');
    function Refusal({ testId }: { testId: string }) {
      const message = useErrorMessage();
      return <p data-testid={testId}>{message(seatTaken, 'x')}</p>;
    }
    render(
      <>
        <Refusal testId="traveller" />
        <BackOfficeRegion>
          <Refusal testId="desk" />
        </BackOfficeRegion>
      </>,
    );
    expect(screen.getByTestId('traveller')).toHaveTextContent('هذا المقعد لم يعد متاحًا');
    expect(screen.getByTestId('desk')).toHaveTextContent(seatTakenMessage('3A'));
  });
});
