import { cn } from '../../lib/cn.ts';

/** A post's tags as small chips (cards pass at most 3, the article page all of them). */
export function PostTags({ tags, label = 'Tags', className }: { tags: readonly string[]; label?: string; className?: string | undefined }) {
  if (tags.length === 0) return null;
  return (
    <ul aria-label={label} className={cn('flex flex-wrap gap-2', className)}>
      {tags.map((tag) => (
        <li key={tag} className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-700">
          {tag}
        </li>
      ))}
    </ul>
  );
}
