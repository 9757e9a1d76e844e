import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as z from 'zod/mini';
import { showServerErrors, useContractForm } from '../../lib/contract-form.ts';
import { Field, FieldSet } from './field.tsx';
import { Form } from './form.tsx';
import { Checkbox, Input, Textarea } from './input.tsx';
import { SelectInput } from './select-input.tsx';

const schema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'Name is required')),
  email: z.string().check(z.trim(), z.email('Enter a valid e-mail address')),
  size: z.enum(['small', 'large'], 'Choose a size'),
  note: z.string(),
  agree: z.boolean(),
});
type Values = { name: string; email: string; size: 'small' | 'large' | ''; note: string; agree: boolean };
const empty: Values = { name: '', email: '', size: '', note: '', agree: false };

function Sample({ onSubmit, server }: { onSubmit: (values: z.output<typeof schema>) => void; server?: Record<string, string> }) {
  const form = useContractForm<Values, typeof schema>({ schema, defaultValues: empty });
  return (
    <Form
      form={form}
      aria-label="Sample"
      onSubmit={(values) => {
        if (server) showServerErrors(form, server, ['name', 'email', 'size']);
        else onSubmit(values);
      }}
    >
      <Field name="name" label="Name" required hint="As on your ID.">
        <Input autoComplete="name" />
      </Field>
      <Field name="email" label="Email" optional>
        <Input type="email" />
      </Field>
      <Field name="size" label="Size" required>
        <SelectInput
          placeholder="Choose one"
          options={[
            { value: 'small', label: 'Small' },
            { value: 'large', label: 'Large' },
          ]}
        />
      </Field>
      <Field name="note" label="Note">
        <Textarea rows={2} />
      </Field>
      <Checkbox name="agree" label="Text me" />
      <button type="submit">Send</button>
    </Form>
  );
}

describe('Field', () => {
  it('labels its control, marks required and optional, and ties the hint and the error to it', () => {
    render(
      <>
        <Field label="Company" required hint="Legal name." error="Company is required">
          <Input />
        </Field>
        <Field label="Phone" optional>
          <Input type="tel" />
        </Field>
      </>,
    );
    const company = screen.getByRole('textbox', { name: 'Company' });
    expect(company).toBeRequired();
    expect(company).toHaveAttribute('aria-invalid', 'true');
    expect(company).toHaveAccessibleDescription('Legal name. Company is required');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('Company is required')).toHaveClass('text-red-700');

    const phone = screen.getByLabelText('Phone (optional)');
    expect(phone).not.toBeRequired();
    expect(phone).not.toHaveAttribute('aria-invalid');
    expect(phone).not.toHaveAttribute('aria-describedby');
    expect(phone).toHaveClass('min-h-11', 'text-base', 'aria-invalid:border-red-600');
  });

  it('gives a group of choices its legend and error', () => {
    render(
      <FieldSet legend="Plan" required error="Choose a plan">
        <input type="radio" name="plan" aria-label="Monthly" />
      </FieldSet>,
    );
    expect(screen.getByRole('group', { name: 'Plan' })).toHaveAccessibleDescription('Choose a plan');
  });
});

describe('Form with a contract schema', () => {
  it("shows the contract's messages under the fields and focuses the first invalid one", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Sample onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Email (optional)'), 'dana@');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const name = screen.getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAccessibleDescription('As on your ID. Name is required');
    expect(screen.getByLabelText('Email (optional)')).toHaveAccessibleDescription('Enter a valid e-mail address');
    expect(screen.getByRole('combobox', { name: 'Size' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Choose a size')).toBeVisible();
    expect(screen.getByLabelText('Note')).not.toHaveAttribute('aria-invalid');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('checks a flagged field again as it changes, and sends the checked values', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Sample onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), '  Dana ');
    expect(screen.queryByText('Name is required')).toBeNull();

    await user.type(screen.getByLabelText('Email (optional)'), 'dana@example.com');
    await user.click(screen.getByRole('combobox', { name: 'Size' }));
    await user.click(await screen.findByRole('option', { name: 'Large' }));
    expect(screen.getByRole('combobox', { name: 'Size' })).toHaveTextContent('Large');
    await user.type(screen.getByLabelText('Note'), 'Back door');
    await user.click(screen.getByLabelText('Text me'));
    await user.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ name: 'Dana', email: 'dana@example.com', size: 'large', note: 'Back door', agree: true });
  });

  it('checks a filled field when it is left, but leaves it to the submit when it is left for the submit button', async () => {
    const tryLeaving = async (leave: (email: HTMLElement, send: HTMLElement) => void) => {
      const view = render(<Sample onSubmit={vi.fn()} />);
      const email = screen.getByLabelText('Email (optional)');
      fireEvent.change(email, { target: { value: 'not-an-email' } });
      leave(email, screen.getByRole('button', { name: 'Send' }));
      // The check is asynchronous: give it time to show its message before looking.
      await new Promise((resolve) => setTimeout(resolve, 50));
      const shown = screen.queryByText('Enter a valid e-mail address') !== null;
      view.unmount();
      return shown;
    };
    // To another field: said at once.
    expect(await tryLeaving((email) => fireEvent.blur(email, { relatedTarget: screen.getByRole('textbox', { name: 'Name' }) }))).toBe(true);
    // To the submit button (Chromium, Firefox focus it): the message would move the button from under the pointer mid-click.
    expect(await tryLeaving((email, send) => fireEvent.blur(email, { relatedTarget: send }))).toBe(false);
    // Safari does not focus the button: the press on it is what counts.
    expect(
      await tryLeaving((email, send) => {
        fireEvent.pointerDown(send);
        fireEvent.blur(email, { relatedTarget: null });
      }),
    ).toBe(false);

    // The submit then says everything at once.
    const user = userEvent.setup();
    render(<Sample onSubmit={vi.fn()} />);
    await user.type(screen.getByLabelText('Email (optional)'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(screen.getByText('Name is required')).toBeInTheDocument();
  });

  it("puts the server's messages under their fields and focuses the first of them", async () => {
    const user = userEvent.setup();
    render(<Sample onSubmit={vi.fn()} server={{ email: 'That e-mail is taken', other: 'Not shown' }} />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Dana');
    await user.type(screen.getByLabelText('Email (optional)'), 'dana@example.com');
    await user.click(screen.getByRole('combobox', { name: 'Size' }));
    await user.click(await screen.findByRole('option', { name: 'Small' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const email = screen.getByLabelText('Email (optional)');
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAccessibleDescription('That e-mail is taken');
    expect(screen.queryByText('Not shown')).toBeNull();
  });

  it('ignores a second submit while the first one runs, and takes the next one after it ended', async () => {
    const nameOnly = z.object({ name: z.string().check(z.minLength(1, 'Name is required')) });
    let finish = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    function Slow() {
      const form = useContractForm<{ name: string }, typeof nameOnly>({ schema: nameOnly, defaultValues: { name: 'Dana' } });
      return (
        <Form form={form} aria-label="Slow" onSubmit={onSubmit}>
          <Field name="name" label="Name">
            <Input />
          </Field>
        </Form>
      );
    }
    render(<Slow />);
    const form = screen.getByRole('form', { name: 'Slow' });
    // Two submits in the same frame, as a double click or a held Enter key sends them.
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    finish();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toBeEnabled());
    fireEvent.submit(form);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    finish();
  });
});
