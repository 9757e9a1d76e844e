import type { City, NearbyCity } from '#shared/domain/city.ts';
import {
  CONTENT_TOPICS,
  SERVICE_FOCUS_LABELS,
  type ContentTopic,
  type Season,
  type ServiceFocus,
} from '#shared/domain/content-automation.ts';
import {
  certifications,
  ecoProducts,
  equipmentList,
  serviceCatalogue,
  serviceCommitments,
  serviceTerms,
  trustPoints,
  whyChooseUs,
  type ServiceCatalogueEntry,
  type ServiceId,
} from '#shared/content/services.ts';
import { words } from '#shared/text/shingles.ts';
import { WriterError, type ContentWriter, type WriterRequest, type WrittenPost } from './content-writer.ts';

/**
 * The built-in writer (issue 16, decision 0026): composes a post from the facts the request carries (the
 * city's description, overview, industries, FAQ, districts, landmarks, county, population and nearby cities),
 * the company's own service catalogue and a few short templates, so every feature works offline. It
 * invents nothing: every name it prints comes from the request or the company's content.
 *
 * Template glue repeated across cities is what makes doorway pages, so the glue is short, each sentence is
 * picked among several variants by a hash of the city, the kind and the slot (the same request always gives
 * the same text), and the city's own facts make up most of the words. A city with too few facts for a page
 * of its own gets a WriterError instead of a thin page.
 */

/** A generated page aims for 450 to 800 words; below the floor the writer refuses rather than pad. */
export const BUILT_IN_MIN_WORDS = 450;
export const BUILT_IN_MAX_WORDS = 800;
const META_TITLE_MAX = 60;
const META_DESCRIPTION_MAX = 160;

const SERVICE_OF_FOCUS: Record<ServiceFocus, ServiceId> = {
  office: 'office-cleaning',
  medical: 'medical-facilities',
  retail: 'retail-spaces',
  industrial: 'industrial-cleaning',
  educational: 'educational-facilities',
  // The catalogue has no restaurant entry: hospitality sits with retail spaces.
  restaurant: 'retail-spaces',
};

/** Words that tie a line of city text (an industry, an overview paragraph, a FAQ answer) to a service. */
const SERVICE_WORDS: Record<ServiceId, readonly string[]> = {
  'office-cleaning': [
    'office',
    'offices',
    'headquarters',
    'corporate',
    'financial',
    'bank',
    'insurance',
    'technology',
    'government',
    'law',
  ],
  'medical-facilities': [
    'medical',
    'hospital',
    'clinic',
    'clinics',
    'health',
    'healthcare',
    'dental',
    'patient',
    'patients',
    'care',
    'senior',
  ],
  'retail-spaces': [
    'retail',
    'store',
    'stores',
    'shopping',
    'mall',
    'shops',
    'restaurant',
    'restaurants',
    'hotel',
    'hotels',
    'dining',
    'hospitality',
  ],
  'industrial-cleaning': [
    'manufacturing',
    'industrial',
    'plant',
    'plants',
    'warehouse',
    'warehouses',
    'distribution',
    'logistics',
    'production',
    'factory',
  ],
  'educational-facilities': ['school', 'schools', 'college', 'university', 'education', 'campus', 'students', 'classroom', 'childcare'],
};

const FOCUS_WORDS: Record<ServiceFocus, readonly string[]> = {
  office: SERVICE_WORDS['office-cleaning'],
  medical: SERVICE_WORDS['medical-facilities'],
  retail: SERVICE_WORDS['retail-spaces'],
  industrial: SERVICE_WORDS['industrial-cleaning'],
  educational: SERVICE_WORDS['educational-facilities'],
  restaurant: ['restaurant', 'restaurants', 'dining', 'food', 'kitchen', 'kitchens', 'hotel', 'hotels', 'hospitality', 'brewery', 'cafe'],
};

/**
 * The service focuses a city's industries call for, most matched first, then the rest in the spec's order:
 * the planners (suggestions, content calendar) lead with what the city actually has.
 */
export function focusRanking(industries: readonly string[]): ServiceFocus[] {
  const order = Object.keys(FOCUS_WORDS) as ServiceFocus[];
  const hits = (focus: ServiceFocus) => industries.filter((i) => score(i, FOCUS_WORDS[focus]) > 0).length;
  return order
    .map((f, i) => ({ f, i, n: hits(f) }))
    .sort((a, b) => b.n - a.n || a.i - b.i)
    .map((x) => x.f);
}

const TOPIC_WORDS: Record<ContentTopic, readonly string[]> = {
  'cleaning-checklist': ['checklist', 'schedule', 'nightly', 'weekly', 'restroom', 'restrooms', 'visit', 'visits'],
  'choosing-a-provider': ['provider', 'crew', 'crews', 'background', 'quote', 'quotes', 'supervisor', 'checked'],
  'cost-and-budgeting': ['price', 'pricing', 'cost', 'budget', 'quote', 'quotes', 'contract', 'monthly'],
  'health-and-hygiene': ['disinfect', 'disinfection', 'disinfectant', 'hygiene', 'touchpoint', 'touchpoints', 'restroom', 'flu', 'clinic'],
  'winter-readiness': ['winter', 'snow', 'salt', 'ice', 'slush', 'mats', 'thaw', 'cold'],
  'floor-care': ['floor', 'floors', 'carpet', 'tile', 'scrubbing', 'stripping', 'refinishing', 'burnishing', 'finish'],
  'green-cleaning': ['green', 'seal', 'eco', 'chemical', 'chemicals', 'microfiber', 'fragrance', 'sustainable', 'products'],
  'after-hours-cleaning': ['night', 'nightly', 'evening', 'evenings', 'after', 'hours', 'overnight', 'weekend', 'shift', 'shifts'],
  'compliance-and-safety': ['osha', 'safety', 'compliance', 'logs', 'records', 'audit', 'inspection', 'inspections', 'rules'],
  'local-business-spotlight': ['district', 'downtown', 'corridor', 'avenue', 'center', 'square', 'main', 'street'],
};

const SEASON_WORDS: Record<Season, readonly string[]> = {
  winter: ['winter', 'snow', 'salt', 'ice', 'slush', 'cold', 'november', 'december', 'january', 'february', 'march'],
  spring: ['spring', 'thaw', 'mud', 'pollen', 'april', 'may', 'rain', 'windows'],
  summer: ['summer', 'break', 'june', 'july', 'august', 'events', 'festival', 'lake', 'lakes', 'tourists'],
  fall: ['fall', 'autumn', 'leaves', 'september', 'october', 'school', 'flu', 'holiday', 'holidays'],
};

const SEASON_LABELS: Record<Season, string> = { winter: 'Winter', spring: 'Spring', summer: 'Summer', fall: 'Fall' };

/** What the company's own content says a season's work is (catalogue features, service focus areas). */
const SEASON_WORK: Record<Season, readonly string[]> = {
  winter: [
    'Snow and ice entry care: walk-off mats extracted and salt film neutralised before it sets',
    'Hard floors scrubbed on an interval matched to foot traffic while the slush lasts',
    'Entry glass and lobby detailing, where winter grime shows first',
    'Touchpoint disinfection during flu season',
  ],
  spring: [
    'Floor scrubbing and burnishing once salt season ends',
    'Carpet cleaning with low-moisture extractors',
    'Window washing with water-fed pole systems for exterior glass',
    'Air vent and light fixture cleaning before the cooling season',
  ],
  summer: [
    'Summer and break deep cleaning while buildings are quiet',
    'Floor stripping and refinishing in drier months',
    'Pressure washing and parking lot sweeping',
    'Upholstery cleaning in offices and waiting areas',
  ],
  fall: [
    'Touchpoint disinfection ahead of flu season',
    'Entry mats and hard floors readied before the first snow',
    'High dusting and air vent cleaning before the heating season',
    'Break room and kitchen deep cleaning ahead of the holidays',
  ],
};

// ---- deterministic variation -------------------------------------------------------------------------

/** FNV-1a over the key: the same city, kind and slot always pick the same variant. */
function hash(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function pick<T>(variants: readonly T[], key: string): T {
  return variants[hash(key) % variants.length]!;
}

// ---- text helpers ------------------------------------------------------------------------------------

function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

function countWords(text: string): number {
  return words(text).length;
}

function fit(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:|-]+$/, '')}…`;
}

function firstFitting(candidates: readonly string[], max: number): string {
  return candidates.find((c) => c.length <= max) ?? fit(candidates.at(-1)!, max);
}

function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

function sentences(text: string): string[] {
  return text.match(/[^.!?]+[.!?]+(?=\s|$)/g)?.map((s) => s.trim()) ?? (text.trim() ? [text.trim()] : []);
}

/** How many of `keys` the text contains as words. */
function score(text: string, keys: readonly string[]): number {
  const set = new Set(words(text));
  return keys.reduce((n, k) => n + (set.has(k) ? 1 : 0), 0);
}

/** The items best matching `keys`, best first; ties keep the original order. */
function bestMatches<T>(items: readonly T[], text: (item: T) => string, keys: readonly string[]): T[] {
  return items
    .map((item, i) => ({ item, i, s: score(text(item), keys) }))
    .sort((a, b) => b.s - a.s || a.i - b.i)
    .map((x) => x.item);
}

function service(id: ServiceId): ServiceCatalogueEntry {
  return serviceCatalogue.find((s) => s.id === id)!;
}

/** The catalogue services a city's industries call for, most often matched first; office cleaning when none. */
function servicesFor(city: City): ServiceCatalogueEntry[] {
  const counts = new Map<ServiceId, number>();
  for (const line of [...city.industries, city.description]) {
    for (const [id, keys] of Object.entries(SERVICE_WORDS) as Array<[ServiceId, readonly string[]]>) {
      if (score(line, keys) > 0) counts.set(id, (counts.get(id) ?? 0) + 1);
    }
  }
  const ids = [...counts].sort((a, b) => b[1] - a[1]).map(([id]) => id);
  if (!ids.includes('office-cleaning')) ids.push('office-cleaning');
  return ids.map(service);
}

/** The catalogue service an industry line calls for: the one whose words it holds most, office cleaning else. */
function serviceOfIndustry(industry: string): ServiceCatalogueEntry {
  const [best] = (Object.entries(SERVICE_WORDS) as Array<[ServiceId, readonly string[]]>)
    .map(([id, keys]) => ({ id, s: score(industry, keys) }))
    .filter((x) => x.s > 0)
    .sort((a, b) => b.s - a.s);
  return service(best?.id ?? 'office-cleaning');
}

const population = (city: City) => city.population.toLocaleString('en-US');

function nearbyLine(nearby: readonly NearbyCity[]): string {
  return joinList(nearby.slice(0, 6).map((n) => `[${n.name}](/cities/${n.slug}) (${n.miles} miles)`));
}

function topicLabel(topic: ContentTopic): string {
  return CONTENT_TOPICS.find((t) => t.value === topic)!.label;
}

// ---- composition -------------------------------------------------------------------------------------

interface Section {
  /** H2 heading; none for the opening. */
  heading?: string;
  body: string;
  /** Lower drops first when the page runs long; 0 is never dropped. */
  keep: number;
}

/** Sections in document order, the least important dropped until the page fits the word ceiling. */
function compose(sections: Section[], cityName: string): string {
  let kept = [...sections];
  const total = () => countWords(kept.map((s) => `${s.heading ?? ''} ${s.body}`).join(' '));
  while (total() > BUILT_IN_MAX_WORDS) {
    const droppable = kept.filter((s) => s.keep > 0).sort((a, b) => a.keep - b.keep)[0];
    if (!droppable) break;
    kept = kept.filter((s) => s !== droppable);
  }
  const count = total();
  if (count < BUILT_IN_MIN_WORDS) {
    throw new WriterError(
      `${cityName} has too little local detail for a page of its own (${count} words from its facts, ${BUILT_IN_MIN_WORDS} needed): add an overview, industries or a local FAQ to the city first`,
      false,
      false,
      'facts',
    );
  }
  return kept.map((s) => (s.heading ? `## ${s.heading}\n\n${s.body}` : s.body)).join('\n\n') + '\n';
}

function faqBlock(items: City['faq']): string {
  return items.map((f) => `**${f.question}**\n\n${f.answer}`).join('\n\n');
}

function closing(city: City, key: string): Section {
  const line = pick(
    [
      `Tell us about your ${city.name} building in the [quote calculator](/quote-calculator) and we will send a written, itemized quote within 24 hours. Every service we offer is described on our [services page](/services).`,
      `Our [services page](/services) lists what each cleaning program covers. For a ${city.name} site, the [quote calculator](/quote-calculator) is the quickest way to a written quote, sent within 24 hours.`,
      `Ready to compare? Start with the [quote calculator](/quote-calculator) for your ${city.name} facility, or read through our [services](/services) first; a detailed quote follows within 24 hours.`,
      `A short form in the [quote calculator](/quote-calculator) is all it takes to price cleaning for a ${city.name} facility. See the full list of [services](/services) too; quotes arrive within 24 hours with no obligation.`,
    ],
    `${key}|cta`,
  );
  return {
    heading: pick(['Get a quote', `Pricing for ${city.name} facilities`, 'Next steps', 'Request a quote'], `${key}|cta-h`),
    body: line,
    keep: 0,
  };
}

function nearbySection(city: City, nearby: readonly NearbyCity[], key: string, keep: number): Section | null {
  if (nearby.length === 0) return null;
  const lead = pick(
    [
      `The same crews that clean in ${city.name} also work in`,
      `Beyond ${city.name}, we serve`,
      `Our routes around ${city.name} include`,
      `Businesses with sites near ${city.name} can keep one provider in`,
    ],
    `${key}|near`,
  );
  return {
    heading: pick(['Nearby cities we serve', `Around ${city.name}`, 'Neighboring service areas'], `${key}|near-h`),
    body: `${lead} ${nearbyLine(nearby)}.`,
    keep,
  };
}

function placeLine(city: City, key: string): string {
  const districts = joinList(city.businessDistricts);
  const landmarks = joinList(city.landmarks);
  const parts: string[] = [];
  if (districts) {
    parts.push(
      pick(
        [
          `In ${city.name} we clean in ${districts}.`,
          `Our ${city.name} work runs through ${districts}.`,
          `${city.name}'s business districts, ${districts}, are where most of our visits happen.`,
        ],
        `${key}|districts`,
      ),
    );
  }
  if (landmarks) {
    parts.push(
      pick(
        [`Local landmarks include ${landmarks}.`, `Landmarks nearby: ${landmarks}.`, `Visitors know the city for ${landmarks}.`],
        `${key}|landmarks`,
      ),
    );
  }
  parts.push(`${city.name} is in ${city.county} County, with a population of ${population(city)}.`);
  return parts.join(' ');
}

function keywordsFor(city: City, serviceWord: string, extra: readonly string[]): string[] {
  const list = [
    `${serviceWord} cleaning ${city.name}`,
    `commercial cleaning ${city.name}`,
    `janitorial services ${city.name}`,
    ...extra,
    `${city.county} County commercial cleaning`,
  ];
  return [...new Map(list.map((k) => [k.toLowerCase(), k])).values()];
}

function excerptOf(city: City, lead: string): string {
  return fit(`${lead} ${sentences(city.description)[0] ?? ''}`.trim(), 240);
}

// ---- the four kinds ----------------------------------------------------------------------------------

function landingPage(city: City, nearby: readonly NearbyCity[]): WrittenPost {
  const key = `${city.slug}|landing`;
  const services = servicesFor(city).slice(0, 3);
  const title = pick(
    [
      `Commercial Cleaning in ${city.name}, MN`,
      `${city.name} Commercial Cleaning and Janitorial Services`,
      `Commercial Cleaning for ${city.name} Businesses`,
      `Janitorial and Commercial Cleaning in ${city.name}`,
    ],
    `${key}|title`,
  );
  const opening = pick(
    [
      `We provide commercial cleaning for offices, clinics, stores and plants in ${city.name}.`,
      `Here is how our commercial cleaning fits ${city.name}.`,
      `${city.name} businesses hire us for nightly, weekly and one-time cleaning.`,
    ],
    `${key}|open`,
  );
  const sections: Section[] = [{ body: `${opening} ${city.description}`, keep: 0 }];
  const overview = paragraphs(city.overview);
  if (overview.length > 0) {
    sections.push({
      heading: pick([`Doing business in ${city.name}`, `${city.name}'s commercial life`, `The ${city.name} market`], `${key}|ov-h`),
      body: overview.join('\n\n'),
      keep: 5,
    });
  }
  if (city.industries.length > 0) {
    sections.push({
      heading: pick(
        [`Industries we clean for in ${city.name}`, `${city.name} industries and the cleaning they need`, 'Who we clean for'],
        `${key}|ind-h`,
      ),
      body: city.industries.map((i) => `- ${i}: [${serviceOfIndustry(i).title}](/services)`).join('\n'),
      keep: 6,
    });
  }
  sections.push({
    heading: pick(['Districts and landmarks', `Where we work in ${city.name}`, `${city.name} business districts`], `${key}|place-h`),
    body: placeLine(city, key),
    keep: 7,
  });
  sections.push({
    heading: pick([`Services for ${city.name} facilities`, 'What we clean', `Cleaning programs in ${city.name}`], `${key}|svc-h`),
    body: services
      .map((s) => `### ${s.title}\n\n${s.description} ${s.frequency}; ${s.pricing.toLowerCase()}. [Read more](/services).`)
      .join('\n\n'),
    keep: 3,
  });
  if (city.faq.length > 0) {
    sections.push({
      heading: pick(
        [`Questions from ${city.name} facility managers`, 'Local questions, answered', `Cleaning in ${city.name}: questions`],
        `${key}|faq-h`,
      ),
      body: faqBlock(city.faq.slice(0, 2)),
      keep: 2,
    });
  }
  const near = nearbySection(city, nearby, key, 4);
  if (near) sections.push(near);
  sections.push(closing(city, key));
  const content = compose(sections, city.name);
  const serviceWord = services[0]!.id === 'office-cleaning' ? 'office' : services[0]!.title.split(' ')[0]!.toLowerCase();
  return {
    title,
    excerpt: excerptOf(city, `Commercial cleaning in ${city.name}, ${city.county} County.`),
    content,
    category: 'office-cleaning',
    tags: [city.name, `${city.county} County`, 'Commercial Cleaning', ...services.map((s) => s.title)],
    metaTitle: firstFitting(
      [`${city.name} Commercial Cleaning Services`, `${city.name} Commercial Cleaning`, `Cleaning in ${city.name}`],
      META_TITLE_MAX,
    ),
    metaDescription: fit(
      `Commercial cleaning in ${city.name}, ${city.county} County: ${joinList(services.map((s) => s.title.toLowerCase()))}. Written quote within 24 hours.`,
      META_DESCRIPTION_MAX,
    ),
    keywords: keywordsFor(city, serviceWord, [`office cleaning ${city.name}`]),
  };
}

/** What the company's content says about a topic, for a service. */
function topicBody(topic: ContentTopic, entry: ServiceCatalogueEntry, key: string): string {
  const bullets = (items: readonly string[]) => items.map((i) => `- ${i}`).join('\n');
  switch (topic) {
    case 'cleaning-checklist':
      return `${pick(['A written checklist covers', 'Each visit follows a checklist with', 'The checklist we start from lists'], `${key}|t`)}:\n\n${bullets(entry.features)}\n\nFrequency: ${entry.frequency.toLowerCase()}.`;
    case 'choosing-a-provider':
      return `${pick(['Questions worth asking any provider, and our answers', 'What to check before you sign', 'How we measure up'], `${key}|t`)}:\n\n${bullets(
        [...trustPoints.slice(0, 2), ...whyChooseUs.slice(0, 4)].map((p) => `${p.title}: ${p.description}`),
      )}`;
    case 'cost-and-budgeting':
      return `${entry.title} pricing: ${entry.pricing.toLowerCase()}, ${entry.frequency.toLowerCase()}.\n\n${bullets(
        serviceCommitments
          .filter((c) => ['Price Guarantee', 'Transparent Pricing', 'Flexible Terms'].includes(c.title))
          .map((c) => `${c.title}: ${c.description}`),
      )}\n\n${serviceTerms.text}`;
    case 'health-and-hygiene':
      return `${service('medical-facilities').longDescription}\n\n${bullets(certifications.filter((c) => c.title === 'CDC').map((c) => c.description))}`;
    case 'winter-readiness':
      return bullets(SEASON_WORK.winter);
    case 'floor-care':
      return `${pick(['Floor care starts with the right machines', 'The equipment behind our floor care', 'Floors are where equipment matters most'], `${key}|t`)}:\n\n${bullets(
        equipmentList.filter((e) => /floor|scrubber|carpet|burnish|vacuum|mop/i.test(e)),
      )}`;
    case 'green-cleaning':
      return `${pick(['What green cleaning means in our buildings', 'Our green cleaning standard', 'The products we use'], `${key}|t`)}:\n\n${bullets(ecoProducts)}`;
    case 'after-hours-cleaning':
      return `${entry.title}: ${entry.frequency.toLowerCase()}. ${entry.benefits.join('. ')}.\n\n${bullets(
        serviceCommitments.filter((c) => c.title === 'Emergency Services').map((c) => `${c.title}: ${c.description}`),
      )}`;
    case 'compliance-and-safety':
      return bullets(certifications.map((c) => `${c.title}: ${c.description}`));
    case 'local-business-spotlight':
      return `${entry.longDescription}`;
  }
}

function categoryOf(topic: ContentTopic, focus: ServiceFocus): string {
  if (topic === 'green-cleaning') return 'green-cleaning';
  if (topic === 'winter-readiness') return 'seasonal-maintenance';
  if (focus === 'medical' || topic === 'health-and-hygiene') return 'healthcare-cleaning';
  if (['floor-care', 'compliance-and-safety', 'cost-and-budgeting'].includes(topic) || focus === 'industrial' || focus === 'educational') {
    return 'facility-management';
  }
  return 'office-cleaning';
}

function cityArticle(city: City, nearby: readonly NearbyCity[], topic: ContentTopic, focus: ServiceFocus): WrittenPost {
  const key = `${city.slug}|${topic}|${focus}`;
  const entry = service(SERVICE_OF_FOCUS[focus]);
  const focusLabel = SERVICE_FOCUS_LABELS[focus];
  const label = topicLabel(topic);
  const title = pick(
    [
      `${label} for ${focusLabel} Facilities in ${city.name}`,
      `${city.name} ${focusLabel} Facilities: ${label}`,
      `${label}: A Guide for ${city.name} ${focusLabel} Buildings`,
    ],
    `${key}|title`,
  );
  const focusKeys = FOCUS_WORDS[focus];
  const topicKeys = TOPIC_WORDS[topic];
  const relevantIndustries = bestMatches(city.industries, (i) => i, focusKeys);
  const overview = paragraphs(city.overview);
  const faq = bestMatches(city.faq, (f) => `${f.question} ${f.answer}`, [...topicKeys, ...focusKeys]);
  const opening = pick(
    [
      `This guide is for anyone running a ${focusLabel.toLowerCase()} facility in ${city.name}.`,
      `${label} looks different in every city; here it is for ${city.name}.`,
      `For ${focusLabel.toLowerCase()} buildings in ${city.name}, here is what we have learned.`,
    ],
    `${key}|open`,
  );
  const sections: Section[] = [{ body: `${opening} ${city.description}`, keep: 0 }];
  if (overview.length > 0) {
    sections.push({
      heading: pick(
        [`${focusLabel} buildings in ${city.name}`, `The ${city.name} context`, `What shapes the work in ${city.name}`],
        `${key}|ov-h`,
      ),
      body: overview.join('\n\n'),
      keep: 5,
    });
  }
  if (relevantIndustries.length > 0) {
    sections.push({
      heading: pick([`${city.name} employers and sites`, 'Local industries', `Who we serve in ${city.name}`], `${key}|ind-h`),
      body: relevantIndustries.map((i) => `- ${i}`).join('\n'),
      keep: 4,
    });
  }
  sections.push({ heading: label, body: topicBody(topic, entry, key), keep: 0 });
  sections.push({
    heading: pick(
      [`${entry.title} in ${city.name}`, `Our ${focusLabel.toLowerCase()} program`, `What ${entry.title.toLowerCase()} covers`],
      `${key}|svc-h`,
    ),
    body: `${entry.description} ${pick(entry.benefits, `${key}|benefit`)}. [See the service](/services).`,
    keep: 2,
  });
  sections.push({
    heading: pick(['Where we work', `${city.name} districts`, 'Local coverage'], `${key}|place-h`),
    body: placeLine(city, key),
    keep: 6,
  });
  if (faq.length > 0) {
    sections.push({
      heading: pick(['Local questions', `Asked in ${city.name}`, 'From facility managers'], `${key}|faq-h`),
      body: faqBlock(faq.slice(0, 2)),
      keep: 3,
    });
  }
  const near = nearbySection(city, nearby, key, 1);
  if (near) sections.push(near);
  sections.push(closing(city, key));
  return {
    title,
    excerpt: excerptOf(city, `${label} for ${focusLabel.toLowerCase()} facilities in ${city.name}.`),
    content: compose(sections, city.name),
    category: categoryOf(topic, focus),
    tags: [city.name, focusLabel, label, `${city.county} County`],
    metaTitle: firstFitting(
      [`${label} for ${focusLabel} Sites in ${city.name}`, `${city.name} ${focusLabel}: ${label}`, `${label} in ${city.name}`],
      META_TITLE_MAX,
    ),
    metaDescription: fit(
      `${label} for ${focusLabel.toLowerCase()} facilities in ${city.name}, ${city.county} County: local context, what to expect and how to get a quote.`,
      META_DESCRIPTION_MAX,
    ),
    keywords: keywordsFor(city, focus, [`${label.toLowerCase()} ${city.name}`]),
  };
}

function seasonal(city: City, nearby: readonly NearbyCity[], season: Season): WrittenPost {
  const key = `${city.slug}|${season}`;
  const seasonLabel = SEASON_LABELS[season];
  const keys = SEASON_WORDS[season];
  const title = pick(
    [
      `${seasonLabel} Facility Cleaning in ${city.name}`,
      `Getting ${city.name} Buildings Ready for ${seasonLabel}`,
      `${city.name} ${seasonLabel} Cleaning Checklist`,
    ],
    `${key}|title`,
  );
  const overview = paragraphs(city.overview);
  const faq = bestMatches(city.faq, (f) => `${f.question} ${f.answer}`, keys);
  const services = servicesFor(city).slice(0, 2);
  const opening = pick(
    [
      `${seasonLabel} changes what a ${city.name} building needs from its cleaning crew.`,
      `Each ${season.toLowerCase()} brings its own work to ${city.name} facilities.`,
      `Here is how we plan ${season.toLowerCase()} cleaning for ${city.name} sites.`,
    ],
    `${key}|open`,
  );
  const sections: Section[] = [{ body: `${opening} ${city.description}`, keep: 0 }];
  sections.push({
    heading: pick([`The ${season} checklist`, `${seasonLabel} work we schedule`, `What ${season} calls for`], `${key}|work-h`),
    body: SEASON_WORK[season].map((w) => `- ${w}`).join('\n'),
    keep: 0,
  });
  if (overview.length > 0) {
    sections.push({
      heading: pick([`${city.name} buildings in ${season}`, `Local conditions in ${city.name}`, `The ${city.name} picture`], `${key}|ov-h`),
      body: overview.join('\n\n'),
      keep: 5,
    });
  }
  if (city.industries.length > 0) {
    sections.push({
      heading: pick(['Sites that feel the season most', `${city.name} industries`, 'Local employers'], `${key}|ind-h`),
      body: city.industries.map((i) => `- ${i}`).join('\n'),
      keep: 3,
    });
  }
  sections.push({
    heading: pick(['Where we work', `${city.name} districts and landmarks`, 'Local coverage'], `${key}|place-h`),
    body: `${placeLine(city, key)} ${services.map((s) => `[${s.title}](/services): ${s.frequency.toLowerCase()}.`).join(' ')}`,
    keep: 6,
  });
  if (faq.length > 0) {
    sections.push({
      heading: pick(['Local questions', `Asked in ${city.name}`, 'From facility managers'], `${key}|faq-h`),
      body: faqBlock(faq.slice(0, 2)),
      keep: 4,
    });
  }
  const near = nearbySection(city, nearby, key, 2);
  if (near) sections.push(near);
  sections.push(closing(city, key));
  return {
    title,
    excerpt: excerptOf(city, `${seasonLabel} cleaning for ${city.name} facilities.`),
    content: compose(sections, city.name),
    category: 'seasonal-maintenance',
    tags: [city.name, seasonLabel, 'Seasonal Maintenance', `${city.county} County`],
    metaTitle: firstFitting(
      [`${seasonLabel} Commercial Cleaning in ${city.name}`, `${seasonLabel} Cleaning in ${city.name}`, `${city.name} ${seasonLabel}`],
      META_TITLE_MAX,
    ),
    metaDescription: fit(
      `${seasonLabel} cleaning for ${city.name} facilities: ${SEASON_WORK[season][0]!.split(':')[0]!.toLowerCase()} and more, planned around local buildings.`,
      META_DESCRIPTION_MAX,
    ),
    keywords: keywordsFor(city, 'commercial', [`${season} cleaning ${city.name}`, `office cleaning ${city.name}`]),
  };
}

type RssItem = Extract<WriterRequest, { kind: 'rss-rewrite' }>['item'];

const RSS_CATEGORY_WORDS: Array<[string, readonly string[], ServiceId | null]> = [
  [
    'healthcare-cleaning',
    ['health', 'healthcare', 'hospital', 'infection', 'clinic', 'disinfection', 'disinfectant', 'patient', 'patients'],
    'medical-facilities',
  ],
  ['green-cleaning', ['green', 'sustainable', 'sustainability', 'eco', 'chemical', 'chemicals', 'environmental', 'epa'], null],
  ['seasonal-maintenance', ['winter', 'snow', 'ice', 'summer', 'spring', 'fall', 'seasonal', 'holiday'], null],
  [
    'facility-management',
    ['facility', 'facilities', 'building', 'buildings', 'maintenance', 'warehouse', 'manufacturing', 'safety', 'osha'],
    'industrial-cleaning',
  ],
];

function plain(text: string): string {
  return text
    .replaceAll(/<[^>]*>/g, ' ')
    .replaceAll(/&nbsp;/g, ' ')
    .replaceAll(/&amp;/g, '&')
    .replaceAll(/&[a-z#0-9]+;/gi, ' ')
    .replaceAll(/\s+/g, ' ')
    .trim();
}

/** Markdown link text may not hold brackets. */
const linkText = (text: string) => text.replaceAll(/[[\]]/g, '');

function rssRewrite(item: RssItem): WrittenPost {
  const key = `${item.link}|rss`;
  const summary = plain(item.summary);
  const topicText = `${item.title} ${summary}`;
  const [category, , serviceId] = RSS_CATEGORY_WORDS.map((c) => ({ c, s: score(topicText, c[1]) }))
    .filter((x) => x.s > 0)
    .sort((a, b) => b.s - a.s)[0]?.c ?? ['office-cleaning', [], null];
  const entry = service(serviceId ?? 'office-cleaning');
  // At most one short sentence of the source is quoted; the rest is our own words.
  const quote = sentences(summary).find((s) => countWords(s) >= 6 && countWords(s) <= 30);
  const date = item.publishedAt ? ` on ${item.publishedAt.slice(0, 10)}` : '';
  const intro = pick(
    [
      `${item.sourceName} published a piece${date} under the headline "${item.title}".`,
      `A recent article from ${item.sourceName}${date}, "${item.title}", caught our attention.`,
      `${item.sourceName} covered this story${date}: "${item.title}".`,
    ],
    `${key}|intro`,
  );
  const meaning = pick(
    [
      'For facility managers across the Twin Cities, the question is what it changes in day-to-day cleaning.',
      'Here is what we think it means for Twin Cities buildings and the people who look after them.',
      'We read it as a Twin Cities company, with Minnesota buildings and winters in mind.',
    ],
    `${key}|meaning`,
  );
  const body = [
    `${intro} ${meaning}`,
    ...(quote ? [`> ${quote}`] : []),
    `## ${pick(['What it means for Twin Cities facilities', 'Why it matters locally', 'The local angle'], `${key}|h1`)}`,
    `${entry.longDescription}`,
    `## ${pick(['How we apply it', 'In our buildings', 'What we do about it'], `${key}|h2`)}`,
    entry.features
      .slice(0, 4)
      .map((f) => `- ${f}`)
      .join('\n'),
    `See our [services](/services) for what each program includes, or use the [quote calculator](/quote-calculator) for a written quote within 24 hours.`,
    `Source: [${linkText(item.title)}](${item.link}), ${item.sourceName}`,
  ].join('\n\n');
  const title = fit(
    pick(
      [
        `What "${item.title}" Means for Twin Cities Facilities`,
        `${item.title}: The Twin Cities Angle`,
        `Twin Cities Facilities and "${item.title}"`,
      ],
      `${key}|title`,
    ),
    120,
  );
  return {
    title,
    excerpt: fit(`Our take on ${item.sourceName}'s "${item.title}" and what it means for Twin Cities facilities.`, 240),
    content: body + '\n',
    category,
    tags: [entry.title, 'Industry News', item.sourceName],
    metaTitle: fit(item.title, META_TITLE_MAX),
    metaDescription: fit(
      `What ${item.sourceName}'s "${item.title}" means for Twin Cities facilities, and how we apply it.`,
      META_DESCRIPTION_MAX,
    ),
    keywords: [`${entry.title.toLowerCase()} Twin Cities`, 'commercial cleaning Minnesota', 'janitorial services Twin Cities'],
  };
}

export function createBuiltInWriter(): ContentWriter {
  return {
    name: 'built-in',
    async write(request: WriterRequest): Promise<WrittenPost> {
      switch (request.kind) {
        case 'landing-page':
          return landingPage(request.city, request.nearby);
        case 'city-article':
          return cityArticle(request.city, request.nearby, request.topic, request.serviceType);
        case 'seasonal':
          return seasonal(request.city, request.nearby, request.season);
        case 'rss-rewrite':
          return rssRewrite(request.item);
      }
    },
  };
}
