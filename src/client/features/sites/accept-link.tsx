import { useId, useRef, useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';

/**
 * The agreement's acceptance link, for the admin to pass on while its e-mail is held (no e-mail set
 * up, issue 30): without it the customer never gets the link. Copy puts it on the clipboard; where
 * the clipboard is out of reach (plain http) the text is selected to copy by hand.
 */
export function AcceptLink({ url }: { url: string }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');

  async function handleCopy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopy('copied');
    } catch {
      input.current?.focus();
      input.current?.select();
      setCopy('failed');
    }
  }

  return (
    <div className="mt-2 grid gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        Acceptance link: send it to the customer yourself
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input id={id} ref={input} readOnly value={url} onFocus={(e) => e.currentTarget.select()} className="font-mono text-xs" />
        <Button variant="outline" onClick={() => void handleCopy()} className="sm:shrink-0">
          {copy === 'copied' ? <Check aria-hidden /> : <Copy aria-hidden />}
          {copy === 'copied' ? 'Copied' : 'Copy link'}
        </Button>
      </div>
      <p role="status" className="min-h-5 text-sm text-slate-600">
        {copy === 'copied' ? 'Link copied to the clipboard.' : null}
        {copy === 'failed' ? 'Could not copy automatically: the link is selected, copy it with Ctrl+C (or long-press on a phone).' : null}
      </p>
    </div>
  );
}
