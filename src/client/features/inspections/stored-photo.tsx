import { useEffect, useState } from 'react';
import { inspectionPhotoUrl } from '#shared/contracts/inspections.ts';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { apiRequest } from '../../lib/api-client.ts';

/** A stored inspection photo: fetched with the session's token (an <img> alone cannot carry it) and shown from memory. */
export function StoredPhoto({ id, alt, className = 'size-20' }: { id: string; alt: string; className?: string }) {
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    // As a data: URL (the page's content security policy admits data: images, not blob: ones).
    apiRequest('GET', inspectionPhotoUrl(id))
      .then((res) => res.blob())
      .then(
        (blob) =>
          new Promise<string>((resolve, reject) => {
            const reader = new FileReader();
            reader.onload = () => resolve(String(reader.result));
            reader.onerror = () => reject(new Error('unreadable'));
            reader.readAsDataURL(blob);
          }),
      )
      .then((url) => {
        if (live) setSrc(url);
      })
      .catch(() => {
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [id]);
  if (failed) return <span className="text-sm text-slate-600">Photo not available</span>;
  if (!src) return <Skeleton className={`${className} rounded-lg`} />;
  return <img src={src} alt={alt} className={`${className} rounded-lg border border-slate-200 object-cover`} />;
}
