import { postInputSchema } from '#shared/contracts/blog-admin.ts';
import { addDays, daysBetween } from '#shared/domain/company-time.ts';
import type { DemoContext } from './demo-context.ts';

/**
 * The content team's work (decision 0044), through the real services: a run that wrote landing pages
 * for cities without one, a later run of city articles (each a content run with its outcomes, its
 * drafts waiting in the review queue), and an article the office manager is still writing.
 */
const DRAFT = {
  title: 'Winter entry mats: what they save on your floors',
  excerpt: 'Salt and slush ride in on every pair of boots from November to April. Here is what longer entry mats save on floor care.',
  content: [
    'Every Twin Cities winter, de-icing salt and grit come through the front door on boots and settle into carpet and hard floors.',
    '',
    '## Why the first fifteen feet matter',
    '',
    'Most of the grit tracked in is caught in the first steps inside. A mat long enough for four to six steps catches most of it before it reaches the office.',
    '',
    '## What we see on our routes',
    '',
    'Buildings that extend their mats in November need less extraction in March, and their hard floors keep their finish longer.',
  ].join('\n'),
  category: 'office-cleaning',
  tags: ['winter', 'floor care'],
};

export function planContent(ctx: DemoContext): void {
  const history = daysBetween(ctx.firstDay, ctx.today);
  const admin = () => String(ctx.staff.adminId);
  const small = ctx.size.name === 'small';
  const at = (daysBack: number, time: string) => ctx.storyMoment(addDays(ctx.today, -Math.min(daysBack, history - 1)), time);
  ctx.story.at(
    at(70, '10:05'),
    async () => {
      await ctx.services.hyperLocal.generateLandingPages(small ? 1 : 2, admin());
    },
    'content',
  );
  ctx.story.at(
    at(18, '14:20'),
    async () => {
      await ctx.services.hyperLocal.generateCityContent({ limit: small ? 1 : 3 }, admin());
    },
    'content',
  );
  ctx.story.at(
    at(3, '16:40'),
    async () => {
      await ctx.services.blogAdmin.create(postInputSchema.parse(DRAFT), admin());
    },
    'content',
  );
}
