import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '@/lib/api-client';
import { Form, type FormProblem } from './form';
import { Input } from './input';
import { useSchemaForm, type FormSchema } from './use-schema-form';

/** Two fields, `city` below `name` on screen, but the schema names the city's problem first. */
const trip = z.object({ name: z.string(), city: z.string() }).superRefine((values, ctx) => {
  if (values.city === '') ctx.addIssue({ code: 'custom', path: ['city'], message: 'City is required' });
  if (values.name === '') ctx.addIssue({ code: 'custom', path: ['name'], message: 'Name is required' });
});
type Trip = z.infer<typeof trip>;

function TripForm({
  schema = trip,
  summary = true,
  refusal,
  onInvalid,
  onValid,
}: {
  schema?: FormSchema<Trip, Trip>;
  summary?: boolean;
  refusal?: unknown;
  onInvalid?: (first: FormProblem | null) => void;
  onValid?: (values: Trip) => void;
}) {
  const form = useSchemaForm<Trip, Trip>({ schema, defaultValues: { name: '', city: '' } });
  const { errors } = form.formState;
  return (
    <Form
      form={form}
      summary={summary}
      onInvalid={onInvalid}
      onValid={(values) => {
        onValid?.(values);
        if (refusal) form.showServerError(refusal, 'Trip not saved');
      }}
    >
      <Input label="Name" error={errors.name?.message} {...form.register('name')} />
      <Input label="City" error={errors.city?.message} {...form.register('city')} />
      <button type="submit">Save</button>
    </Form>
  );
}

describe('Form', () => {
  it("marks every problem at its field at once and focuses the first in the schema's order", async () => {
    const onInvalid = vi.fn();
    const onValid = vi.fn();
    const user = userEvent.setup();
    render(<TripForm onInvalid={onInvalid} onValid={onValid} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('City is required')).toBeInTheDocument();
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(screen.getByLabelText('City')).toHaveFocus());
    expect(onInvalid).toHaveBeenCalledWith({ path: 'city', message: 'City is required' }, expect.anything());
    expect(onValid).not.toHaveBeenCalled();
  });

  it("maps the server's field errors onto the fields it has, focuses the first and sums the refusal up", async () => {
    const refusal = new ApiError(400, 'city: Unknown city', [
      { field: 'city', message: 'Unknown city' },
      { field: 'airline', message: 'No such field on this form' },
    ]);
    const user = userEvent.setup();
    render(<TripForm refusal={refusal} />);
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.type(screen.getByLabelText('City'), 'Atlantis');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const city = screen.getByLabelText('City');
    await screen.findAllByText('Unknown city');
    expect(city).toHaveAttribute('aria-invalid', 'true');
    expect(document.getElementById(`${city.id}-error`)).toHaveTextContent('Unknown city');
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(city).toHaveFocus());
    // the summary says the field's own message, without the "city: " prefix
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Unknown city',
      'Unknown city',
    ]);
    expect(screen.queryByText('No such field on this form')).not.toBeInTheDocument();
  });

  it("sums up a refusal that names no field with the server's message, else the fallback", async () => {
    const user = userEvent.setup();
    const { unmount } = render(<TripForm refusal={new ApiError(409, 'The trip is full')} />);
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.type(screen.getByLabelText('City'), 'Oslo');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The trip is full');
    unmount();

    render(<TripForm refusal={new Error('offline')} />);
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.type(screen.getByLabelText('City'), 'Oslo');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Trip not saved');
  });

  it('loads a lazily given schema with the first check, once, and checks as the schema does', async () => {
    const load = vi.fn(() => Promise.resolve(trip));
    const onValid = vi.fn();
    const user = userEvent.setup();
    render(<TripForm schema={load} onValid={onValid} />);
    expect(load).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('City is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.type(screen.getByLabelText('City'), 'Oslo');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onValid).toHaveBeenCalledWith({ name: 'Ada', city: 'Oslo' }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says so when its check did not download, and downloads it again with the next try', async () => {
    const load = vi
      .fn<() => Promise<typeof trip>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(trip);
    const onInvalid = vi.fn();
    const onValid = vi.fn();
    const user = userEvent.setup();
    // a form without a summary of the server's refusals still shows it
    render(<TripForm schema={load} summary={false} onInvalid={onInvalid} onValid={onValid} />);
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.type(screen.getByLabelText('City'), 'Oslo');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Network error occurred');
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
    expect(onInvalid).not.toHaveBeenCalled();
    expect(onValid).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onValid).toHaveBeenCalledWith({ name: 'Ada', city: 'Oslo' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
