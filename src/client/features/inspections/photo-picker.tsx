import { useId, useState, type ChangeEvent } from 'react';
import { Camera, LoaderCircle, X } from 'lucide-react';
import { randomUuid } from '../../lib/idempotency-key.ts';
import { cn } from '../../lib/cn.ts';
import { PHOTO_UNREADABLE, resizePhoto } from './photo-resize.ts';
import type { QueuedPhoto } from './inspection-queue.ts';

/**
 * Photos of one item (or of a fix): the phone's camera through a file input (`capture="environment"`:
 * the back camera), each photo made small in the browser before it is kept. Shown as thumbnails, each
 * with a Remove button.
 */
export function PhotoPicker({
  photos,
  onChange,
  label,
  max = 6,
  invalid,
}: {
  photos: QueuedPhoto[];
  onChange: (photos: QueuedPhoto[]) => void;
  label: string;
  max?: number;
  invalid?: boolean | undefined;
}) {
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function add(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []).slice(0, Math.max(0, max - photos.length));
    event.target.value = '';
    if (files.length === 0) return;
    setBusy(true);
    setProblem(null);
    const added: QueuedPhoto[] = [];
    for (const file of files) {
      try {
        added.push({ localId: randomUuid(), dataUrl: await resizePhoto(file) });
      } catch {
        setProblem(PHOTO_UNREADABLE);
      }
    }
    setBusy(false);
    if (added.length > 0) onChange([...photos, ...added]);
  }

  return (
    <div className="grid gap-2">
      {photos.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={`${label}: photos`}>
          {photos.map((photo, index) => (
            <li key={photo.localId} className="relative">
              <img src={photo.dataUrl} alt={`Photo ${index + 1}`} className="size-20 rounded-lg border border-slate-200 object-cover" />
              <button
                type="button"
                onClick={() => onChange(photos.filter((p) => p.localId !== photo.localId))}
                className="absolute -top-2 -right-2 flex size-8 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 shadow-sm hover:bg-slate-100"
                aria-label={`Remove photo ${index + 1}`}
              >
                <X className="size-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {photos.length < max ? (
        <label
          htmlFor={inputId}
          className={cn(
            'inline-flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-lg border border-dashed px-4 text-base font-semibold text-brand-800 hover:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600',
            invalid ? 'border-red-500' : 'border-brand-400',
          )}
        >
          {busy ? (
            <LoaderCircle className="size-5 animate-spin motion-reduce:animate-none" aria-hidden="true" />
          ) : (
            <Camera className="size-5" aria-hidden="true" />
          )}
          {busy ? 'Preparing photo…' : photos.length > 0 ? 'Add another photo' : 'Add a photo'}
          <input
            id={inputId}
            type="file"
            accept="image/*"
            capture="environment"
            multiple
            className="sr-only"
            aria-label={`${label}: add a photo`}
            aria-invalid={invalid || undefined}
            onChange={(event) => void add(event)}
          />
        </label>
      ) : null}
      {problem ? (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
