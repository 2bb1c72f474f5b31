import { siteMessages } from '@skylark/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, on, serve } from '@/test/api';
import { renderAt } from '@/test/render';
import { ContactForm } from './contact-form';

describe('Contact form', () => {
  it('names a missing field at the field, focuses it, and sends the message once all five are filled', async () => {
    const seen = serve(on('POST /contact', ok({ _id: '00000000-0000-4000-8000-000000000009' })));
    const user = userEvent.setup();
    renderAt('/contact', { '/contact': <ContactForm /> });
    await user.type(screen.getByLabelText(/^First name/), 'Grace');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Last name is required')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Last name/)).toHaveFocus());
    expect(seen).toHaveLength(0);

    await user.type(screen.getByLabelText(/^Last name/), 'Hopper');
    await user.type(screen.getByLabelText(/^Email/), 'grace@example.com');
    await user.type(screen.getByLabelText(/^Subject/), 'Bags');
    await user.type(screen.getByLabelText(/^Message/), 'How many?');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(siteMessages.messageSent)).toBeInTheDocument();
    expect(seen[0]?.body).toEqual({
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.com',
      subject: 'Bags',
      message: 'How many?',
    });
  });
});
