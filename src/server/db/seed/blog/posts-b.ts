import type { SeedPost } from './types.ts';

export const postsB: SeedPost[] = [
  {
    title: 'Green Cleaning That Actually Works: Fewer Chemicals, Same High Standards',
    slug: 'green-cleaning-that-actually-works',
    excerpt:
      'Which eco-labels mean something, why microfiber, HEPA vacuums and dilution control matter, and the questions that show whether a contractor runs a real green cleaning program.',
    content: `"Green cleaning" has been used to sell everything from plant-based sprays to vague promises in a brochure. For a facility manager the real question is simpler: can you reduce the chemicals, water and waste used in your building without ending up with a dirtier building?

The answer is yes, but only when the program rests on verified products, better tools and disciplined procedures, not on a label that says "natural." Here is what a green program that actually works looks like, and how to tell whether a contractor is running one.

## Clean first, then green

Cleaning removes soil, and soil is what feeds odors, bacteria and premature wear. A product that leaves floors dull or restrooms smelling is not green if the crew has to re-clean, or if you end up replacing carpet years early. Set your priorities in this order:

1. **Remove soil effectively**, with the right tool for each surface.
2. **Use the least hazardous product** that does the job.
3. **Use only as much as needed**, at the correct dilution.
4. **Disinfect where it matters**, not everywhere out of habit.

## Third-party certifications that mean something

Self-declared claims such as "eco-friendly" or "non-toxic" have no standard definition. Independent certifications do: an outside body sets criteria, reviews the product and allows its mark only on products that meet them. Three are worth knowing.

### Green Seal

Green Seal is a nonprofit standard-setter. Its GS-37 standard covers cleaning products for institutional and industrial use, such as general-purpose, restroom, glass and carpet cleaners. Certified products must meet limits on toxicity and volatile organic compounds and must also pass performance requirements, so you are not trading results for a seal. Green Seal also has a standard for cleaning service providers, GS-42, which looks at the whole program: products, equipment, procedures and training.

### UL ECOLOGO

ECOLOGO, now run by UL, is a multi-attribute, lifecycle-based certification. Products are evaluated against criteria covering ingredients, manufacturing, packaging and performance. You will see it on cleaners, degreasers, hand soaps and paper products.

### EPA Safer Choice

The EPA's Safer Choice label means every chemical ingredient has been reviewed against the program's safety criteria and the product has to perform. It is a useful mark on general-purpose cleaners, glass cleaners and floor-care products.

### The exception: disinfectants

Disinfectants are regulated as pesticides and must be registered with the EPA, so they cannot carry the Safer Choice label. When you need one, check for an **EPA registration number** on the label, and consider products with the EPA's Design for the Environment (DfE) logo, which marks registered disinfectants that meet additional human-health and environmental criteria. Many are based on actives such as hydrogen peroxide or citric acid.

## Microfiber: the biggest upgrade for the money

Microfiber is made of split fibers far finer than cotton. The extra surface area lifts and holds dust, oils and many microorganisms instead of pushing them around. In practice that means:

- **Less chemical.** Many dusting and glass tasks need only water or a light neutral cleaner.
- **Less water.** Flat microfiber mops use much less solution than a string mop and bucket, so floors dry faster and stay safer underfoot.
- **Less cross-contamination.** Each pad covers a set area, then goes to the laundry instead of back into dirty water.

Microfiber only works if it is managed. A good program includes:

- A **color-coding system**. A common scheme is red for toilets and urinals, yellow for other restroom surfaces, blue for general areas and green for food areas.
- Laundering without fabric softener or bleach, which clog and damage the fibers, and retiring cloths when they stop performing.
- Enough pads on the cart to change them between rooms rather than rinsing and reusing.

## HEPA vacuums and indoor air

A Minnesota building is closed up from November to April, and whatever dust a vacuum blows back out stays in the air your staff breathe all winter. A vacuum with **sealed HEPA filtration** captures fine particles instead of exhausting them; true HEPA filters are rated to capture 99.97 percent of particles at 0.3 microns. "Sealed" matters, because a HEPA filter in a leaky housing lets dusty air bypass it.

Other equipment choices that support a green program:

- Backpack vacuums, which cover open areas quickly and reach edges, stairs and furniture where dust collects.
- Changing bags and filters before they are full, so suction and filtration stay effective.
- Automatic scrubbers on large hard floors. They meter solution precisely and recover dirty water in one pass, using less chemical and water than a mop and bucket.
- Quieter machines, which make daytime cleaning practical when it suits the building.

## Dilution control: where most chemical waste happens

Most professional cleaning chemicals are bought as concentrates. Waste happens when someone mixes by eye, adding "a splash" to a bucket or spray bottle. Over-concentrated solutions do not clean better. They leave residue that attracts soil, makes floors sticky or hazy and can irritate skin and airways. Under-concentrated disinfectants may not do what the label promises.

A **dilution control system**, usually a wall-mounted dispenser fed by closed containers, mixes the right ratio every time. The benefits add up:

- Consistent results from every crew member on every shift
- Lower chemical spend and fewer containers to dispose of
- Less handling of concentrate, so fewer splashes and spills
- Properly labeled spray bottles, which supports OSHA hazard communication requirements

## Reducing chemical use without lowering standards

1. **Stop soil at the door.** Most soil in a building is tracked in. An entrance matting system with a scraper mat outside and enough wiper matting inside for several steps reduces cleaning everywhere else, and in a Twin Cities winter it keeps salt off your floors.
2. **Consolidate products.** Many buildings can run on a short list: a neutral cleaner, glass cleaner, restroom cleaner, one disinfectant and floor-care products. Fewer products mean fewer mistakes.
3. **Disinfect with purpose.** Clean all surfaces, then disinfect high-touch points and restrooms. Follow the label's dwell time, the time the surface must stay wet, or the disinfectant is not doing its job.
4. **Stop using fragrance as proof of clean.** Scented products mask odors and can trigger complaints from sensitive occupants. A clean room should smell like nothing.
5. **Look at paper and liners.** Recycled-content towels and tissue, controlled dispensers and correctly sized can liners reduce waste and cost.

## What to ask a cleaning contractor

Use these questions in your next proposal review:

1. Which of your products are certified by Green Seal, UL ECOLOGO or EPA Safer Choice? Can we see the product list and Safety Data Sheets?
2. Which disinfectants do you use, what are their EPA registration numbers and where exactly do you use them?
3. How do you control dilution on site?
4. Do you use microfiber with color coding, and how is it laundered and replaced?
5. Are your vacuums equipped with sealed HEPA filtration?
6. How are crews trained on green procedures and hazard communication?
7. How do you measure results: inspections, complaint tracking, supply usage?
8. Can you provide documentation for our sustainability reporting or a LEED operations and maintenance program?

Be wary of a "green program" that is one certified product added to a conventional lineup, claims with no certification behind them, or any reluctance to share Safety Data Sheets.

## How we approach it

Sustainability is one of our core values, and our crews receive OSHA-certified safety training that includes chemical handling. We build certified products, microfiber, HEPA filtration and dilution control into our service plans; you can see what is included on our [services page](/services).

If you want to reduce chemical use in your building without lowering the standard of clean, request a free quote or call us. We will walk your facility, review what you use now and show you where a greener program makes sense.`,
    category: 'green-cleaning',
    tags: ['green cleaning', 'eco-friendly products', 'microfiber', 'indoor air quality', 'sustainability'],
    isFeatured: true,
    readTime: 6,
    publishedAt: '2026-08-18',
    metaTitle: 'Green Commercial Cleaning That Works | Twin Pines',
    metaDescription:
      'Green cleaning without lower standards: Green Seal, UL ECOLOGO and Safer Choice labels, microfiber, HEPA vacuums, dilution control and contractor questions.',
    keywords: [
      'green cleaning Twin Cities',
      'Green Seal certified cleaning products',
      'EPA Safer Choice',
      'microfiber cleaning',
      'eco-friendly janitorial service Minneapolis',
    ],
  },
  {
    title: 'How to Choose a Janitorial Contractor You Will Not Have to Replace Next Year',
    slug: 'how-to-choose-a-janitorial-contractor',
    excerpt:
      'Insurance certificates, background checks, OSHA training, inspections, contract terms and the red flags hidden in low bids: a practical guide to hiring a cleaning contractor.',
    content: `Changing cleaning contractors is expensive even when the new price is lower. You collect keys and alarm codes, brief a new crew, field complaints while they learn the building and spend your own time checking their work. The best way to avoid that cycle is to choose carefully the first time.

This guide walks through what to verify, what to ask and what to watch for when you compare janitorial proposals in the Twin Cities.

## 1. Verify insurance and bonding

Every contractor says it is "licensed and insured." Ask for proof, and know what you are looking for.

- **General liability** covers property damage and injuries to third parties caused by the contractor's work. Ask for the limits. We carry $2M in liability coverage; many property managers set a minimum in their vendor requirements.
- **Workers' compensation** covers the contractor's employees if they are hurt on the job. Minnesota generally requires employers to carry it. If an uninsured contractor's worker is injured in your building, the claim may look for another payer, so have your own insurance agent review this.
- **Janitorial bond or third-party crime coverage** protects you if a contractor employee steals from your premises. "Bonded" alone tells you little; ask what the bond covers and for how much.
- **Commercial auto** applies if crews drive company vehicles to your site.

**Ask for a certificate of insurance (COI)** issued by the contractor's agent directly to you. Check that the named insured matches the company on the contract, that the policies are current and that your company (and your landlord, if your lease requires it) is listed as additional insured on the liability policy. Put the expiration dates on your calendar.

## 2. Background checks and who actually shows up

The people in your building at night have access to offices, files and equipment. Ask:

- What does the background check cover, how far back does it go and is it completed before the first shift?
- Does it apply to fill-in staff and any subcontractors, not just the regular crew?
- Are the cleaners employees or subcontractors? Employees are trained, supervised and insured by the company that signs your contract. Chains of subcontractors dilute accountability.
- How are keys, fobs and alarm codes issued, logged and recovered when someone leaves?

## 3. Training, including OSHA

Good cleaning is a skill, and safe cleaning is a legal obligation. At a minimum, crews should be trained on:

- **OSHA Hazard Communication**: reading labels and Safety Data Sheets and handling chemicals safely
- **Bloodborne Pathogens** for anyone who may clean up blood or handle sharps in restrooms or medical areas
- Personal protective equipment, wet-floor safety and ladder use
- Task methods for restrooms, floor care and the equipment they use

Ask how a new hire is trained before working alone, and ask to see training records.

## 4. Supervision and quality inspections

Night cleaning is invisible by design, so you need a system that makes quality visible.

- Who supervises your building, and how often are they on site?
- Are inspections written and scored, and will you receive the reports? Ask for a sample.
- How quickly are deficiencies corrected, and who confirms the fix?
- Will they walk the building with you regularly, not only when something goes wrong?

A contractor without a documented inspection process is relying on you to be the quality control department.

## 5. Communication

Most contractor relationships fail on communication, not cleaning. Look for:

- One named point of contact who knows your building
- A way to reach someone after hours; we provide 24/7 support and respond within 2 hours
- A simple way to log requests and complaints, and a record of how each was closed
- Periodic reviews to adjust scope as your occupancy changes

## 6. Contract terms to read closely

- **Scope of work.** Insist on a task list by area and frequency: daily, weekly, monthly, quarterly. "General cleaning" cannot be enforced.
- **Term and notice.** How much notice do you need to give to end the agreement, and can you end it for convenience or only for cause? Our agreements can be ended with 30 days' written notice.
- **Auto-renewal.** Check what renews, for how long and when the cancellation window closes. Month-to-month renewal after the first term is far friendlier than an automatic multi-year renewal.
- **Price changes.** Look for escalation clauses and how increases are calculated. A **price lock** gives you budget certainty; with a 12-month contract we guarantee pricing for up to 3 years.
- **Supplies.** Who provides paper, soap and liners, and are they included, billed at cost or marked up?
- **Extras.** Get rates for floor care, carpet extraction and emergency calls in writing before you need them.
- **Missed service.** What happens if a crew misses a night: a credit, a make-up visit or nothing?

## 7. Red flags in low bids

Cleaning is labor. Labor and benefits typically make up well over half of a contract price, often much more. In the Twin Cities the median janitor wage is close to $19 an hour, and the Minneapolis minimum wage is $16.37 in 2026. On top of wages, an honest contractor pays payroll taxes, workers' compensation, earned sick and safe time and Minnesota Paid Leave premiums. A bid far below the others usually means fewer hours in your building, underpaid or misclassified workers, or missing insurance.

**Do the math.** Ask each bidder how many labor hours per visit their price includes. A typical office is cleaned at roughly 2,500 to 4,000 square feet per labor hour, depending on layout and scope. A 20,000 square foot office cleaned five nights a week therefore needs something like five to eight hours a night. If a bid is built on three hours, tasks will be skipped. Industry estimators treat rates above about 5,000 square feet per hour for routine office cleaning as a warning sign.

Other red flags:

- A price given over the phone without a walk-through
- A vague scope with no frequencies
- Slow or incomplete insurance certificates
- Cleaners paid in cash or as independent contractors
- Long automatic renewals with large cancellation fees
- No named supervisor or inspection process
- A low first-year price with open-ended increases afterward

## Questions to ask on the walk-through

1. How many labor hours per visit does your price include, and how many people?
2. Who will supervise our account, and how often will they inspect?
3. How will you handle restrooms and restocking in high-use areas?
4. What needs special handling here: server rooms, executive suites, secure files, labs?
5. What is your floor care plan over the year, including winter salt?
6. What do you need from us: storage, water, parking, access?
7. What does your first 30 days look like?
8. How do you handle a missed task or a complaint?
9. How do you keep staff turnover down on an account?
10. Can we speak with clients whose buildings are similar to ours?

Notice what the contractor asks you, too. A good one wants to know your occupancy hours, traffic, floor types and what is not working today. A bidder who asks nothing is pricing a generic building, not yours.

## Choosing with confidence

We have served Twin Cities businesses for 15+ years and keep 99% of our clients, and we welcome every question on this list. You can see how we assess, staff and inspect a new account on our [process page](/process).

Request a free quote or call us to schedule a walk-through. We will give you a written scope, the labor hours behind the price and certificates of insurance on request.`,
    category: 'facility-management',
    tags: ['hiring a cleaning company', 'janitorial contracts', 'commercial insurance', 'vendor selection', 'facility management'],
    isFeatured: true,
    readTime: 6,
    publishedAt: '2026-02-10',
    metaTitle: 'How to Choose a Janitorial Contractor | Twin Pines',
    metaDescription:
      'Hire the right janitorial contractor: verify insurance and bonding, background checks and OSHA training, read contract terms and spot red flags in low bids.',
    keywords: [
      'how to choose a janitorial contractor',
      'commercial cleaning company Twin Cities',
      'janitorial contract terms',
      'cleaning contractor insurance',
      'janitorial bid red flags',
    ],
  },
  {
    title: 'Spring Cleaning After a Minnesota Winter: A Commercial Building Checklist',
    slug: 'spring-cleaning-commercial-buildings-minnesota',
    excerpt:
      'Salt residue, gritty carpets, filmy windows and sandy parking lots: a two-phase plan for restoring a Twin Cities commercial building after winter, in the right order.',
    content: `By the time the snowbanks shrink in March and April, a Twin Cities commercial building has absorbed months of salt, sand, slush and closed-up air. Spring work restores what winter wore down and protects floors, carpet, glass and concrete before another year of wear.

Timing matters. Some tasks can start while nights are still freezing; others have to wait for steady thaw. Here is a practical plan for facility managers.

## Plan the season in two phases

- **Late March to mid-April: interior work.** Final salt removal, carpet extraction, high dusting and vent cleaning. None of it depends on the weather, and it can start once the worst of the slush season has passed.
- **Mid-April to May: exterior work.** Window washing, pressure washing and parking lot sweeping once temperatures stay above freezing, including overnight.

Leave some slack in the schedule. April snow is common enough in Minnesota that exterior work planned for early April often slides.

## 1. Finish the salt cleanup

Ice melt leaves a white film that dulls finish, grinds into floors like sandpaper and tracks deep into the building. Once the last snow event is behind you:

- **Scrub hard floors with an ice-melt neutralizer**, then rinse. A neutral cleaner alone often leaves a haze behind.
- **Assess the floor finish.** Entrances, vestibules and elevator lobbies usually take the most damage. Worn areas may need a scrub and recoat; finish that is scratched through or discolored may need a full strip and refinish.
- **Protect stone.** Acidic products can etch marble and some terrazzo, so make sure the crew uses products made for the surface.
- **Clean under the mats.** Recessed entrance mats collect sand and salt in the well beneath them. Lift and clean them, and return or rotate rental mats.
- **Vacuum elevator door tracks and sills**, where grit builds up all winter.

## 2. Extract the carpet

Salt crystals and sand in carpet act as abrasives, cutting fibers every time someone walks on them, and they leave a white haze that vacuuming will not remove. **Hot-water extraction** with a suitable rinse flushes residue out of the pile.

- Start with entries, main corridors, elevator lobbies and break rooms, where winter soil concentrates.
- Schedule extraction for evenings or weekends and use air movers so carpets are dry before morning traffic.
- Many commercial carpet warranties call for periodic professional cleaning. Keep the service records.

## 3. Wash windows once the weather turns

Winter leaves road spray, salt film and grime on ground-floor glass, storefronts and entry doors. Exterior washing needs temperatures that stay above freezing, including overnight, so water does not freeze on glass and frames.

- Clean inside and out, including frames, sills and tracks, which collect sand and debris over winter.
- Ask the crew to report failed seals, cracked glazing or damaged caulking they see while working.
- Many buildings wash windows in spring and fall; busy storefronts and entrances often need more frequent service.
- For glass above the ground floor, confirm how the contractor will safely reach it before the work is scheduled.

Our [window cleaning plans](/window-cleaning) include one-time, biannual and quarterly options, and spring is when most Twin Cities buildings start a schedule.

## 4. Pressure wash entries and sidewalks

Salt, sand, gum, oil drips and winter grime build up on the concrete people walk across to reach your door. A spring pressure wash gives the entrance a clean first impression again.

- **Focus on high-visibility areas:** entry aprons, sidewalks, storefront walks, dumpster enclosures, loading docks and drive-through lanes.
- **Use hot water for gum and grease.** Cold water alone moves them around.
- **Wait for dry, warm-enough weather.** Water left on concrete during a freezing night refreezes and creates a slip hazard.
- **Manage runoff.** Wash water carrying detergent, oil and grime should not go straight into storm drains, which in the Twin Cities flow to lakes, creeks and rivers. Ask how the contractor protects drains and handles wash water under local rules.
- **Inspect the concrete afterward.** Clean concrete shows salt damage such as scaling and spalling, so it is a good time to plan repairs or sealing with a concrete specialist.

## 5. Coordinate vents, filters and high dusting with your HVAC contractor

Spring is the changeover from heating to cooling, and it is a good time to remove a winter's worth of dust from the upper reaches of the building.

- **Your HVAC contractor** handles filters, coils and equipment maintenance.
- **The cleaning crew** can vacuum and wipe supply diffusers and return grilles, and dust ledges, light fixtures, the tops of partitions and exposed ductwork.
- **Sequence the work.** Schedule high dusting and vent cleaning a few days before the filter change, so new filters do not start the season loaded with dust that was just knocked loose.
- Dark streaks around diffusers are usually dust carried by the airflow. Cleaning the grille face is not duct cleaning; if you suspect a problem inside the ductwork, have it inspected before you buy a full duct cleaning.

## 6. Sweep the parking lot

Melting snow exposes a winter's worth of sand, salt, litter and loose asphalt. Cities sweep public streets in spring, but private lots are the owner's responsibility.

- Sweep before restriping or sealcoating; both need a clean surface.
- Clear curb lines, islands, cart corrals and the areas around catch basins, where debris collects and can slow drainage.
- After the spring cleanup, a regular sweeping schedule through the snow-free months keeps lots presentable. Retail centers with heavy traffic usually need it more often than office parks.

## Your spring checklist

**Inside**

- Scrub and neutralize hard floors; scrub and recoat or refinish as needed
- Clean mat wells and rotate or return winter mats
- Hot-water extract carpet in entries, corridors and break rooms
- Vacuum elevator tracks and door sills
- High dust fixtures, ledges and partitions
- Clean supply diffusers and return grilles before the filter change

**Outside**

- Wash windows, frames, sills and tracks
- Pressure wash entries, sidewalks and dumpster pads
- Sweep the parking lot, curb lines and catch basin areas
- Walk the site for salt-damaged concrete and note repairs

## Book early

Contractors' spring calendars fill quickly once the weather turns, and a single coordinated plan costs less disruption than six separate visits. We can bundle floor care, carpet extraction, windows, pressure washing and lot sweeping into one spring schedule for your building.

Get a free quote through our [quote calculator](/quote-calculator), or call us and we will walk your property and build a spring plan around your occupancy and the weather.`,
    category: 'seasonal-maintenance',
    tags: ['spring cleaning', 'salt removal', 'carpet extraction', 'pressure washing', 'minnesota winter'],
    isFeatured: false,
    readTime: 6,
    publishedAt: '2026-03-24',
    metaTitle: 'Spring Commercial Cleaning Checklist for Minnesota',
    metaDescription:
      'A post-winter spring cleaning plan for Twin Cities buildings: salt removal, carpet extraction, window washing, pressure washing, vents and parking lot sweeping.',
    keywords: [
      'spring commercial cleaning Minnesota',
      'salt residue removal',
      'commercial carpet extraction',
      'pressure washing sidewalks Twin Cities',
      'parking lot sweeping Minneapolis',
    ],
  },
  {
    title: 'Restroom Hygiene That Keeps Complaints Away: A Facility Manager Guide',
    slug: 'commercial-restroom-hygiene-guide',
    excerpt:
      'A daily routine, restocking that never runs dry, odor control at the source, touchpoint disinfection, periodic tile and grout restoration and an inspection checklist you can use.',
    content: `Tenants and employees judge a building by its restrooms. A lobby can be spotless, but an empty towel dispenser or a lingering odor is what people remember and report. In our experience restroom complaints come down to three things: **running out of supplies, odor and visible soil**. Each has a cause you can manage.

## The daily routine that works

A consistent sequence keeps restrooms clean and prevents cross-contamination. Work from clean to dirty and from high to low:

1. **Set up.** Place a wet-floor sign, stock the cart and put on gloves. Wear eye protection when using acid bowl cleaner.
2. **Empty trash and sanitary receptacles** and replace liners.
3. **Restock** tissue, towels, soap and seat covers, so nothing is forgotten at the end.
4. **Apply bowl cleaner** inside toilets and urinals first, so it has time to work.
5. **Clean high to low:** partition tops and doors, dispensers, mirrors, counters and sinks.
6. **Clean the fixtures**, inside and out: flush valves, seats including the undersides and hinges, the outside of the bowl and the walls beside and below urinals, where splash lands.
7. **Disinfect touchpoints** (see below) with an EPA-registered disinfectant, leaving it wet for the full contact time on the label.
8. **Mop last**, working toward the door, with extra attention around toilet bases, urinals and under partitions.
9. **Final check.** Look, smell, test the lights and confirm every dispenser works.

Use **color-coded cloths**, with one color reserved for toilets and urinals only, so a cloth that touched a toilet never touches a sink or counter.

## Restocking: never run out

Empty dispensers are among the most common complaints we hear, and they are the easiest problem to prevent.

- **Know your peak times.** Busy restrooms in offices, schools and retail need a mid-day check, not just an evening clean. Plan checks around lunch and shift changes.
- **Use high-capacity dispensers.** Jumbo or coreless tissue and hands-free towel dispensers hold more and waste less.
- **Choose sealed soap cartridges.** Topping off open bulk-soap reservoirs is poor practice because the reservoir can become contaminated. Sealed refills are changed, not topped up.
- **Set par levels.** Keep a defined quantity of each item in the storeroom, reorder when stock hits a set point and have your contractor track usage, so supplies never depend on someone noticing.

## Odor control: fix the source

Air fresheners cover odor for a while. Lasting odor control means finding where the smell comes from.

### Urinals

Urine leaves mineral scale in traps and under rims, and bacteria break it down into the ammonia smell everyone recognizes. Regular descaling with an acid bowl cleaner, enzyme or bacterial treatments and urinal screens replaced on schedule keep it under control. Worn-out screens become part of the problem. Waterless urinals need their cartridges replaced and cleaned according to the manufacturer's instructions.

### Floor drains

A floor drain has a water-filled trap that blocks sewer gas. When the water evaporates, sewer odor comes straight into the room. Pour water into floor drains regularly, or ask your maintenance team about trap primers or trap seal devices. Clean drain grates and bodies with an enzyme product.

### Grout and floors around fixtures

Grout is porous. Urine splash soaks into it around urinals and toilet bases, and a mop used in dirty solution spreads odor across the floor. Use fresh solution, change it often and use flat mops with clean pads for each restroom. Schedule periodic machine or brush scrubbing for these zones.

### Other sources

- Failed caulk around toilet bases traps urine; have it replaced.
- A persistent odor at a toilet base may mean a failed wax ring, which is a maintenance repair, not a cleaning issue.
- Trash cans and sanitary receptacles need washing, not just new liners.
- Check that exhaust fans run. A restroom with a dead fan will smell no matter how well it is cleaned.

## Touchpoints to disinfect every day

- Entry door handles and push plates
- Stall latches and door edges
- Flush handles and valves
- Faucet handles
- Soap, towel and tissue dispensers
- Light switches
- Baby changing stations
- Grab bars
- Trash can lids and sanitary receptacle lids

Hands-free faucets, flush valves, dispensers and doors reduce how much people touch, but they still need daily disinfection.

## Periodic deep restoration

Daily cleaning keeps the surface clean. It cannot reach the soil and scale that build up in grout lines, behind fixtures and along wall bases. Busy restrooms benefit from a deep restoration on a regular schedule, often quarterly:

- **Machine scrub floors and walls** with a cleaner suited to the tile and grout. Heated spray-and-extract systems flush grout lines and pull dissolved soil out instead of leaving it behind.
- **Descale fixtures and glass.** Hard water, common across much of Minnesota, leaves mineral deposits on faucets, bowls and partitions.
- **Seal grout** after deep cleaning, and reseal on a schedule, so it absorbs less. Badly stained grout may need a color sealer.
- **Recaulk** fixtures and countertops where caulk has failed.
- **Detail partitions**, including hinges, top edges and floor brackets, and clean vents and light fixtures.

Restroom deep restoration is one of the add-on services we offer; see our [services page](/services) for the full list.

## An inspection checklist you can use

Walk each restroom weekly with this list, and do a joint walk with your contractor monthly. Mark each item pass or fail and note what was corrected.

**Supplies**

- All dispensers full and working
- Backup stock at par level

**Fixtures**

- Toilets and urinals free of scale, stains and residue, including under rims
- Sinks, faucets and mirrors clean and streak-free

**Surfaces**

- Partitions, doors and walls free of marks and splash
- Touchpoints disinfected and free of smudges

**Floors**

- Clean around bases and corners, no buildup under partitions
- Grout lines not darkening
- Floor drains clean and wet

**Odor and air**

- No odor on entry
- Exhaust fan running

**Safety**

- No standing water
- Wet-floor signs removed after drying

## Clean restrooms, fewer complaints

Restrooms reward consistency: the same routine, the same checks and fixing odor at the source. Our crews follow a documented restroom procedure and we inspect against it, with support available 24/7 if something goes wrong between visits.

Request a free quote or call us to schedule a walk-through. We will review your restrooms, traffic and supplies and recommend a cleaning and restocking plan that keeps complaints off your desk.`,
    category: 'office-cleaning',
    tags: ['restroom cleaning', 'odor control', 'tile and grout', 'inspection checklist', 'office cleaning'],
    isFeatured: false,
    readTime: 5,
    publishedAt: '2026-10-27',
    metaTitle: 'Commercial Restroom Cleaning Guide | Twin Pines',
    metaDescription:
      'Keep restroom complaints away: a daily cleaning routine, restocking, odor control for drains, grout and urinals, touchpoints, deep restoration and a checklist.',
    keywords: [
      'commercial restroom cleaning',
      'restroom odor control',
      'tile and grout restoration',
      'restroom inspection checklist',
      'office restroom hygiene',
    ],
  },
  {
    title: 'Cleaning Schools and Childcare Centers: Healthier Spaces With Less Disruption',
    slug: 'cleaning-schools-and-childcare-centers',
    excerpt:
      'Practical guidance for education facilities: daily touchpoint disinfection, products that are safer around children, summer deep cleaning, gym floor care and working with custodial staff.',
    content: `Schools and childcare centers are not offices with smaller furniture. More people share less space, young children touch everything and put their hands in their mouths, floors take heavy traffic and the calendar leaves narrow windows for bigger projects. Cleaning programs that work in these buildings are built around those facts.

This article offers general guidance. Your state licensing rules, district policies and local public health guidance always come first.

## What makes education facilities different

- **Density and traffic.** Corridors, cafeterias and entrances see waves of traffic several times a day.
- **Children at every height.** Touchpoints include the lower half of doors, walls and furniture, not just handles and switches.
- **Sensitive occupants.** Asthma and allergies are common among students, so products and methods matter.
- **Rules and oversight.** Childcare programs answer to licensing requirements; schools to district policies and inspections.
- **Tight schedules.** Evening events, weekend sports and summer programs all compete with cleaning time.

## Daily cleaning priorities

### High-touch points

Clean and disinfect these at least daily, and more often during illness outbreaks:

- Door handles, push bars and the edges of doors
- Stair and hallway railings
- Light switches
- Desks, tables and chair backs
- Drinking fountains and bottle fillers
- Restroom fixtures, faucets and dispensers
- Cubbies and coat hooks
- Cafeteria tables and benches
- Shared devices, cleaned according to the device manufacturer's guidance

### Know the difference: clean, sanitize, disinfect

- **Cleaning** removes dirt and many germs with soap or detergent and water. It always comes first.
- **Sanitizing** reduces germs to safer levels. It is typically used on food-contact surfaces and on toys that children put in their mouths.
- **Disinfecting** kills the germs listed on the product label on hard, non-porous surfaces. It is used on restroom surfaces, diapering areas and high-touch points.

Read the label for the required contact time and whether a rinse is needed on food-contact surfaces or items children mouth. Childcare programs usually have specific procedures for diaper-changing areas, toys and eating surfaces; follow the ones your license requires.

### Cafeterias and classrooms

Cafeteria floors need sweeping or spot cleaning between lunch periods, and tables need cleaning and sanitizing between groups, a task often shared with kitchen or school staff. Classrooms need trash removed, floors cleaned and desks and tables wiped on a daily schedule, with deeper dusting and detail work on a weekly rotation.

## Safer products around children

- **Choose certified products** where they do the job: Green Seal, UL ECOLOGO or EPA Safer Choice for general cleaning.
- **Pick disinfectants deliberately.** Use an EPA-registered disinfectant suited to the task. Products based on actives such as hydrogen peroxide or citric acid are often a good fit where they meet your needs.
- **Skip fragrance.** Scented products add nothing to cleanliness and can bother sensitive children and staff.
- **Apply when children are absent** whenever possible, and let surfaces dry and rooms ventilate before they return.
- **Spray the cloth, not the surface**, when working near occupied areas, to reduce overspray and mist.
- **Store chemicals locked and out of reach**, keep every container labeled and never leave a cart unattended in an occupied area.
- **Keep Safety Data Sheets** current and accessible to staff.

## Using the summer window

In Minnesota the main deep-cleaning window runs from the last day of school in June to the return of staff in late August. Plan it in spring, because hard floors need time to cure and the work must fit around summer school, camps and construction projects.

A typical summer scope, in order:

1. **Clear classrooms** by moving furniture into corridors or other rooms.
2. **High dust** light fixtures, vents, ledges and the tops of cabinets.
3. **Wash walls, doors and lockers**, inside and out.
4. **Extract carpet** in classrooms, libraries and offices.
5. **Strip and refinish hard floors**, applying multiple coats of finish and allowing cure time before furniture goes back.
6. **Restore restrooms**: deep scrub, descale and reseal grout.
7. **Wash windows** inside and out; see our [window cleaning plans](/window-cleaning).
8. **Clean furniture**, including gum removal from the undersides of desks and tables, before it returns to the room.

Childcare centers often run year-round. For them, deep cleaning works best in phases: a few rooms at a time over weekends, or during planned closures around holidays.

## Gym floors

A wood gym floor is one of a school's most expensive surfaces, and daily care decides how long its finish lasts.

- **Dust mop daily** with a clean, untreated dust mop. Oil-based dust mop treatments make the floor slippery and can interfere with recoating.
- **Damp mop sparingly** with the cleaner recommended for the finish. Excess water can make wood swell and cup.
- **Control grit at the doors.** Walk-off mats and a gym-shoes-only policy protect the finish; in a Minnesota winter, salt and sand tracked in from outside are the biggest threat.
- **Protect the floor for assemblies and events** with covers made for sports floors.
- **Recoat on schedule.** Screening and recoating is commonly done once a year, usually in summer, with a full sand and refinish only when the finish has worn through. This is specialty work; coordinate it early and allow the full cure time before play resumes.

Synthetic and rubber sports floors have their own care programs; follow the manufacturer's instructions rather than wood floor methods.

## Coordinating with custodial staff

Many schools keep their own custodians and use a contractor for evenings, summers or particular buildings. That works well when responsibilities are clear.

- **Write a responsibility matrix** listing who cleans what, where and how often. Gaps and overlaps cause most complaints.
- **Name one contact on each side** and keep a shared log of requests and issues.
- **Align products and dilution.** Everyone should use the same approved products, and the Safety Data Sheet file should be current. Mixing incompatible products, such as bleach with ammonia or acids, creates toxic gases.
- **Agree on daytime emergencies.** Decide who responds to spills, vomit or blood during the school day, and make sure they have cleanup kits and bloodborne pathogens training.
- **Share the event calendar** so crews know when gyms, cafeterias and auditoriums will need extra attention.
- **Confirm screening requirements.** Ask your district or licensor what background checks contractor staff need. In Minnesota, licensed childcare programs have background study requirements through the Department of Human Services; your licensor can tell you whether they apply to contract cleaning staff. Our staff are background-checked, and we work within your requirements.

## Let's plan your school year

Schools and childcare centers need a partner who understands their calendar and their occupants. We provide nightly cleaning, summer deep-clean projects and support for in-house custodial teams across the Twin Cities.

Request a free quote or call us to walk your building. We will build a plan around your schedule, your licensing or district requirements and the children who use your space every day.`,
    category: 'facility-management',
    tags: ['school cleaning', 'childcare cleaning', 'disinfection', 'summer deep cleaning', 'gym floor care'],
    isFeatured: false,
    readTime: 6,
    publishedAt: '2026-05-12',
    metaTitle: 'School and Childcare Cleaning Guide | Twin Pines',
    metaDescription:
      'Cleaning guidance for schools and childcare centers: daily touchpoint disinfection, safer products, summer deep cleaning, gym floor care and custodial teamwork.',
    keywords: [
      'school cleaning services Twin Cities',
      'childcare center cleaning',
      'classroom disinfection',
      'summer deep cleaning schools',
      'gym floor maintenance',
    ],
  },
];
