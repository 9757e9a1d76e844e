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
  it('puts the server’s field problems under their fields (a request field renamed), and focuses the alert', async () => {
    render(
      <Failed
        error={refusal(400, {
          code: 'VALIDATION_FAILED',
          message: 'Invalid body',
          fields: { priceCents: 'Enter a price', date: 'Choose a weekday' },
        })}
      />,
    );
    screen.getByRole('button', { name: 'Fail' }).click();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Please correct the highlighted fields.');
    expect(alert).toHaveFocus();
    expect(screen.getByText('price: Enter a price')).toBeInTheDocument();
    expect(screen.getByText('date: Choose a weekday')).toBeInTheDocument();
  });

  it('says a problem with no field on screen in the alert, and clears it', async () => {
    render(<Failed error={refusal(409, { code: 'CONFLICT', message: 'That time was just booked.', fields: { crew: 'Busy' } })} />);
    screen.getByRole('button', { name: 'Fail' }).click();
    expect(await screen.findByRole('alert')).toHaveTextContent('That time was just booked. (Busy)');
    screen.getByRole('button', { name: 'Clear' }).click();
    await expect.poll(() => screen.queryByRole('alert')).toBeNull();
  });
});
