import { Share2 } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { shareOrCopy } from './share-link.ts';

/** Share: the browser's share sheet when it has one, else copy the link and toast 'Link copied!' (spec §2). */
export function ShareButton({ title }: { title: string }) {
  async function share() {
    const outcome = await shareOrCopy({ title, url: window.location.href }, navigator);
    if (outcome === 'copied') toast({ title: 'Link copied!' });
    if (outcome === 'failed') {
      toast({ title: 'Could not copy the link', description: 'Please copy it from the address bar.', variant: 'destructive' });
    }
  }
  return (
    <Button variant="outline" onClick={() => void share()}>
      <Share2 aria-hidden />
      Share
    </Button>
  );
}
