import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { ApiError } from './api-fetch.ts';
import { useFormFailure } from './form-failure.ts';

interface Values {
  price: string;
  date: string;
}

/** A form failing once with `error`: its fields' errors and the alert as the hook leaves them. */
function Failed({ error }: { error: unknown }) {
  const form = useForm<Values>({ defaultValues: { price: '', date: '' } });
  const failure = useFormFailure(form, ['price', 'date'], { priceCents: 'price' });
  const { errors } = form.formState;
  return (
    <div>
      <button type="button" onClick={() => failure.show(error)}>
        Fail
      </button>
      <button type="button" onClick={failure.clear}>
        Clear
      </button>
      <button type="button" onClick={() => failure.say('This link has expired.')}>
        Say
      </button>
      <p>price: {errors.price?.message ?? '-'}</p>
      <p>date: {errors.date?.message ?? '-'}</p>
      {failure.message ? (
        <div id={failure.alertId} tabIndex={-1} role="alert">
          {failure.message}
        </div>
      ) : null}
    </div>
  );
}

const refusal = (status: number, body: object) => new ApiError(status, JSON.stringify(body));

describe('useFormFailure', () => {
  it('puts the server’s field problems under their fields (a request field renamed), leaving focus to the form', async () => {
    render(
      <Failed
        error={refusal(400, {
          code: 'VALIDATION_FAILED',
          message: 'Invalid body',
          fields: { priceCents: 'Enter a price', date: 'Choose a weekday' },
        })}
      />,
    );
    const fail = screen.getByRole('button', { name: 'Fail' });
    fail.focus();
    fail.click();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Please correct the highlighted fields.');
    // <Form> focuses the first marked field; the alert must not take it away.
    expect(alert).not.toHaveFocus();
    expect(screen.getByText('price: Enter a price')).toBeInTheDocument();
    expect(screen.getByText('date: Choose a weekday')).toBeInTheDocument();
  });

  it('focuses the alert when no field is marked, again for the same words, and shows a sentence of the screen’s own', async () => {
    render(<Failed error={refusal(409, { code: 'CONFLICT', message: 'That time was just booked.' })} />);
    const fail = screen.getByRole('button', { name: 'Fail' });
    fail.click();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('That time was just booked.');
    await expect.poll(() => document.activeElement).toBe(alert);
    fail.focus();
    fail.click();
    await expect.poll(() => document.activeElement).toBe(screen.getByRole('alert'));
    screen.getByRole('button', { name: 'Say' }).click();
    await expect.poll(() => screen.getByRole('alert').textContent).toBe('This link has expired.');
  });

  it('says a problem with no field on screen in the alert, and clears it', async () => {
    render(<Failed error={refusal(409, { code: 'CONFLICT', message: 'That time was just booked.', fields: { crew: 'Busy' } })} />);
    screen.getByRole('button', { name: 'Fail' }).click();
    expect(await screen.findByRole('alert')).toHaveTextContent('That time was just booked. (Busy)');
    screen.getByRole('button', { name: 'Clear' }).click();
    await expect.poll(() => screen.queryByRole('alert')).toBeNull();
  });
});
