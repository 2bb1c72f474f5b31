import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StrengthMeter } from './strength-meter';

describe('StrengthMeter', () => {
  it('says nothing for an empty password', () => {
    render(<StrengthMeter password="" />);
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('names the strength in words and says why a password is refused', async () => {
    const { rerender } = render(<StrengthMeter password="12345678" email="ada@example.com" />);
    expect(
      await screen.findByText('Password strength: Very weak', {}, { timeout: 60_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/This password is too easy to guess/);

    rerender(<StrengthMeter password="violet-harbour-lamp" email="ada@example.com" />);
    expect(
      await screen.findByText(/Password strength: (Strong|Very strong)/, {}, { timeout: 30_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).not.toHaveTextContent(/too easy/);
  }, 30_000);
});
