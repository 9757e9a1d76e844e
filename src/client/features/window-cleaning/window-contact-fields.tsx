import { paneCountOptions } from '#shared/content/window-cleaning.ts';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { NativeSelectInput } from '../../components/ui/native-select-input.tsx';

const paneOptions = paneCountOptions.map((option) => ({ value: option, label: option }));

/** Name, mobile, address, e-mail and the pane count, each with its label and inline message. */
export function WindowContactFields() {
  return (
    <>
      <Field name="fullName" label="Full name" required>
        <Input type="text" autoComplete="name" />
      </Field>
      <Field name="mobile" label="Mobile" required>
        <Input type="tel" autoComplete="tel" />
      </Field>
      <Field name="address" label="Address" required className="sm:col-span-2">
        <Input type="text" autoComplete="address-line1" />
      </Field>
      <Field name="email" label="Email" optional className="sm:col-span-2">
        <Input type="email" autoComplete="email" />
      </Field>
      <Field name="paneCount" label="Rough pane count" required className="sm:col-span-2">
        <NativeSelectInput placeholder="Choose a range" options={paneOptions} />
      </Field>
    </>
  );
}
