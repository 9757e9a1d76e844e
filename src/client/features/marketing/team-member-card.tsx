import type { TeamMember } from '#shared/content/about.ts';
import { Card } from '../../components/ui/card.tsx';

/** First letters of the first and last word of a name: "Angela Ruiz" -> "AR". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/** A team member with an initials avatar: no photos, so no face is ever attached to a name. */
export function TeamMemberCard({ member }: { member: TeamMember }) {
  return (
    <Card className="h-full p-6 text-center">
      <span
        aria-hidden="true"
        className="mx-auto flex size-20 items-center justify-center rounded-full bg-brand-700 text-2xl font-bold tracking-wide text-white ring-4 ring-brand-100"
      >
        {initialsOf(member.name)}
      </span>
      <h3 className="mt-5 text-lg font-semibold text-slate-900">{member.name}</h3>
      <p className="mt-1 text-sm font-semibold text-brand-700">{member.role}</p>
      <p className="mt-3 text-sm leading-relaxed text-slate-600">{member.bio}</p>
    </Card>
  );
}
