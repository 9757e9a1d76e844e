import { contactRequestSchema, type ContactTopic } from '#shared/contracts/contact.ts';
import { addDays, daysBetween } from '#shared/domain/company-time.ts';
import { partRandom, type DemoContext } from './demo-context.ts';
import { visitorTime } from './moments.ts';
import { companyName, domainOf, emailOf, person, phoneNumber } from './people.ts';
import { pickPlace } from './places.ts';

/**
 * Messages from the About page's contact form (decision 0024), through the real contact service: one
 * asking for a price also makes a lead; each tells the office.
 */
const MESSAGES: Record<ContactTopic, readonly string[]> = {
  quote: [
    'We are moving into a 6,000 sq ft office next month and need evening cleaning three times a week. Can you send a price?',
    'Could you quote a weekly clean for our dental practice? Two operatories, a lab and a waiting room.',
    'Looking for a new cleaning company for our warehouse offices and break rooms. What would nightly service cost?',
  ],
  service: [
    'Can the crew skip the conference room on Thursday? We have an evening event until 9.',
    'Please add the new suite on the second floor to our cleaning from next week.',
    'Our alarm code changed; who should I send the new one to?',
    'The Monday crew did a great job after our open house. Thank you!',
  ],
  other: [
    'Do you carry liability insurance? Our landlord needs a certificate.',
    'Are you hiring evening cleaners in the Eagan area?',
    'What eco-friendly products do you use? We have staff with allergies.',
  ],
};

export function planContactMessages(ctx: DemoContext): void {
  const r = partRandom(ctx.seed, 'contact');
  const history = daysBetween(ctx.firstDay, ctx.today);
  const taken = new Set<string>();
  for (let n = 0; n < ctx.size.contactMessages; n++) {
    const own = r.fork();
    const at = ctx.storyMoment(addDays(ctx.today, -own.int(0, history - 1)), visitorTime(own));
    if (at.getTime() > ctx.now.getTime()) continue;
    const topic = own.weighted<ContactTopic>([
      ['quote', 35],
      ['service', 45],
      ['other', 20],
    ]);
    const who = person(own);
    const company = own.chance(0.75) ? companyName(own, own.pick(['office', 'medical', 'retail'] as const), taken) : undefined;
    const email = emailOf(who, company ? domainOf(company) : own.pick(['gmail.example', 'outlook.example']));
    const visitorId =
      topic === 'quote' && own.chance(0.6)
        ? ctx.journeys.add(at, own.chance(0.5) ? `/cities/${pickPlace(own).slug}` : '/', '/about')
        : undefined;
    const phone = phoneNumber(own);
    const message = own.pick(MESSAGES[topic]);
    ctx.story.at(
      at,
      async () => {
        await ctx.services.contact.send(
          contactRequestSchema.parse({
            name: `${who.firstName} ${who.lastName}`,
            email,
            phone,
            company,
            topic,
            message,
            ...(visitorId && { visitorId }),
          }),
        );
      },
      'contact',
    );
  }
}
