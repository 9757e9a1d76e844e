import { Share2 } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';

/**
 * Share: the browser's share sheet when it has one, else copy the link and toast
 * 'Link copied!' (spec §2). The post page is static HTML; the site script
 * (enhance/share.ts) handles every [data-share] button.
 */
export function ShareButton({ title }: { title: string }) {
  return (
    <Button variant="outline" data-share={title}>
      <Share2 aria-hidden />
      Share
    </Button>
  );
}
