import { ArrowRight } from 'lucide-react';
import type { CityDetail } from '#shared/contracts/cities.ts';
import { ArticleBody } from '../../components/ui/article-body.tsx';
import { Section, SectionHeading } from '../../components/ui/section.tsx';

/** The city's published landing page (its local guide) and its newest local articles; nothing until published. */
export function CityLocalContent({ city }: { city: CityDetail }) {
  const { landingPage, localPosts } = city;
  if (!landingPage && localPosts.length === 0) return null;
  return (
    <Section aria-labelledby="city-guide-heading">
      <SectionHeading id="city-guide-heading" eyebrow="Local guide" title={landingPage?.title ?? `Guides for ${city.name} facilities`} />
      {landingPage ? <ArticleBody html={landingPage.html} /> : null}
      {localPosts.length > 0 ? (
        <div className={landingPage ? 'mt-12' : undefined}>
          <h3 className="text-xl font-semibold text-slate-900">Articles for {city.name} businesses</h3>
          <ul className="mt-5 grid gap-4 md:grid-cols-2">
            {localPosts.map((post) => (
              <li key={post.slug} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
                <a
                  href={`/blog/${post.slug}`}
                  className="group inline-flex items-start gap-1.5 font-semibold text-brand-800 hover:underline"
                >
                  {post.title}
                  <ArrowRight className="mt-1 size-4 shrink-0 transition-transform group-hover:translate-x-0.5" aria-hidden />
                </a>
                <p className="mt-2 text-sm leading-relaxed text-slate-600">{post.excerpt}</p>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Section>
  );
}
