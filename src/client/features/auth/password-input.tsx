import { useState, type ComponentProps } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { useFieldControl } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { cn } from '../../lib/cn.ts';

type Props = Omit<ComponentProps<'input'>, 'type'>;

/** A password field with a show/hide toggle (a 44px button inside the field's right edge). */
export function PasswordInput({ className, ...props }: Props) {
  const [visible, setVisible] = useState(false);
  const fieldId = useFieldControl()?.id;
  return (
    <div className="relative">
      <Input {...props} type={visible ? 'text' : 'password'} autoCapitalize="none" spellCheck={false} className={cn('pr-12', className)} />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-label={visible ? 'Hide password' : 'Show password'}
        aria-pressed={visible}
        aria-controls={props.id ?? fieldId}
        className="absolute inset-y-0 right-0 flex w-11 cursor-pointer items-center justify-center rounded-r-lg text-slate-500 transition-colors hover:text-brand-800"
      >
        {visible ? <EyeOff className="size-5" aria-hidden /> : <Eye className="size-5" aria-hidden />}
      </button>
    </div>
  );
}
