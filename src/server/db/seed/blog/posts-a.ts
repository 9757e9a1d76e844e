import type { SeedPost } from './types.ts';

export const postsA: SeedPost[] = [
  {
    title: 'The Office Cleaning Checklist That Keeps Your Workplace Client-Ready All Year',
    slug: 'office-cleaning-checklist-daily-weekly-monthly-quarterly',
    excerpt:
      'A practical, frequency-based office cleaning checklist for Twin Cities facility managers, from nightly restroom care to quarterly carpet extraction.',
    content: `A clean office rarely gets noticed. A dirty one gets noticed right away: by employees, by visiting clients, and by the tenant deciding whether to renew. The difference is rarely effort. It is usually a written checklist that spells out what gets done, how often, and who checks it.

Below is the checklist we use as a starting point when we build a cleaning scope for a Twin Cities office. Treat it as a template. A 4,000 sq ft accounting firm in Eagan and a 60,000 sq ft corporate floor in downtown Minneapolis need the same categories of work at very different frequencies.

## Before You Use the Checklist

Walk your space and note three things before you hand any list to a cleaning provider:

- **Traffic:** how many people use the space each day, and where they gather (restrooms, break rooms, reception).
- **Surfaces:** carpet, resilient tile such as VCT or LVT, sealed concrete, glass and stainless steel each need different tools and chemicals.
- **Expectations:** a lobby where clients wait is held to a different standard than a back-of-house storage room.

Then give each task a frequency. Everything below is a default you can move up or down.

## Daily Tasks

Daily tasks are the ones people notice within hours if they are skipped. In most offices they are done each evening after the space empties, five nights a week.

### Restrooms

- Clean and disinfect toilets, urinals, sinks and counters
- Wipe partitions, door handles, flush valves, faucet handles and dispensers
- Restock toilet paper, paper towels, hand soap and seat covers
- Empty trash and sanitary receptacles
- Spot-clean mirrors and the wall area around sinks
- Mop floors with a disinfectant cleaner, with extra attention around toilets and urinals

### Break Rooms and Kitchens

- Wipe counters, tables, chairs and the sink
- Clean the outside of the refrigerator, microwave, coffee maker and dishwasher
- Empty trash, recycling and organics, and replace liners
- Spot-clean cabinet fronts and backsplashes
- Mop the floor

### Entrances, Lobbies and Reception

- Clean entrance door glass and push plates, inside and out
- Vacuum walk-off mats
- Dust and wipe the reception desk and visitor seating
- Vacuum carpet and dust-mop or damp-mop hard floors

### Work Areas

- Empty trash and recycling at every desk and shared bin
- Vacuum main traffic lanes and open areas
- Wipe high-touch points: door handles, light switches, elevator buttons and copier control panels
- Spot-clean spills on carpet and hard floors

A note on desks: many offices ask crews not to move papers. Decide your policy up front and put it in writing. A clear-desk policy lets the crew wipe work surfaces properly instead of dusting around clutter.

## Weekly Tasks

Weekly tasks keep dust and soil from building up in places that do not need nightly attention.

- Vacuum all carpet edge to edge, including under desks where accessible
- Dust horizontal surfaces: cleared desk tops, file cabinets, shelves, window sills and partition tops
- Damp-mop all hard floors, not just the traffic lanes
- Clean interior glass: conference room walls, sidelights and display cases
- Wipe conference room tables, chairs and whiteboard trays
- Polish stainless steel on elevator doors, appliance fronts and trash receptacles
- Clean out the break room refrigerator on an agreed day, so employees can take their food home first
- Spot-clean scuffs and fingerprints on walls, doors and door frames

## Monthly Tasks

Monthly work is where detail cleaning happens. It is usually scheduled on a rotation so a different zone is covered each week, which keeps the workload on any one night predictable.

- High dusting: supply vents, return grilles, ledges, tops of door frames and reachable light fixtures
- Vacuum upholstered chairs and fabric panels on workstations
- Detail baseboards and corners, where mops tend to leave a line
- Machine-scrub restroom floors and grout lines
- Clean the inside of microwaves and wipe inside break room cabinets
- Dust blinds
- Spray-buff or burnish resilient tile in traffic lanes to restore the shine
- Wash trash and recycling containers inside and out

## Quarterly Tasks

Quarterly tasks are often priced as periodic or project work rather than rolled into the routine monthly fee. Ask your provider how they handle it so there are no surprises.

- **Carpet extraction:** hot-water extraction of traffic lanes at a minimum, with full-room extraction as needed
- **Hard-floor care:** scrub and recoat VCT in busy areas; plan a full strip and refinish on a one- or two-year cycle
- **Window washing:** interior and exterior glass, at least on ground-floor storefronts and entrances
- **Upholstery cleaning** for reception and conference room seating
- **Restroom deep restoration:** machine scrubbing of tile and grout and descaling of fixtures
- **Light fixture and diffuser cleaning**
- **Break room appliances:** a deep clean, including behind and under units that can be moved

## Adjust the List for Minnesota Seasons

Your checklist should not be the same in January as it is in July. From roughly November through April, entrances take a beating from salt, sand and slush. Add these to the winter scope:

1. Mop or auto-scrub entrance floors nightly with a salt neutralizer, not just plain water.
2. Vacuum walk-off mats every night, and increase the exchange frequency if you rent them.
3. Treat white salt residue on carpet near entrances before it gets ground in.
4. Put out wet-floor signs early on snowy days, and check the vestibule more often.

In spring, schedule carpet extraction and a floor finish touch-up to erase the winter's damage. Summer, when many offices run at lower occupancy, is a good time for strip-and-refinish work and other projects that need the space empty.

## Keep the Checklist Honest

A checklist only works if someone verifies it. Good practice includes:

1. **A written scope** attached to the contract, listing tasks by area and frequency.
2. **Regular inspections** by a supervisor, using the same checklist, with scores you can see.
3. **One simple way to report problems**, with a defined response time. Our clients hear back within 2 hours.
4. **A quarterly review** of frequencies: spend more where people notice and less where they do not.

If a task keeps failing inspection, look at the cause before you blame the crew. Often the scheduled time is too short for the scope, or a supply is missing. Fixing the scope is cheaper than replacing a vendor.

## Build Your Own Scope

Every scope we write starts with a walk-through of your space, and our teams are background-checked and trained in OSHA-certified safety practices. You can see how we design, launch and inspect a cleaning program on our [process page](/process), or get a ballpark price in a couple of minutes with the [instant quote calculator](/quote-calculator). Prefer to talk it through? Call us and we will set up a free walk-through and a written quote built around your checklist.`,
    category: 'office-cleaning',
    tags: ['office cleaning', 'cleaning checklist', 'janitorial scope', 'facility management', 'twin cities'],
    isFeatured: true,
    readTime: 6,
    publishedAt: '2026-01-12',
    metaTitle: 'Office Cleaning Checklist: Daily to Quarterly Tasks',
    metaDescription:
      'An office cleaning checklist for Twin Cities facility managers: daily, weekly, monthly and quarterly tasks, winter adjustments and how to verify the work.',
    keywords: [
      'office cleaning checklist',
      'commercial cleaning checklist',
      'janitorial scope of work',
      'office cleaning minneapolis',
      'daily office cleaning tasks',
    ],
  },
  {
    title: 'Cleaning vs. Sanitizing vs. Disinfecting: A Practical Guide to Safer Clinics and Medical Offices',
    slug: 'clinic-disinfection-cleaning-sanitizing-disinfecting-guide',
    excerpt:
      'What separates cleaning, sanitizing and disinfecting, why dwell time matters, and how clinics can prevent cross-contamination and document the work.',
    content: `Clinics, dental offices, urgent care centers and physical therapy suites all share one problem: the surfaces patients touch are also the surfaces that can carry germs from one person to the next. Environmental cleaning is only one layer of infection prevention, but it is the layer a cleaning partner is responsible for, and it has to be done right every time.

This article covers general good practice for outpatient settings. It is not medical advice. Your facility's infection-prevention lead and the CDC's guidance on environmental infection control are the authorities for your building, and your cleaning program should follow their direction.

## Cleaning, Sanitizing and Disinfecting Are Not the Same

The three words get used interchangeably, but they describe different results:

- **Cleaning** removes visible soil, dust and organic matter with detergent, water and friction. It does not necessarily kill germs, but it removes many of them and, just as important, it makes disinfection possible.
- **Sanitizing** reduces bacteria on a surface to a level considered safe by public health standards. Sanitizers are common on food-contact surfaces such as break room counters.
- **Disinfecting** uses a chemical to kill the specific microorganisms listed on the product label, on hard, non-porous surfaces, when the product is used exactly as directed.

Order matters: **clean first, then disinfect.** Soil and residue can shield microorganisms and reduce a disinfectant's effectiveness. Some products are labeled as one-step cleaner-disinfectants, but heavily soiled surfaces still need to be cleaned first. The label tells you what is required.

## Choosing an EPA-Registered Disinfectant

In the United States, disinfectants are regulated by the EPA, and a registered product carries an EPA registration number on its label. When you and your cleaning provider agree on a product list, compare:

- **Kill claims.** Does the label list the organisms your infection-prevention lead is concerned about? EPA publishes lists for specific concerns, such as List K for products with claims against C. difficile spores.
- **Contact time.** Shorter contact times are easier to achieve in busy rooms.
- **Surface compatibility.** Some disinfectants can damage vinyl upholstery, certain plastics or electronics. Check the equipment and furniture manufacturers' cleaning instructions.
- **Safety.** Keep Safety Data Sheets on hand, follow the label for gloves and ventilation, and never mix chemicals.
- **Dilution.** Concentrates only work at the labeled dilution. A dispensing system or pre-measured packets remove the guesswork, and test strips let you verify many quaternary ammonium solutions.

The product list should be a joint decision. A vendor should not quietly switch products without telling the clinic.

## Dwell Time: The Step Most Often Skipped

Every disinfectant label lists a contact time, often called dwell time: how long the surface must stay **visibly wet** for the product to achieve its kill claims. Depending on the product and the organism, it can range from under a minute to ten minutes. Spraying a surface and wiping it dry right away is cleaning, not disinfecting.

Practical ways to get dwell time right:

1. Choose a product whose contact time fits the workflow of each space.
2. Apply enough solution to keep the surface wet, and re-wet it if it starts to dry.
3. Work in sequence: apply to several surfaces, then return to the first one once its time is up.
4. Train staff on the label of the exact product in use, not on disinfectants in general.

## High-Touch Points

Focus disinfection where hands go most often:

- Entrance door handles and push plates
- Check-in counters, pens, clipboards, card terminals and sign-in tablets
- Waiting room chair arms and side tables
- Light switches, elevator buttons and handrails
- Restroom faucets, flush valves, grab bars, dispensers and door locks
- Exam room counters, cabinet pulls, chairs, stools and sinks
- Keyboards and mice, using covers or products the manufacturer approves

## Exam Rooms

In most clinics, clinical staff clean patient-care equipment and the exam table between patients, while the cleaning crew handles environmental surfaces and end-of-day cleaning. Write that split down in a **responsibility chart** so nothing falls between the two.

A typical end-of-day exam room sequence:

1. Perform hand hygiene and put on gloves.
2. Remove trash. Regulated medical waste and sharps containers are handled under the clinic's protocol; crews never reach into a sharps container or compress trash by hand.
3. Clean and disinfect from high to low and from clean to dirty: counters, cabinet pulls, chair and stool, all sides of the exam table including the base, then the sink and faucet.
4. Restock soap and paper towels if they are in scope.
5. Damp-mop the floor with disinfectant, working from the far corner toward the door.
6. Remove gloves and perform hand hygiene again.

Blood and body fluid spills need a defined procedure, a spill kit and staff trained under OSHA's Bloodborne Pathogens Standard. Confirm with your provider that the people cleaning your clinic have that training.

## Waiting Areas

Waiting rooms see the most people and the most variety of germs. Helpful practices include:

- Choose wipeable, non-porous seating where possible; fabric chairs cannot be disinfected the same way.
- Disinfect chair arms, tables and the check-in counter at least daily, and consider a midday pass during respiratory illness season.
- Keep shared items to a minimum, and put any that remain on a documented cleaning schedule.
- In a Minnesota winter, keep entrance mats dry and floors free of slush. Wet floors are a real fall risk for patients with limited mobility.

## Preventing Cross-Contamination

A disinfectant cannot fix a process that moves germs from room to room. The basics:

- **Color-coded microfiber.** A common scheme uses red for toilets and urinals, yellow for other restroom surfaces, blue for general surfaces and glass, and green for food areas. The exact colors matter less than consistency: post the chart on every cart and train everyone on it.
- **Fresh cloths and mop pads.** Use a clean cloth for each room, and fold it into quarters so you work with a clean face. Change flat-mop pads between rooms instead of using one mop and bucket for the whole suite.
- **No double-dipping.** Never return a used cloth to the disinfectant solution.
- **Restroom tools stay in restrooms.** Keep separate caddies for restroom and non-restroom work.
- **Launder correctly.** Wash microfiber separately, without fabric softener, and follow the manufacturer's temperature guidance. Some disinfectants bind to cotton cloths, which is another reason to use microfiber or cloths the product label permits.

## Documentation

If it is not written down, it is hard to prove it was done. A solid program keeps:

- Cleaning logs for each room or area, with date, time and initials
- Written procedures for each type of space
- A product list with EPA registration numbers, dilution rates and Safety Data Sheets
- Training records for bloodborne pathogens, chemical hazard communication and the products in use
- Inspection results, and any spill or incident reports

Some facilities add objective checks such as fluorescent marking or ATP testing. Ask your infection-prevention lead whether that fits your program.

## Work With Your Infection-Prevention Lead

Every facility is different, and guidance changes. The best cleaning programs are built with the clinic, not handed to it. Twin Pines cleans medical offices and clinics across the Twin Cities with background-checked staff, OSHA-certified safety training and $2M in liability coverage. See our [medical facility cleaning services](/services), then call us or request a free quote. We will walk your space with your team and write a scope that follows your protocols.`,
    category: 'healthcare-cleaning',
    tags: ['healthcare cleaning', 'disinfection', 'medical office cleaning', 'infection prevention', 'clinic cleaning'],
    isFeatured: true,
    readTime: 6,
    publishedAt: '2026-04-20',
    metaTitle: 'Clinic Cleaning vs. Sanitizing vs. Disinfecting: A Guide',
    metaDescription:
      'How clinics should clean and disinfect: EPA-registered products, dwell time, high-touch points, exam rooms, color-coded microfiber and documentation basics.',
    keywords: [
      'medical office cleaning',
      'clinic disinfection',
      'cleaning vs disinfecting',
      'disinfectant dwell time',
      'healthcare cleaning twin cities',
    ],
  },
  {
    title: 'Beat Minnesota Winter Salt Damage: A Floor Care Plan for Entrances, Carpet, VCT and Hardwood',
    slug: 'minnesota-winter-salt-floor-care',
    excerpt:
      'How rock salt and chloride ice melts damage commercial floors, and the matting, daily cleaning and spring recovery plan that protects them.',
    content: `If you manage a building anywhere from Blaine to Lakeville, you know the sound of a Minnesota winter: boots crunching across the sidewalk and into your lobby. Whatever is spread outside ends up inside, and by March many entrances look dull, hazy and scratched. The good news is that most winter floor damage is preventable with the right matting, the right cleaner and a daily routine that starts in November.

## What Ice Melt Does to Your Floors

Most ice melts are salts. They work outside, but indoors they cause two kinds of damage: **abrasion** from grit and crystals, and **chemical residue** that dulls finishes and holds onto soil.

### Rock Salt (Sodium Chloride)

Rock salt is the cheapest and most common ice melt, but it becomes less effective in deep cold. When the slush it creates dries, it leaves a white, chalky film. The undissolved crystals act like sandpaper underfoot, scratching floor finish and cutting carpet fibers.

### Calcium Chloride and Magnesium Chloride

These work at lower temperatures, so they are common on Twin Cities sidewalks in January. They attract moisture from the air, so their residue tends to stay damp instead of drying to a powder. The result is a slick, oily-looking film that is a slip hazard, resists ordinary mopping and leaves a sticky layer on carpet that attracts dirt.

Many commercial products are blends. Ask your snow contractor what they spread, because it changes what you see on your floors.

### Damage by Floor Type

- **VCT and LVT with floor finish:** residue hazes and softens the finish, and grit scratches it. Entrances wear through to bare tile long before the rest of the floor.
- **Carpet:** residue wicks up as white rings and patches, crystals abrade the fibers, and the damp film pulls in soil.
- **Hardwood:** salty water sits in seams and can stain the wood, damage the finish and, with prolonged moisture, cause boards to cup.
- **Sealed concrete, terrazzo and stone:** salt attacks some sealers and coatings. Natural stone such as marble or limestone also needs special care, because the acidic cleaners used to remove salt can etch it.

## Stop It at the Door: Entrance Matting

The cheapest salt to clean up is the salt that never leaves the mat. A good entrance uses three zones:

1. **Scraper mats** outside or in the first part of the vestibule. A coarse rubber or bristle surface knocks off snow, slush and grit.
2. **Wiper/scraper mats** in the vestibule. These combine scraping ridges with an absorbent surface.
3. **Wiper (finish) mats** inside the door. Absorbent fabric captures the last moisture and fine residue.

A common industry guideline is roughly **15 feet of matting** from the outside in, so each foot lands on the mat several times. Many entrances have a single 4x6 mat, which is not enough for a Minnesota winter.

Mats only work if they are maintained:

- Vacuum them every day, and more often during storms.
- Replace or extract saturated mats. A soaked mat stops absorbing and starts spreading water across the floor.
- Keep mats flat, with beveled edges and no curled corners, which are trip hazards.
- If you rent mats, increase the exchange frequency from November through April.
- Do not forget secondary entrances: loading docks, parking ramp elevator lobbies and skyway connections all carry salt into the building.

## Daily Entrance Care in Salt Season

During salt season, entrances need a nightly routine that goes beyond a quick mop:

1. **Remove grit first.** Dust-mop or sweep so loose crystals are not pushed around by the mop.
2. **Clean with a salt neutralizer.** Ice melt residue is typically alkaline, and neutralizer cleaners are formulated to dissolve it. Plain water or a general-purpose cleaner often just spreads the film. Use the labeled dilution, and confirm the product is safe for your floor type.
3. **Pick up the dirty solution.** An auto-scrubber scrubs and vacuums in one pass, which is ideal for larger lobbies. In a small vestibule, use a flat mop with frequent pad changes or a two-bucket system.
4. **Rinse and dry** if the product label calls for it, and put out wet-floor signs until the floor is dry.

On heavy snow days, a midday pass by a day porter to dry-mop slush and swap saturated mats prevents most of the tracking that would otherwise reach your carpet and elevators.

For carpet near entrances, vacuum daily with an upright that has a beater bar to lift grit, and treat white residue with a carpet-safe neutralizer as soon as it appears. In high-traffic buildings, an interim extraction of the first 10 to 15 feet of carpet mid-winter keeps salt from building up.

## Protecting VCT

- **Prepare in the fall.** Scrub and recoat entrance and traffic lanes in October or November so there is extra finish to sacrifice.
- **Neutralize daily** at entrances, as above.
- **Burnish only clean floors.** Burnishing a floor with salt on it grinds the residue into the finish.
- **Plan the spring recovery** before the first snow, so it is on the calendar and in the budget.

## Protecting Hardwood

- Keep wood well back from the door, with enough matting that shoes are dry before they reach it.
- Wipe puddles promptly, and never let water stand on the floor.
- Clean with a damp microfiber mop and only products approved by the flooring or finish manufacturer. Wet mopping and harsh neutralizers can damage wood finishes.
- Indoor air is very dry in a Minnesota winter, and gaps can open between boards. That gives salty water more places to sit, so be especially careful in January and February.
- Provide boot trays where people change footwear.

## Spring Recovery

After the last snow, usually in April, schedule the reset:

- **Carpet extraction:** hot-water extraction with an appropriate rinse to remove the residue that vacuuming cannot reach, starting with the carpet closest to entrances.
- **Hard floors:** a deep scrub and recoat for VCT, or a full strip and refinish where the finish has worn through.
- **Mats:** deep clean or replace entrance mats, and decide whether you need more matting next year.
- **Exterior:** pressure wash sidewalks and entry pads to remove salt from the concrete.

Then write down what worked. Next fall's plan starts with this spring's notes.

## Talk to Your Snow Contractor

Much of the salt inside a building comes from overapplication outside. Ask your snow and ice contractor what product they use, how much they apply, and whether their crews have had smart-salting training. Less salt on the sidewalk means less on your floors, and it is better for local lakes and streams.

## Get Ahead of Next Winter

Twin Pines builds winter entrance care, mat maintenance and spring floor recovery into cleaning programs across the Twin Cities. See our [floor care and janitorial services](/services), or use the [instant quote calculator](/quote-calculator) and add Floor Care or Carpet Cleaning to your estimate. Better yet, call us for a free walk-through before the first snow, and we will build a plan that keeps your floors looking good through April.`,
    category: 'seasonal-maintenance',
    tags: ['winter floor care', 'ice melt', 'entrance matting', 'carpet extraction', 'minnesota'],
    isFeatured: true,
    readTime: 6,
    publishedAt: '2026-02-09',
    metaTitle: 'Minnesota Winter Salt Damage: Commercial Floor Care Plan',
    metaDescription:
      'Protect commercial floors from Minnesota ice melt: how salt damages VCT, carpet and hardwood, entrance matting, neutralizer cleaning and spring recovery.',
    keywords: [
      'winter floor care minnesota',
      'salt damage commercial floors',
      'entrance matting system',
      'ice melt residue removal',
      'commercial carpet extraction',
    ],
  },
  {
    title: 'How Cleaning Frequency Affects Your Price, and How to Get More Clean for Your Budget',
    slug: 'how-cleaning-frequency-affects-price',
    excerpt:
      'Why a weekly visit takes longer than a daily one, how a janitorial quote is really built, and how to right-size frequency area by area.',
    content: `When the cleaning budget needs trimming, most facility managers reach for frequency first: five nights a week becomes three, weekly becomes every other week. Sometimes that is the right call. But the math is not linear, and knowing how a quote is built helps you avoid paying for cleaning you do not need, or cutting cleaning you do.

## Cleaning Is Priced in Labor Hours

Labor is by far the largest part of any janitorial price. Industry cost breakdowns put labor and benefits at roughly 55 to 90 percent of a contract's price. So every honest quote starts with one question: **how many labor hours does this building take?**

### Production Rates

A production rate is the square footage one cleaner can service in an hour to a given standard. Typical rates for routine nightly cleaning:

- **Offices:** about 2,500 to 4,000 sq ft per labor hour, higher in simple Class B and C space
- **Medical buildings:** about 2,600 to 2,900 sq ft per hour
- **Schools:** about 1,500 to 2,500 for public schools and 3,000 to 4,000 for private schools
- **Gyms:** about 2,600 to 3,300
- **Warehouse support areas:** about 8,000

Restroom count, workstation density, carpet versus hard floor, trash volume and the level of clean you expect all move the number. A red flag: a bid that implies much more than 5,000 sq ft per hour in a typical office usually means tasks are being skipped.

## Why a Weekly Visit Takes Longer Than a Daily Visit

Cutting from five visits to one does not cut the hours by 80 percent, because each remaining visit gets bigger:

- **Soil builds up.** A week of dust, coffee spills and restroom buildup takes more time to remove than one day's worth.
- **Trash piles up.** Bins are full, liners are heavier and there are more of them.
- **There is no rotation.** A daily crew can dust one zone on Monday and another on Tuesday. A weekly visit has to do everything, every time.

There is no published standard percentage for this effect, but market pricing implies a weekly visit costs about 1.25 to 1.5 times what a daily visit to the same space costs. Our model uses a factor of 1.3 for weekly service.

## How a Quote Is Built

Here is the method behind our [instant quote calculator](/quote-calculator), step by step:

1. **Labor hours per visit** = cleanable square feet / production rate x frequency adjustment.
2. **Billing rate per labor hour.** This starts with the wage. The median janitor wage in the Minneapolis-St. Paul area is about $18.87 an hour, and the Minneapolis minimum wage is $16.37 from January 1, 2026. On top of the wage comes about 25 percent of labor burden: payroll taxes, unemployment insurance, workers' compensation, Minnesota Earned Sick and Safe Time and the new Minnesota Paid Leave premium. Then overhead (supervision, insurance, equipment, administration) and a modest profit. In our model, that comes to about **$30.45 per labor hour**.
3. **Supplies and equipment**, about 10 percent of labor, in line with the 8 to 12 percent industry benchmark. Paper towels, toilet paper and soap are usually billed separately.
4. **Visits per month.** There are 52 weeks in a year, so a month averages 52 / 12 = 4.33 weeks. Weekly service is 4.33 visits a month, five nights a week is 21.67, and every other week is 2.17.
5. **Monthly price** = cost per visit x visits per month.

That 4.33 matters. A quote that assumes four visits a month is about 8 percent short, and someone ends up making up the difference, usually by cutting time on site.

## A Worked Example: 10,000 sq ft Office

Assume a typical office at 3,500 sq ft per labor hour on a daily schedule.

### Weekly Service

- 10,000 / 3,500 = 2.86 hours at the daily rate
- x 1.3 weekly adjustment = **3.71 hours per visit**
- 3.71 hours x $30.45 = $113.10 in labor
- plus 10 percent supplies = **$124.40 per visit**
- x 4.33 visits = **about $539 per month**, or roughly $0.054 per sq ft per month

### Five Nights a Week

- 2.86 hours per visit x $30.45 = $87.00 in labor
- plus 10 percent supplies = **$95.70 per visit**
- x 21.67 visits = **about $2,073 per month**, or roughly $0.21 per sq ft per month

Daily service has five times as many visits but costs about 3.8 times as much, because each visit is shorter (2.9 hours instead of 3.7) and cheaper ($96 instead of $124).

Neither option is automatically better. A 10,000 sq ft office with 40 people and a busy kitchen will not look acceptable on weekly service alone. The same space with eight people who are mostly remote probably will.

## Right-Size Frequency by Area, Not by Building

The best value usually comes from a **mixed-frequency scope**: more often where people notice, less often where they do not.

- **Restrooms:** daily in any occupied office, or at least on every day the office is busy. Restrooms drive more complaints than any other space.
- **Break rooms and kitchens:** daily or three times a week, depending on use.
- **Entrances and lobbies:** daily, especially during Minnesota's salt season.
- **Open work areas:** trash two or three times a week, and vacuuming weekly or twice a week.
- **Private offices:** weekly, or ask occupants to set trash out for pickup on other nights.
- **Conference rooms:** after heavy use, or two or three times a week.
- **Storage, file rooms and mechanical spaces:** monthly.

Hybrid offices are the clearest example. If your space is full Tuesday through Thursday, you might clean restrooms and the kitchen on those three nights and do a full detail clean once a week. You get a building that looks cared for on busy days without paying for five full visits to empty desks.

## Other Things That Move the Price

- **Cleanable square footage.** Exclude areas that will not be cleaned, such as tenant-maintained suites or locked storage.
- **The cleaning window.** A tight two-hour window needs more people on site, which can add supervision and travel time.
- **Periodic work.** Carpet extraction, floor refinishing and window washing are usually priced separately.
- **Price stability.** With a 12-month agreement, we lock your price for up to 3 years, so you can plan budgets without annual surprises.

Ask any provider to show you the hours behind the number. If a quote cannot explain its labor hours, you cannot tell whether it is a bargain or a corner being cut.

## See Your Own Numbers

Put your square footage, facility type and frequency into our [instant quote calculator](/quote-calculator) to see labor hours, the billing rate, supplies and visits per month laid out line by line. Then call us for a free walk-through, and we will help you find the frequency mix that fits your building and your budget.`,
    category: 'facility-management',
    tags: ['cleaning costs', 'janitorial pricing', 'cleaning frequency', 'budgeting', 'facility management'],
    isFeatured: false,
    readTime: 6,
    publishedAt: '2026-07-14',
    metaTitle: 'How Cleaning Frequency Affects Commercial Cleaning Prices',
    metaDescription:
      'Why weekly cleaning visits take longer than daily ones, how a janitorial quote is built from labor hours, and a worked Twin Cities pricing example.',
    keywords: [
      'commercial cleaning cost',
      'janitorial pricing',
      'cleaning frequency',
      'office cleaning price per square foot',
      'janitorial production rates',
    ],
  },
  {
    title: 'Day Porter Services: How to Keep Your Building Spotless While It Is Busy',
    slug: 'day-porter-services-guide',
    excerpt:
      'What a day porter does, which buildings benefit most, how to scope the hours, how porters work alongside the night crew, and what drives the cost.',
    content: `Night crews get a building clean. Day porters keep it that way while people are using it. If your lobby looks great at 7 a.m. but tired by 2 p.m., or your tenants complain about restrooms in the afternoon, a day porter may be the most effective dollar you can add to your cleaning budget.

## What a Day Porter Does

A day porter is a uniformed cleaning professional on site during business hours, working a planned route with timed checks and responding to problems as they come up. Typical duties include:

- **Restroom checks:** restock paper and soap, wipe counters and spot-clean fixtures, pick up litter and report plumbing problems right away
- **Lobbies and entrances:** clean door glass and push plates, straighten and vacuum mats, and in winter, dry-mop slush and clean salt tracking before it spreads
- **Spill and emergency response:** coffee, broken glass, leaks and anything else that cannot wait for the night crew
- **Break rooms and kitchens:** wipe tables and counters after the lunch rush, empty overflowing bins, and tidy the coffee station
- **Conference rooms:** reset rooms between meetings and clear catering waste
- **High-touch surfaces:** wipe door handles, elevator buttons and handrails during the day
- **Trash runs:** empty overflowing receptacles and take trash to the dock or compactor
- **Exterior touch-ups:** pick up litter at entrances and empty outdoor receptacles
- **Elevator cabs:** wipe walls and buttons and vacuum or mop floors

Porters typically do not handle electrical, plumbing or building engineering work, and snow removal beyond the entrance is usually a separate contract. Put the boundaries in the scope so everyone knows who to call.

## Which Buildings Benefit Most

### Class A Office Buildings

Tenants paying premium rents expect the lobby and restrooms to look the same at 3 p.m. as they did at 7 a.m. In multi-tenant towers, especially downtown Minneapolis and St. Paul buildings connected to the skyway, midday foot traffic is heavy, and a porter protects the first impression that helps keep tenants when leases come up.

### Medical Office Buildings and Clinics

Patient traffic runs all day, waiting rooms fill and empty, and public restrooms see constant use. A porter can disinfect touch points in public areas on a schedule and respond quickly to spills. Any porter who may encounter blood or body fluids should be trained under OSHA's Bloodborne Pathogens Standard and follow the clinic's own protocols.

### Schools

Cafeterias between lunch periods, restrooms after breaks and spills in hallways all need attention during the school day. Contract porters often supplement in-house custodial staff during the busiest hours.

### Retail

Clean storefront glass, dry entrances and spotless restrooms shape how shoppers see a store. Spills on a sales floor are a slip hazard that cannot wait until closing, and winter slush at the door makes a daytime presence even more valuable.

Large manufacturing offices, event venues and busy multi-tenant properties benefit for the same reasons: heavy traffic, visible public spaces and problems that cannot wait until evening.

## Day Porter vs. Night Crew

Day porters do not replace the night crew. The two do different jobs:

- **The night crew** does detail work, such as full vacuuming, thorough restroom cleaning and floor care, when the building is empty. Without people in the way, it is the most productive time to clean, so it is priced by square footage and frequency.
- **The day porter** maintains the building and responds to problems while it is occupied. The work is interruption-driven and visible, so it is priced by the hour.

The best programs connect the two. The porter keeps a simple log of issues, supplies used and problem areas, and the night crew uses it to focus its time. Some buildings also shift selected tasks, such as restroom cleaning or trash collection, into the day shift. That can work well, but noisy or wet tasks like machine scrubbing still belong after hours.

## How to Scope Day Porter Hours

Hours are the main cost driver, so scope them deliberately:

1. **Map your traffic peaks.** Most offices peak at morning arrival, over lunch and mid-afternoon. Medical buildings peak with appointment blocks.
2. **Count the fixed points.** List restrooms, break rooms, entrances, elevators and conference rooms the porter will cover.
3. **Build a route.** Estimate minutes per check and how often each point needs it. Busy restrooms may need a check every 60 to 90 minutes; a conference floor may only need resets after meetings.
4. **Choose the coverage.** A four-hour shift from mid-morning through lunch covers the busiest stretch in many offices. Large or medical buildings often need a full eight-hour shift, and some use two overlapping shifts.
5. **Plan for absences.** Ask how the provider covers sick days and vacations. An empty post on a busy day defeats the purpose.
6. **Review after 30 to 60 days.** The porter's log shows where time is actually spent, so you can adjust hours with real data.

A sample four-hour weekday route might look like this:

- 10:00 entrance and lobby check: mats, door glass and floors
- 10:30 restroom round and restocking
- 11:15 conference room resets
- 11:45 break room check before lunch
- 12:30 restroom round
- 1:15 break room after lunch and trash run
- 1:45 final lobby and entrance check, then the handoff log

## What Drives the Cost

Day porter service is billed by the hour, so the main drivers are:

- **Hours per day and days per week.** Four hours every weekday is about 87 hours a month, based on 21.67 weekdays per month.
- **Wages.** The Minneapolis minimum wage is $16.37 from January 1, 2026, and union-scale wages in many downtown towers are moving to $20 an hour. Porters in Class A and medical buildings need strong customer-facing skills, which also affects pay.
- **Labor burden and supervision.** Payroll taxes, insurance, Minnesota sick-time and paid-leave costs, and a supervisor who checks the post.
- **Supplies.** Restroom paper and soap are usually billed separately or supplied by the building.
- **Coverage guarantees and special requirements:** backup staffing, uniforms, badge access, background checks and site-specific training.

As a rough benchmark, at about $34.50 an hour a four-hour weekday porter comes to roughly **$2,990 a month**. Aligning hours with your actual peaks is the easiest way to get more value from the same budget.

## Add a Day Porter to Your Program

Twin Pines provides background-checked day porters, trained in OSHA-certified safety practices, across the Twin Cities, as a stand-alone post or alongside our night cleaning. Learn more on our [services page](/services), or add Day Porter Services in the [instant quote calculator](/quote-calculator) to see a monthly estimate. For a scope built around your building's traffic, call us for a free walk-through and quote.`,
    category: 'facility-management',
    tags: ['day porter', 'janitorial services', 'class a office', 'facility management', 'building maintenance'],
    isFeatured: false,
    readTime: 6,
    publishedAt: '2026-10-28',
    metaTitle: 'Day Porter Services: What They Do and What They Cost',
    metaDescription:
      'What a day porter does, which buildings benefit, day porter vs. night crew, how to scope porter hours and the main cost drivers for Twin Cities facilities.',
    keywords: [
      'day porter services',
      'day porter cost',
      'day porter vs night cleaning',
      'commercial day porter minneapolis',
      'building porter services',
    ],
  },
];
