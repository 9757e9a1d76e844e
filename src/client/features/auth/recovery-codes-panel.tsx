import { useState } from 'react';
import { Copy, Download } from 'lucide-react';
import { Button, buttonClasses } from '../../components/ui/button.tsx';

interface Props {
  codes: readonly string[];
  username: string;
  onDone: () => void;
}

/** The recovery codes, shown once (only their digests are kept): copy, download, then done. */
export function RecoveryCodesPanel({ codes, username, onDone }: Props) {
  const [copied, setCopied] = useState(false);
  const text = `Recovery codes for ${username}\nEach code signs in once when you cannot use your authenticator app.\n\n${codes.join('\n')}\n`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }

  return (
    <div className="space-y-4">
      <div className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900" role="status">
        <p className="font-semibold">Save these recovery codes now.</p>
        <p className="mt-1">
          They are shown only once. Each one signs you in a single time if you lose your phone. Keep them somewhere safe, away from your
          phone.
        </p>
      </div>
      <ol
        aria-label="Recovery codes"
        className="grid grid-cols-2 gap-2 rounded-lg bg-slate-50 p-4 font-mono text-base text-slate-900 ring-1 ring-slate-200 "
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="button" variant="outline" onClick={copy}>
          <Copy aria-hidden />
          {copied ? 'Copied' : 'Copy codes'}
        </Button>
        <a
          className={buttonClasses({ variant: 'outline' })}
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
          download="recovery-codes.txt"
        >
          <Download aria-hidden />
          Download
        </a>
        <Button type="button" onClick={onDone}>
          I have saved my codes
        </Button>
      </div>
    </div>
  );
}
