import { toast } from '../components/ui/toast-store.ts';
import { shareOrCopy } from '../features/blog/share-link.ts';

/** Share buttons ([data-share]): the browser's share sheet when it has one, else copy the link and toast (spec §2). */
export function installShareButtons(doc: Document = document): void {
  doc.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-share]') : null;
    if (!button) return;
    const title = button.dataset['share'] || doc.title;
    void shareOrCopy({ title, url: doc.location.href }, navigator).then((outcome) => {
      if (outcome === 'copied') toast({ title: 'Link copied!' });
      if (outcome === 'failed') {
        toast({ title: 'Could not copy the link', description: 'Please copy it from the address bar.', variant: 'destructive' });
      }
    });
  });
}
