import { useEffect, useId, useRef, useState } from 'react';
import { Check, Copy, Mail, TriangleAlert } from 'lucide-react';
import type { PasswordLink } from '#shared/contracts/users.ts';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { formatDateTime } from './user-format.ts';

type CopyState = 'idle' | 'copied' | 'failed';

async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * The one-time set-password link, shown to the admin once (it is not stored in
 * readable form), with a copy button and whether the user was e-mailed it.
 */
export function PasswordLinkPanel({ link, email }: { link: PasswordLink; email: string }) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const copyRef = useRef<HTMLButtonElement>(null);
  const [copy, setCopy] = useState<CopyState>('idle');
  const expires = formatDateTime(link.expiresAt);

  // The panel replaces the button that was pressed, so move the focus to the next thing to do.
  useEffect(() => {
    copyRef.current?.focus();
  }, []);

  useEffect(() => {
    if (copy !== 'copied') return;
    const timer = setTimeout(() => setCopy('idle'), 4000);
    return () => clearTimeout(timer);
  }, [copy]);

  async function handleCopy() {
    if (await copyText(link.url)) {
      setCopy('copied');
      return;
    }
    // No clipboard access (e.g. plain http): select the text so Ctrl+C / long-press copies it.
    inputRef.current?.focus();
    inputRef.current?.select();
    setCopy('failed');
  }

  return (
    <div className="grid gap-4">
      <Field label="Set-password link">
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            ref={inputRef}
            readOnly
            value={link.url}
            onFocus={(event) => event.currentTarget.select()}
            aria-describedby={`${id}-once`}
            className="font-mono text-sm"
          />
          <Button ref={copyRef} variant={copy === 'copied' ? 'secondary' : 'primary'} onClick={handleCopy} className="sm:shrink-0">
            {copy === 'copied' ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
            {copy === 'copied' ? 'Copied' : 'Copy link'}
          </Button>
        </div>
        <p role="status" className="mt-1.5 min-h-5 text-sm text-slate-600">
          {copy === 'copied' ? 'Link copied to the clipboard.' : null}
          {copy === 'failed' ? 'Could not copy automatically: the link is selected, copy it with Ctrl+C (or long-press on a phone).' : null}
        </p>
      </Field>

      {link.emailed ? (
        <div className="flex items-start gap-2 rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900">
          <Mail className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <p>
            {`We e-mailed this link to ${email}.`} <span className="block">{`It works once and expires on ${expires}.`}</span>
          </p>
        </div>
      ) : (
        <div className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <p>{`E-mail is not configured: give this link to the user yourself. It works once and expires on ${expires}.`}</p>
        </div>
      )}

      <p id={`${id}-once`} className="text-sm font-medium text-slate-700">
        This is the only time the link is shown. Copy it before you close this window.
      </p>
    </div>
  );
}
