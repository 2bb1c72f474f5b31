import { mfaMessages } from '@skylark/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CodeForm } from './code-form';

describe('CodeForm', () => {
  it('refuses an empty code at its field, focused, and sends the code without its spaces', async () => {
    const onSubmit = vi.fn();
    render(<CodeForm label="Authentication code" submitLabel="Verify" pending={false} onSubmit={onSubmit} />);
    const user = userEvent.setup();
    const field = screen.getByLabelText('Authentication code');

    await user.type(field, '   ');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(mfaMessages.codeRequired);
    await waitFor(() => expect(field).toHaveFocus());
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(field);
    await user.type(field, '12 345');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('12345'));
    expect(field).not.toHaveAccessibleDescription(mfaMessages.codeRequired);
  });

  it('shows the server refusal under the field', () => {
    render(
      <CodeForm
        label="Code"
        submitLabel="Verify"
        pending={false}
        error={mfaMessages.invalidCode}
        onSubmit={vi.fn()}
      />,
    );
    expect(screen.getByLabelText('Code')).toHaveAccessibleDescription(mfaMessages.invalidCode);
  });
});
