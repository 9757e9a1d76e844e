import { createContext, use, type ReactNode } from 'react';

/**
 * Server HTML inside an island that the island does not render itself (the blog's
 * first list of posts): the page renders it, the server splices it in, and the
 * browser hydrates it as the same HTML it found. So the content never travels as
 * props or script. Outside a static page (component tests) it is the element itself.
 */
export type SlotContent = ReactNode | { html: string };

export const IslandSlotsContext = createContext<Readonly<Record<string, SlotContent>>>({});

function isHtml(content: SlotContent): content is { html: string } {
  return typeof content === 'object' && content !== null && 'html' in content && typeof content.html === 'string';
}

export function StaticSlot({ name, className }: { name: string; className?: string | undefined }) {
  const content = use(IslandSlotsContext)[name];
  if (isHtml(content)) return <div data-slot={name} className={className} dangerouslySetInnerHTML={{ __html: content.html }} />;
  return (
    <div data-slot={name} className={className}>
      {content}
    </div>
  );
}

/** The slots' HTML as the server left it, read just before the island is hydrated. */
export function captureSlots(element: HTMLElement): Record<string, { html: string }> {
  const slots: Record<string, { html: string }> = {};
  for (const slot of element.querySelectorAll<HTMLElement>('[data-slot]')) {
    const name = slot.dataset['slot'];
    if (name) slots[name] = { html: slot.innerHTML };
  }
  return slots;
}
