import type { CityLocal } from './types.ts';

/** Local details by city slug (see index.ts for what belongs here). */
export const cityLocalPart: Record<string, CityLocal> = {
  excelsior: {
    latitude: 44.9033,
    longitude: -93.5664,
    overview:
      "Excelsior is a small lake town on the south shore of Lake Minnetonka, bordered by Shorewood, Greenwood and Tonka Bay, with Highway 7 running along its southern edge. Commerce here fits into a few walkable blocks: restaurants with patios, gift shops, salons, galleries, real-estate and insurance offices, and a handful of churches, most of them in older two-story buildings that share walls and narrow back hallways. From 1925 to 1973 the town also had a lakeside amusement park, and that summer-crowd tradition never really left.\n\nFor us, Excelsior's rhythm is its season. From Memorial Day into the fall, boat traffic and weekend visitors bring sand, sunscreen and lake water into entryways, and restaurant floors and restrooms take a beating on a warm Saturday. In winter the crowds thin out, but salt and slush from the sidewalks still end up on hardwood and old tile. We plan cleaning around that swing, adding visits when the docks are full and pulling back to a steady weekly schedule in the quiet months.\n\nOld buildings need a gentle hand: original wood floors, plaster walls and vintage storefront glass call for the right products rather than harsh strippers. Our Apple Valley crews come in after closing, so shops and dining rooms are ready when the doors open in the morning.",
    industries: [
      'Lakeside restaurants and patios on Water Street',
      'Boutique retail and galleries serving Lake Minnetonka boaters',
      'Small professional offices in historic downtown buildings',
      'Seasonal tourism tied to the public docks and Excelsior Commons',
    ],
    faq: [
      {
        question: 'Can you add cleanings during the summer boating season in Excelsior?',
        answer:
          'Yes. Many Excelsior shops and restaurants see their busiest weeks when Lake Minnetonka is open for boating and events fill the Commons. We can set a heavier schedule for those months, with extra restroom and entryway visits on weekends, then shift you to a lighter routine after the docks come out. You only pay for the visits you actually schedule.',
      },
      {
        question: 'Do you know how to clean older storefronts and wood floors along Water Street?',
        answer:
          'Much of downtown Excelsior sits inside the National Register historic district, so floors, trim and windows are often decades old. We test products on a small area first, use pH-neutral cleaners on original hardwood and tile, and hand-detail vintage glass instead of using abrasive pads. If something is not right after a visit, we return and fix it under our satisfaction guarantee.',
      },
      {
        question: 'Will you clean a single small office or shop near Highway 7?',
        answer:
          'Small accounts are welcome. Several Excelsior businesses occupy a few hundred square feet near Highway 7 or above a storefront, and we tailor a weekly or every-other-week visit to that size. The quote is free, we reply within two hours, and the crew that comes is background-checked, insured under our $2M liability policy and trained in OSHA safety practices.',
      },
    ],
  },
  'maple-grove': {
    latitude: 45.0725,
    longitude: -93.4558,
    overview:
      'Maple Grove sits where I-94, I-494 and I-694 meet, with Highway 610 cutting across its northern half, and that highway web explains much of its business life. Arbor Lakes spreads over former gravel pits in the middle of the city, divided among the open-air Shoppes at Arbor Lakes, the Main Street district with restaurants and apartments, and big-box centers along Hemlock Lane. Boston Scientific runs a large campus here, Great River Energy keeps its headquarters in Maple Grove, and Maple Grove Hospital anchors a cluster of clinics and medical office buildings near 610.\n\nThe building stock is young: tilt-up office-warehouse space in business parks, glass-front medical buildings, chain restaurants, fitness centers, dental practices and the many schools of Osseo Area Schools. Parking lots are large, so winter means a lot of salt and grit walked across lobby floors from November to April, and newer finishes such as luxury vinyl plank and polished concrete need the right pads and chemistry to last.\n\nWe handle Maple Grove accounts with routes that fit the way the city works: medical suites that need disinfection of high-touch surfaces and exam rooms, restaurant back-of-house cleaning late at night, and corporate offices cleaned nightly after staff leave. Lake-dotted neighborhoods around Weaver, Fish and Rice lakes surround all of it, and many employees live nearby.',
    industries: [
      'Medical devices (Boston Scientific campus)',
      "Energy cooperative offices (Great River Energy's headquarters)",
      'Regional retail and dining at Arbor Lakes',
      'Hospital and clinic space around Maple Grove Hospital',
      'Office-warehouse tenants along I-94 and Highway 610',
    ],
    faq: [
      {
        question: 'Do you clean medical offices near Maple Grove Hospital?',
        answer:
          'We do. The area around Maple Grove Hospital has dental, specialty and primary-care suites, and we clean them with medical-grade disinfectants, color-coded cloths to keep exam rooms and restrooms separate, and careful handling of sharps containers and biohazard bins left for your staff. Crews are background-checked and trained in OSHA safety rules, which matters when patient areas are involved.',
      },
      {
        question: 'Can you keep a restaurant at Arbor Lakes clean between late close and early prep?',
        answer:
          'Arbor Lakes dining rooms often close late and reopen for lunch prep, so we work the window in between: degreasing kitchen floors, cleaning restrooms, wiping booths and detailing entry glass. Weekend nights after events and holidays can be scheduled as extra visits. Ask for a free quote and we will walk the space with your manager before setting a routine.',
      },
      {
        question: 'What do you do about winter salt in Maple Grove lobbies?',
        answer:
          'With big parking lots and long walks from the car, Maple Grove buildings pick up a lot of de-icer. We put down and swap entry mats, neutralize salt residue so it does not etch tile or dull vinyl, and schedule extra floor scrubbing during the worst months. Day porters can also keep entrances dry during business hours in busy office buildings.',
      },
    ],
  },
  blaine: {
    latitude: 45.1608,
    longitude: -93.2349,
    overview:
      "Blaine, named for the 19th-century statesman James G. Blaine, stretches across southern Anoka County between I-35W on the east and Highway 65 through its middle, with Highway 10 clipping the southwest corner near Northtown Mall. The National Sports Center complex, with its soccer fields and Schwan Super Rink, pulls in tournaments from around the region, and TPC Twin Cities brings the PGA Tour each summer. Around the Anoka County-Blaine Airport, hangars and industrial buildings sit beside office-warehouse parks, and Aveda runs manufacturing and distribution operations in the city.\n\nMost of Blaine's commercial property is suburban and relatively new: retail centers along Highway 65 and 109th Avenue, clinics, daycare centers, churches, restaurants and schools in the Anoka-Hennepin and Spring Lake Park districts. Sports events mean heavy foot traffic on weekends, and restaurants and hotels near the National Sports Center feel it first.\n\nWe clean Blaine buildings with that variety in mind. Manufacturing and warehouse floors need sweeping and scrubbing that can handle forklifts and dust, while offices and clinics want quiet nightly service and well-kept restrooms. Winters here bring plenty of snow off open fields, so we plan extra attention for entrances and break rooms when sand and salt are at their worst.",
    industries: [
      'Youth and amateur sports at the National Sports Center',
      'Aviation businesses at the Anoka County-Blaine Airport',
      'Personal-care manufacturing (Aveda operations)',
      'Retail and restaurants along the Highway 65 corridor',
    ],
    faq: [
      {
        question: 'Can you clean a hangar office or shop building near the Blaine airport?',
        answer:
          'Yes. Buildings around the Anoka County-Blaine Airport often combine a small office with a shop or hangar floor. We clean the office side on a normal janitorial routine and handle the work area with sweeping, scrubbing and degreasing suited to sealed concrete. Everything is covered by our $2M liability policy, and we can work around flight and shop schedules.',
      },
      {
        question: 'Our Highway 65 business gets busy during National Sports Center tournaments. Can you adjust?',
        answer:
          'Tournament weekends at the National Sports Center can fill restaurants, hotels and stores along Highway 65 with families. We can add visits before and after those events, focus on restrooms and entryways, and return to your normal schedule afterward. Send us the event calendar and we will plan around it; quotes are free and we respond within two hours.',
      },
      {
        question: 'Do you serve schools and daycare centers in Blaine?',
        answer:
          'We clean school and childcare buildings across Anoka County, including classrooms, gyms, cafeterias and restrooms. Staff are background-checked, which parents and administrators in Blaine expect, and we use products suited to spaces used by children. Nightly schedules keep rooms ready each morning, and we can do deeper floor work during winter and summer breaks.',
      },
    ],
  },
  shakopee: {
    latitude: 44.7974,
    longitude: -93.5273,
    overview:
      "Shakopee takes its name from the Dakota leader Sakpe, and its old river town along First Avenue still faces the Minnesota River, a block or two from the Scott County Government Center and the courthouse. South of downtown, U.S. Highway 169 and County Road 101 carry traffic past some of the largest industrial buildings in the southwest metro: an Amazon fulfillment center, Shutterfly's production facility, Seagate's plant and Rahr Malting's tall grain elevators. Entrust moved its global headquarters to a Shakopee business park, and St. Francis Regional Medical Center serves the surrounding county.\n\nThe city also runs on entertainment. Canterbury Park's racing season and card room, and Valleyfair's summer crowds, keep nearby hotels, restaurants and gas stations busy, and the Shakopee Mdewakanton Sioux Community next door adds more hospitality employment.\n\nThat mix gives us a wide range of work in Shakopee: shipping docks and break rooms that run around the clock, corporate offices that want nightly service, a hospital campus and clinics with strict disinfection needs, and downtown storefronts that get river-town foot traffic. Industrial floors gather dust and tire marks quickly, and the summer season brings a surge of visitors, so we set schedules that can flex with shifts and events.",
    industries: [
      'E-commerce fulfillment and distribution (Amazon, Shutterfly)',
      'Data storage and secure identity technology (Seagate, Entrust)',
      'Malting and food processing (Rahr Malting)',
      'Racing, amusement and hospitality (Canterbury Park, Valleyfair)',
      'Hospital care at St. Francis Regional Medical Center',
    ],
    faq: [
      {
        question: 'Can you clean break rooms and offices in a 24-hour Shakopee distribution building?',
        answer:
          'Shift-based warehouses along Highway 169 never fully empty, so we work in zones: offices and training rooms when they are quiet, break rooms and restrooms between shift changes, and warehouse floors with scrubbers where traffic allows. Day porters can stay on site during peak season. Our crews carry OSHA safety training, which matters around forklifts and dock doors.',
      },
      {
        question: 'Do you serve government and law offices near downtown Shakopee?',
        answer:
          'Downtown Shakopee, as the Scott County seat, has attorneys, title companies and county-related offices within walking distance of the courthouse. We clean these offices after hours, handle confidential areas with background-checked staff, and keep entries presentable through the salt-and-slush months. We are based in Apple Valley, so Scott County is part of our regular service area.',
      },
      {
        question: 'Our business near Canterbury Park is busiest in summer. Can cleaning follow that?',
        answer:
          'Yes. Restaurants, hotels and shops near Canterbury Park and Valleyfair often need more help from late spring through Labor Day. We can add weekend visits, day porter coverage on event days and extra window cleaning, then scale back in the off-season. Request a free quote and tell us your busiest weeks so the schedule fits.',
      },
    ],
  },
  andover: {
    latitude: 45.2333,
    longitude: -93.2914,
    overview:
      "Andover is a residential city in central Anoka County, bordered by Anoka and Coon Rapids to the south, Ramsey to the west and Ham Lake to the east, with the Rum River forming part of its western edge. It grew from farmland and a rural township into one of the county's larger suburbs, and its commercial life stays close to a few arterials: Hanson Boulevard, Bunker Lake Boulevard, Round Lake Boulevard and Crosstown Boulevard. There is no interstate through town, so most businesses serve the people who live here rather than through traffic.\n\nThat makes Andover a city of neighborhood buildings. Grocery-anchored strip centers, dental and chiropractic clinics, veterinary offices, daycares, insurance agencies, churches and the schools of Anoka-Hennepin, including Andover High School, make up much of what needs cleaning. The city's community center hosts ice rinks and a fieldhouse, and youth sports keep it busy on weekday evenings.\n\nOur work in Andover tends toward steady weekly and nightly service for small and mid-size spaces, plus floor care for the vinyl and tile common in clinics and childcare rooms. Long winters mean gravel and road sand come in on boots, and spring thaw brings mud; we plan matting and extra floor scrubbing for both.",
    industries: [
      'Neighborhood retail at Andover Station',
      'Dental, chiropractic and veterinary clinics along Hanson Boulevard',
      'Childcare centers and schools in the Anoka-Hennepin district',
      'Community recreation at the Andover Community Center',
    ],
    faq: [
      {
        question: 'Do you take small clinic accounts on Bunker Lake Boulevard?',
        answer:
          'Yes. Many Andover clinics along Bunker Lake and Hanson boulevards are a few thousand square feet, and we build a routine around their hours: disinfection of exam and treatment rooms, restroom sanitation, waiting-room vacuuming and trash removal. Visits can be nightly or several times a week. The quote is free and based on a walk-through of your suite.',
      },
      {
        question: 'How do you handle childcare centers in Andover?',
        answer:
          'Childcare rooms need frequent cleaning of toys, tables, cots and restrooms with products appropriate for young children. Our staff are background-checked, which Andover daycare directors ask about first, and we schedule after the last pickup so rooms are ready by morning. We can also strip and refinish vinyl floors during a holiday closure.',
      },
      {
        question: 'How far is your team from Andover, and how quickly do you reply?',
        answer:
          'Our office is in Apple Valley, and we have served Twin Cities businesses for more than 15 years, including suburbs north of the river like Andover. You will hear back within two hours of asking for a quote. Crews arrive on a set schedule, and if a visit misses the mark we come back and make it right.',
      },
    ],
  },
  savage: {
    latitude: 44.7792,
    longitude: -93.3363,
    overview:
      'Savage lies on the south bank of the Minnesota River between Burnsville and Shakopee, with Prior Lake to the south and Bloomington across the water. The town was called Hamilton until 1904, and its riverfront still does heavy work: grain moves from elevators along Highway 13 onto barges headed down the Mississippi. That same stretch of Highway 13 holds manufacturers, contractors and yards, including Fabcon, the precast concrete panel maker headquartered in Savage.\n\nInland, the city changes character. County Road 42 carries the retail and service side of Savage, with grocery stores, restaurants, medical and dental offices, banks and fitness studios, while Dan Patch Avenue recalls the harness-racing champion whose owner gave the city its name. Neighborhoods built since the 1990s fill the land between the river bluffs and Murphy-Hanrehan Park Reserve, and students attend Prior Lake-Savage Area Schools or Burnsville-Eagan-Savage schools.\n\nFor cleaning, Savage splits in two. Industrial offices along the river pick up concrete dust, mud and grain chaff, so we focus on entry control, break rooms and hard-floor scrubbing. Along County Road 42, clinics and storefronts want polished presentation and spotless restrooms. Being close to our Apple Valley base, Savage is part of the Dakota and Scott County routes we run every week.',
    industries: [
      'River grain terminals at the Port of Savage',
      'Precast concrete manufacturing (Fabcon headquarters)',
      'Contractors and light industry along Highway 13',
      'Retail, dining and clinics on County Road 42',
    ],
    faq: [
      {
        question: 'Can you clean an office attached to a plant or yard on Highway 13 in Savage?',
        answer:
          'Yes. Offices beside plants and yards along Highway 13 get a steady stream of dust and mud from boots and trucks. We put extra effort into entry mats, hallway floors, locker rooms and lunchrooms, and we can scrub shop-adjacent concrete. Crews follow OSHA safety training and carry $2M in liability coverage, so plant managers can bring us in with confidence.',
      },
      {
        question: 'Do you clean retail and medical space along County Road 42?',
        answer:
          'County Road 42 through Savage is lined with strip centers, dental suites and clinics, and we handle all three. Medical rooms get disinfected touch points and careful restroom sanitation, while shops get vacuumed carpet, clean glass and tidy fitting areas. Schedules can be nightly or a few times each week, and quotes are free.',
      },
      {
        question: 'Is Savage close enough for quick service from your Apple Valley office?',
        answer:
          'Savage is a neighbor of Burnsville and sits in the same south-metro area as our Apple Valley office, so it is well inside our service area. We answer quote requests within two hours and can start a new account soon after a walk-through. If anything is missed, our satisfaction guarantee means we return and correct it.',
      },
    ],
  },
  chaska: {
    latitude: 44.7894,
    longitude: -93.6022,
    overview:
      "Chaska is an old Minnesota River town, and for decades its clay pits fired the cream-colored Chaska brick still seen in its downtown storefronts and churches. Today the city is the Carver County seat, with the Justice Center and Government Center bringing a steady flow of staff and visitors to the blocks around City Square Park. Highway 41 crosses the river here toward Shakopee, and U.S. 212 runs along the north side of town, linking Chaska to Chanhassen and Eden Prairie.\n\nIndustry clusters in business parks off 212 and Highway 41, where Lifecore Biomedical makes hyaluronan-based products and Entegris has operated specialty materials plants for years. The University of Minnesota's Landscape Arboretum sits on the city's northern edge, Hazeltine National draws major golf events, and Eastern Carver County Schools, including Chaska High School, serve most of the city.\n\nCleaning in Chaska ranges from historic to high-spec. Brick-walled downtown offices and shops need careful work on old floors and trim, county buildings call for dependable nightly service, and manufacturing sites may have controlled areas where we follow your gowning and product rules. The Chaska Community Center and churches round out a mix that keeps our crews busy through every season.",
    industries: [
      'Biomaterials and medical products (Lifecore Biomedical)',
      'Semiconductor and specialty materials (Entegris)',
      'Carver County government and court offices',
      'Golf and events at Hazeltine National',
    ],
    faq: [
      {
        question: 'Do you clean county-related and law offices near downtown Chaska?',
        answer:
          'Yes. With the Carver County Justice Center and Government Center downtown, Chaska has many legal, title and professional offices nearby. We clean after hours with background-checked staff, respect locked file rooms and shred bins, and keep lobbies presentable for clients. Our crews have worked across Twin Cities offices for more than 15 years.',
      },
      {
        question: 'Can your team follow the rules of a manufacturing or lab building in a Chaska business park?',
        answer:
          "Many plants off Highway 41 and U.S. 212 have areas with their own procedures. We learn your site's requirements, such as gowning, approved chemicals and restricted zones, and clean offices, break rooms and restrooms around them. OSHA safety training is standard for our staff, and we carry $2M liability coverage for industrial sites.",
      },
      {
        question: 'How do you care for older brick buildings in downtown Chaska?',
        answer:
          "Downtown Chaska's brick storefronts often have original wood floors, tin ceilings and older windows. We use gentle cleaners, test new products first and hand-clean glass so that historic finishes are not damaged. Periodic floor care and window cleaning can be added to a regular schedule. Ask for a free quote and we will walk the space with you.",
      },
    ],
  },
  ramsey: {
    latitude: 45.2611,
    longitude: -93.45,
    overview:
      "Ramsey occupies the northwest corner of Anoka County, with the Mississippi River along its southern boundary and Elk River, Nowthen, Andover and Anoka around it. U.S. Highway 10 is its main commercial spine, and the Northstar commuter line stops at the Ramsey station beside The COR, the city's planned town center where the municipal center, apartments and new storefronts have gone up. Connexus Energy, one of Minnesota's largest electric cooperatives, has its headquarters in Ramsey.\n\nMuch of the rest of the city is still open land, gravel roads and wooded lots, and the business parks along Highway 10 hold fabrication shops, contractors, small manufacturers and service firms. Most students attend Anoka-Hennepin schools, and trails along the Mississippi and the Rum River parks give the city a strong outdoor identity.\n\nA facility manager in Ramsey usually runs a practical building: an office and shop under one roof, a clinic or dental office near the highway, a church, or a storefront in The COR. We clean to match, with nightly or weekly office service, shop-floor sweeping and scrubbing, and extra entry care during the long Anoka County winter when trucks bring in sand and slush from Highway 10.",
    industries: [
      "Electric cooperative offices (Connexus Energy's headquarters)",
      'Fabrication and contractor shops in Highway 10 business parks',
      'Transit-oriented retail and offices at The COR',
      'Churches and schools serving new neighborhoods',
    ],
    faq: [
      {
        question: 'Can you clean a combined office and shop building in a Ramsey business park?',
        answer:
          'Yes, and it is one of the most common setups we see along Highway 10. We clean the office side on a regular janitorial schedule, then sweep, scrub and degrease the shop or warehouse floor as often as you need. Restrooms and break rooms used by shop crews get extra attention. Quotes are free after a quick walk-through.',
      },
      {
        question: 'Do you clean new retail and office space at The COR near the Northstar station?',
        answer:
          'We do. Newer buildings in The COR often have modern vinyl, polished concrete and large storefront windows, and we care for them with the right pads and cleaners. Post-construction cleanup is available for tenants moving into fresh spaces, and then we can shift to nightly or weekly service once you open.',
      },
      {
        question: 'How do you keep floors clean during Ramsey winters?',
        answer:
          'Highway 10 traffic and rural roads send a lot of sand and salt into Ramsey buildings. We use and swap heavy entry mats, neutralize salt on hard floors, and can add scrubbing visits from December through March. Our team answers requests within two hours and guarantees the work: if a floor is not right, we come back.',
      },
    ],
  },
  'prior-lake': {
    latitude: 44.7133,
    longitude: -93.4228,
    overview:
      "Prior Lake grew up around its namesake lakes, first as a place of summer cabins and resorts and later as a year-round suburb of the south metro. Upper and Lower Prior Lake still shape daily life, with marinas, lakeside restaurants and homes wrapping the shoreline, while Highway 13 and County Road 42 carry most of the commercial traffic. To the north, the Shakopee Mdewakanton Sioux Community operates Mystic Lake Casino Hotel and Little Six Casino, and its enterprises are among the biggest employers in Scott County.\n\nThe city's business buildings are mostly modest in size: banks, dental and medical clinics, insurance and real-estate offices, fitness studios, grocery stores and restaurants clustered along Main Avenue and at the Highway 13 and County Road 21 area. Prior Lake-Savage Area Schools, including Prior Lake High School, make education another major presence.\n\nLake towns have their own cleaning challenges. Summer brings sand, lake water and sunscreen into lobbies and restrooms, and winter brings ice-fishing traffic and road salt. We handle Prior Lake accounts with schedules that can lean heavier in peak months, attention to entrances and restrooms, and careful floor care for the wood, tile and vinyl common in small offices and shops near the water.",
    industries: [
      'Tribal gaming and hospitality (Mystic Lake Casino Hotel, Little Six Casino)',
      'Lake recreation, marinas and lakeside dining',
      'Professional offices and banks on Main Avenue',
      'Schools of Prior Lake-Savage Area Schools',
    ],
    faq: [
      {
        question: 'Can you clean a lakeside restaurant in Prior Lake through the summer rush?',
        answer:
          'Yes. Restaurants near Upper and Lower Prior Lake often double their traffic when boats are on the water. We clean kitchens, dining rooms and restrooms after close, add weekend visits in peak months and bring window cleaning for lake-facing glass. When the season slows, we scale back so you are not paying for visits you do not need.',
      },
      {
        question: 'Do you serve small offices in downtown Prior Lake along Main Avenue?',
        answer:
          'We clean many offices the size of those on Main Avenue: a reception area, a few private offices, a break room and a restroom. Weekly or twice-weekly visits are common, and background-checked staff handle client files and cash areas with care. Quotes are free, and we respond within two hours.',
      },
      {
        question: 'Are you close enough to cover Prior Lake reliably?',
        answer:
          'We are based in Apple Valley and have served south-metro communities like Prior Lake, Savage and Shakopee for over 15 years. That proximity helps with regular routes and with one-time jobs such as post-construction cleanup. Every job is backed by our satisfaction guarantee, and our crews carry OSHA safety training and full insurance.',
      },
    ],
  },
  chanhassen: {
    latitude: 44.8617,
    longitude: -93.5322,
    overview:
      "Chanhassen spreads across northeast Carver County, with a sliver in Hennepin, between Eden Prairie and Chaska. Highway 5 runs east-west through the middle of town, U.S. 212 crosses the south, and Highway 101 and Highway 41 connect north to Lake Minnetonka. The city's corporate base is larger than its size suggests: Life Time is headquartered here, Emerson's Rosemount measurement business has a big campus off Market Boulevard, and IWCO Direct, a direct-mail printer, runs large production facilities in town.\n\nAround those employers are business parks along Highway 5 and Lake Drive, medical and dental offices, daycare centers, churches and a small downtown on West 78th Street with restaurants, a grocery store and the Chanhassen Dinner Theatres. Lakes are everywhere, from Lotus and Susan to Riley and Minnewashta, and schools belong mostly to Eastern Carver County Schools and Minnetonka.\n\nThat combination sends us into very different spaces in a single week: corporate offices that want polished common areas and spotless conference rooms, industrial and printing floors with paper dust and forklift traffic, and clinics that need careful disinfection. We plan Chanhassen schedules around shifts and meetings so the work is done quietly after hours.",
    industries: [
      'Health-club operator headquarters (Life Time)',
      "Process instrumentation (Emerson's Rosemount campus)",
      'Direct-mail printing (IWCO Direct)',
      'Theater and dining around West 78th Street',
      'Business parks along Highway 5',
    ],
    faq: [
      {
        question: 'Do you clean corporate office space along the Highway 5 corridor in Chanhassen?',
        answer:
          'Yes. Offices along Highway 5 range from single-tenant headquarters to multi-tenant buildings, and we provide nightly janitorial service, conference-room resets, restroom care and carpet maintenance. Day porters are available for buildings that need someone on site during business hours. Our background-checked staff are used to working in secure corporate environments.',
      },
      {
        question: 'Can you handle a printing or production building in Chanhassen?',
        answer:
          'Production areas build up paper dust, ink residue and pallet debris. We sweep and scrub concrete floors, clean break rooms and locker areas, and keep offices tidy, all while following your safety rules. OSHA safety training is standard for our crews, and we carry $2M liability coverage for work in industrial buildings.',
      },
      {
        question: 'What about restaurants and shops near the Chanhassen Dinner Theatres?',
        answer:
          'The West 78th Street area sees evening crowds around shows, which leaves restaurants and shops with heavy restroom and floor use. We come in after close to clean kitchens, dining areas and entries, and can add extra visits on busy weekends. Request a free quote and we will tailor the plan to your hours.',
      },
    ],
  },
  'elk-river': {
    latitude: 45.3039,
    longitude: -93.5672,
    overview:
      'Elk River grew at the meeting of two rivers and three highways. The Elk River flows into the Mississippi at the edge of downtown, and U.S. 10, U.S. 169 and Highway 101 all converge here, which made the city a natural stop for travelers heading toward St. Cloud and the lakes up north. As the Sherburne County seat, it hosts the county Government Center, and Elk River Area Schools (District 728) is one of the larger districts in the state. Cretex Companies, a family of concrete and contract-manufacturing businesses, has long been headquartered in town.\n\nThe commercial pattern is easy to read. Historic Main Street holds restaurants, shops and offices in older brick buildings; big-box stores, car dealers, hotels and fast-food lines gather where Highways 10 and 169 meet; and industrial parks around the city house manufacturers and contractors. The Northstar station gives commuters a rail link to downtown Minneapolis.\n\nFor cleaning, that means three kinds of work in one city: careful detailing of old downtown spaces, high-traffic retail and restaurant cleaning along the highways, and industrial-grade floor care in plants. Winters up here come early and hang on, so we plan for months of salt and sand on entry floors.',
    industries: [
      'Concrete products and contract manufacturing (Cretex Companies)',
      'Sherburne County government offices',
      'Highway retail, hotels and dealerships at Highways 10 and 169',
      'Public schools of Elk River Area Schools',
    ],
    faq: [
      {
        question: 'Do you travel to Elk River for regular commercial cleaning?',
        answer:
          'Yes. Elk River is part of our northwest service area, and U.S. 10 and U.S. 169 make it an easy route. We set fixed nightly or weekly visits, and quotes come back within two hours. Our team has more than 15 years of Twin Cities experience and carries $2M liability coverage, so you get the same standard as in the core metro.',
      },
      {
        question: 'Can you clean a manufacturing plant office and floor in an Elk River industrial park?',
        answer:
          'Plants in Elk River often pair production floors with offices, locker rooms and lunchrooms. We scrub sealed concrete, degrease around equipment where you allow it, and keep restrooms and break areas sanitary for shift crews. Our staff complete OSHA safety training and follow your lockout and PPE rules on the floor.',
      },
      {
        question: 'Our business is in a historic building on Main Street in Elk River. Can you help?',
        answer:
          "Downtown Elk River's older buildings often have hardwood, vintage tile and original windows. We use gentle products, test before using anything new, and clean glass by hand, including the tall storefront windows common on Main Street. A weekly visit plus seasonal window cleaning is common for shops and offices there, and our satisfaction guarantee covers every visit.",
      },
    ],
  },
  rosemount: {
    latitude: 44.7394,
    longitude: -93.1258,
    overview:
      "Rosemount sits just east of Apple Valley, where we are based, and it is one of the Dakota County cities we know best. Its eastern half runs down to the Mississippi at Pine Bend, where the Flint Hills Resources refinery processes crude oil and a ring of industrial users, rail lines and truck yards surrounds it along U.S. 52 and Highway 55. Much of the land in the middle of the city was the Gopher Ordnance Works during World War II and later became the University of Minnesota's UMore Park, parts of which are planned for future development.\n\nThe west side is different. Downtown Rosemount centers on Highway 3 and 145th Street, with the Steeple Center in a restored church, the Robert Trail Library, banks, restaurants and small offices, while County Road 42 draws grocery stores, clinics and newer retail. Dakota County Technical College trains students in trades, health and transportation, and District 196 schools, including Rosemount High School, serve families.\n\nThat range shapes our work here. Industrial offices near Pine Bend need crews who respect safety rules and can keep mud and grit out of control rooms and break areas. Schools, the college and clinics want dependable nightly service, and downtown businesses want entries and windows kept sharp through the winter.",
    industries: [
      'Petroleum refining at the Pine Bend refinery (Flint Hills Resources)',
      'Technical and trades education (Dakota County Technical College)',
      'Heavy industry and logistics along U.S. 52 and Highway 55',
      'Retail and clinics on the County Road 42 corridor',
    ],
    faq: [
      {
        question: 'Can you clean offices and control buildings in the Pine Bend industrial area of Rosemount?',
        answer:
          'Yes. Administrative buildings around Pine Bend pick up heavy mud, gravel and industrial dust. We clean to your safety rules, with OSHA-trained staff who wear required PPE and follow site orientation. Break rooms, locker areas, restrooms and offices get regular service, and floors can be scrubbed as often as needed.',
      },
      {
        question: 'Do you work with schools and colleges in Rosemount?',
        answer:
          'We clean classroom and campus buildings, and Rosemount has both District 196 schools and Dakota County Technical College. Services include classrooms, labs, shops, gyms, restrooms and floor care during breaks. Our staff are background-checked, which matters in buildings used by students, and our Apple Valley base is minutes from Rosemount.',
      },
      {
        question: 'How quickly can you start cleaning for a business in downtown Rosemount?',
        answer:
          "Because we're right next door in Apple Valley, we can usually walk a downtown Rosemount space soon after you call. Quote requests get a reply within two hours, and once you approve we set a nightly, weekly or one-time schedule. If a visit ever falls short, we come back and make it right.",
      },
    ],
  },
  champlin: {
    latitude: 45.1889,
    longitude: -93.3975,
    overview:
      "Champlin sits at the top of Hennepin County, on the south bank of the Mississippi facing Anoka, and U.S. 169 crosses the river here on its way north. The Mill Pond, formed where Elm Creek meets the Mississippi, marks the old village center, and the city has grown west toward Dayton and south toward Brooklyn Park and Maple Grove, mostly as a residential suburb.\n\nCommercial space in Champlin is practical and local. Shopping centers along West River Road and Highway 169 hold grocery stores, restaurants, auto service, banks, and medical and dental clinics; small office buildings house insurance agents, accountants and therapists; and Champlin Park High School and other Anoka-Hennepin schools are among the largest buildings in town. Churches and the city's Ice Forum arena add weekend and evening traffic.\n\nFor us, Champlin accounts are mostly small to mid-size, and the priorities are clear: clean restrooms, fresh waiting rooms, well-kept floors and a schedule that fits opening hours. Being close to the river and the Elm Creek trails, Champlin sees mud in spring and heavy snow in winter, so entry mats and hard-floor care get extra attention. We often combine Champlin with nearby Anoka, Dayton and Brooklyn Park stops on our north routes.",
    industries: [
      'Neighborhood retail and grocery along Highway 169',
      'Medical and dental clinics along West River Road',
      'Schools of the Anoka-Hennepin district, including Champlin Park High School',
      'Restaurants and services near the Mill Pond',
    ],
    faq: [
      {
        question: 'Do you clean medical and dental clinics in Champlin?',
        answer:
          'Yes. Clinics along Highway 169 and West River Road need exam-room disinfection, careful restroom sanitation and waiting areas kept clean for patients. We use hospital-grade disinfectants and separate cloths for clinical and public spaces. Our background-checked team works after hours so patients and staff never see us.',
      },
      {
        question: 'Can you handle a small office in Champlin once a week?',
        answer:
          'Absolutely. Many Champlin offices are a few rooms in a strip center or a small building, and a weekly visit covers vacuuming, dusting, trash, kitchen and restroom cleaning. If you need more, we can increase visits during tax season or busy months. Quotes are free, and we respond within two hours.',
      },
      {
        question: 'Is your Apple Valley team able to cover Champlin in the north metro?',
        answer:
          'We serve the whole Twin Cities area and have done so for more than 15 years, so north-metro cities like Champlin, Anoka and Brooklyn Park are part of our regular routes. All crews are insured under our $2M liability policy and trained in OSHA safety practices, and our satisfaction guarantee applies everywhere we work.',
      },
    ],
  },
  farmington: {
    latitude: 44.6403,
    longitude: -93.1436,
    overview:
      "Farmington sits on the Vermillion River in southern Dakota County, where suburban growth from Lakeville and Apple Valley meets open farmland. It began as a farm-market and railroad town, and its compact downtown along Third and Oak streets still has brick storefronts, churches and small offices. Every August the Dakota County Fair fills the fairgrounds on the edge of town, and Highway 3 and Highway 50 carry most of the commercial traffic.\n\nGrowth over the last three decades pushed retail and services out along Pilot Knob Road and Highway 3: grocery stores, fast-food restaurants, banks, clinics, dentists, daycares and gas stations. Farmington Area Public Schools (District 192), including Farmington High School, are among the city's largest employers and buildings, and small industrial parks hold contractors and light manufacturers.\n\nThe cleaning needs follow that shape. Downtown storefronts and offices need care for older floors and entries; the newer retail strip wants clean restrooms and glass every day; and schools and daycares require background-checked staff and products safe for kids. Farmington winters bring drifting snow off open fields, and spring on the Vermillion brings mud, so entry care and floor scrubbing get extra attention. The city is a short drive south of our Apple Valley office, so it fits easily into our regular routes.",
    industries: [
      'Agriculture and the Dakota County Fair',
      'Public education (Farmington Area Public Schools)',
      'Retail and services along Pilot Knob Road and Highway 3',
      'Light manufacturing and contractors in local industrial parks',
    ],
    faq: [
      {
        question: 'Can you clean downtown Farmington shops and offices on Third Street?',
        answer:
          'Yes. Downtown Farmington has small storefronts and offices in older brick buildings, and we clean them weekly or several times a week. Work includes floors, restrooms, break areas, dusting and glass. We use gentle products on older floors and test new ones first. Quotes are free and we reply within two hours.',
      },
      {
        question: 'Do you offer cleanup around the Dakota County Fair?',
        answer:
          'Businesses near the fairgrounds and along Highway 3 see a jump in traffic during fair week in August. We can add one-time deep cleans before or after the fair, extra restroom checks and entry cleaning during the event. Day porters are also available for buildings that need someone on site during the busiest days.',
      },
      {
        question: 'How close is your team to Farmington?',
        answer:
          'Our office is in Apple Valley, just north of Farmington, so we cover it as a core part of our south-metro routes. That proximity makes us responsive for regular schedules and one-time jobs. Our crews are background-checked and OSHA trained, and if anything is missed, our 100% satisfaction guarantee means we return and fix it.',
      },
    ],
  },
  'lino-lakes': {
    latitude: 45.1603,
    longitude: -93.0889,
    overview:
      'Lino Lakes is a city of water and open space in southeastern Anoka County, wedged between I-35W and I-35E a few miles south of where the two freeways rejoin near Forest Lake, with Highway 49 (Hodgson Road) running through the west side. Its neighbors are Blaine and Circle Pines to the west, Centerville and Hugo to the east and Shoreview to the south, and a large share of the land is lakes, marshes and parkland along Rice Creek.\n\nThe largest single institution is the Minnesota Correctional Facility-Lino Lakes, a state prison. Beyond that, commercial development has clustered around the freeway interchanges and along Lake Drive and Main Street, with a growing mix of clinics, restaurants, convenience stores, banks and light-industrial and office buildings. Students attend Centennial or Forest Lake schools depending on where they live, and churches dot the rural edges.\n\nLino Lakes facility managers deal with a suburban-rural mix: newer buildings near the interstates with modern finishes, older buildings on larger lots, and lots of gravel and snow in winter. We bring floor care for both, nightly and weekly janitorial service for offices and clinics, and restaurant cleaning after close. Quick access from both interstates makes it a straightforward part of our north-metro routes.',
    industries: [
      'State corrections (Minnesota Correctional Facility-Lino Lakes)',
      'Interchange retail and restaurants near I-35W and I-35E',
      'Clinics and offices along Lake Drive',
      'Parks and recreation around the Rice Creek Chain of Lakes',
    ],
    faq: [
      {
        question: 'Do you clean new buildings near the I-35W and I-35E interchanges in Lino Lakes?',
        answer:
          'Yes. Newer retail and office buildings near the Lino Lakes interchanges often start with post-construction cleanup, and we remove dust, labels and debris before move-in. After opening we can switch to nightly or weekly service. Modern floors such as LVT and sealed concrete get the right pads and cleaners to last.',
      },
      {
        question: 'Can you clean a clinic or office along Lake Drive in Lino Lakes?',
        answer:
          'We clean clinics and offices along Lake Drive with disinfection of exam rooms and touch points, restroom sanitation and floor care. Our background-checked crews work after hours, and we carry $2M liability coverage. Quotes are free after a short walk-through, and we respond to requests within two hours.',
      },
      {
        question: 'How do you handle the gravel and snow that come into Lino Lakes buildings in winter?',
        answer:
          'Open space and rural roads around Lino Lakes mean lots of blowing snow, sand and salt. We place and rotate entry mats, neutralize salt on hard floors and add scrubbing visits in the worst months. If a floor is not clean enough after a visit, our satisfaction guarantee means we come back.',
      },
    ],
  },
  otsego: {
    latitude: 45.2742,
    longitude: -93.5914,
    overview:
      "Otsego is shaped by water on two sides: the Mississippi forms its northern boundary across from Elk River, and the Crow River forms its southern edge across from Dayton and Rogers. I-94 touches the city's southwest corner, and Highway 101 runs north-south through it, carrying traffic between I-94 and the bridge to Elk River. Albertville and St. Michael lie to the west, and students attend Elk River or St. Michael-Albertville schools depending on their address.\n\nForty years ago most of Otsego was farm fields. Today new subdivisions, parks and commercial nodes along Highway 101 have filled in much of the map, and the industrial parks near I-94 and 101 hold distribution buildings, contractors and light manufacturers in tall, clear-span structures. Retail is largely neighborhood scale: gas stations, coffee shops, restaurants, clinics and daycares, with the larger outlet and big-box shopping just across the line in Albertville.\n\nWe see Otsego as a new-construction city. Many buildings need post-construction cleanup before tenants move in, then regular care for sealed concrete, LVT and large windows. Industrial users want dock areas, break rooms and restrooms kept up for shift workers, while offices and clinics prefer quiet nightly service. Open land around the city means blowing snow and winter grit, so entry maintenance is always part of the plan.",
    industries: [
      'Distribution and light manufacturing in industrial parks near I-94',
      'Contractors and building trades serving new subdivisions',
      'Neighborhood retail and clinics along Highway 101',
      'Childcare centers and schools for a fast-growing population',
    ],
    faq: [
      {
        question: 'Do you do post-construction cleanup for new buildings in Otsego?',
        answer:
          'Yes. With so many new industrial and retail buildings going up along Highway 101 and near I-94, we often start in Otsego with post-construction cleanup: dust removal from high surfaces, window and frame cleaning, floor scrubbing and debris removal before move-in. Afterward, we can take over regular janitorial service on a nightly or weekly schedule.',
      },
      {
        question: 'Can you keep break rooms and restrooms clean for shift workers in an Otsego warehouse?',
        answer:
          'We clean warehouse break rooms, locker areas, restrooms and offices on schedules that match your shifts. Floors in the warehouse can be swept and scrubbed on a set rotation. Our crews have OSHA safety training and follow your forklift and PPE rules, and we carry $2M liability coverage for industrial sites in Wright County.',
      },
      {
        question: 'Is Otsego too far out for your company to service?',
        answer:
          "No. Otsego sits just across the Crow River from Hennepin County and is an easy trip up I-94, and we've served businesses across the Twin Cities for over 15 years. Request a free quote and you'll hear back within two hours. If a visit ever falls short, we come back and fix it.",
      },
    ],
  },
  'st-michael': {
    latitude: 45.21,
    longitude: -93.665,
    overview:
      "St. Michael grew from a settlement of German Catholic farmers in the 1850s, and the Church of St. Michael, which dates to the 1890s, still stands at the heart of town. Highway 241 links the old downtown with I-94 to the north, near neighboring Albertville, and the Crow River runs along the eastern side of the city toward Hanover and the Hennepin County line.\n\nThe St. Michael-Albertville school district is the city's defining public institution, with a high school, middle schools and elementary schools that have grown along with the population. Around them, commercial buildings are mostly newer and modest in scale: grocery stores, restaurants, banks, dental and chiropractic offices, auto shops, daycares and small industrial buildings along Highway 241 and near the freeway. Downtown keeps a handful of small shops and offices near the church.\n\nFor cleaning, St. Michael means serving growing suburban businesses with practical needs. Schools and daycares need background-checked staff and kid-safe products, clinics need careful disinfection, and restaurants need kitchens and dining rooms ready each morning. Winter on the edge of farmland brings drifting snow and plenty of salt, and spring mud from construction sites tracks into new buildings, so floor care and entry mats get steady attention.",
    industries: [
      'Public education (St. Michael-Albertville Schools)',
      'Retail and restaurants along Highway 241',
      'Dental, chiropractic and family clinics',
      'Small industrial and auto-service buildings near I-94',
    ],
    faq: [
      {
        question: 'Do you clean schools and daycares in St. Michael?',
        answer:
          "Yes. We clean classrooms, gyms, cafeterias and restrooms for schools and childcare centers. With St. Michael's growing student population, regular cleaning plus deeper floor care during breaks keeps buildings in good shape. Our staff are background-checked and use products appropriate for children's spaces, and we schedule after hours so rooms are ready each morning.",
      },
      {
        question: 'Can you clean a restaurant or retail store on Highway 241?',
        answer:
          'Restaurants and stores along Highway 241 need kitchens degreased, dining rooms and restrooms cleaned and entries kept free of salt and grit. We work after closing and can increase visits around busy periods. A free quote starts with a quick walk-through, and we respond to requests within two hours.',
      },
      {
        question: 'Does your crew travel out to Wright County towns like St. Michael?',
        answer:
          "Yes. St. Michael, Albertville and Otsego are part of our northwest routes along I-94. Our team carries $2M liability coverage and OSHA safety training, and we've served Twin Cities businesses for more than 15 years. If you're not satisfied after a visit, we come back and make it right.",
      },
    ],
  },
  'ham-lake': {
    latitude: 45.2503,
    longitude: -93.205,
    overview:
      'Ham Lake sits in the middle of Anoka County, north of Blaine and east of Andover, with East Bethel to the north and Columbus to the east. Highway 65 runs straight through it and carries almost all of its business activity, from the Soderville crossroads in the south to the lakes and woods further north. Away from the highway, the city is large-lot homes, wetlands, horse pastures and a few small lakes, including Ham Lake itself and Lake Netta.\n\nCommercial buildings along Highway 65 are mainly service and trade businesses: contractors, landscape and equipment dealers, auto and truck repair, small manufacturers, storage, restaurants, bars, gas stations and a few strip centers with clinics, salons and offices. Many of them are metal buildings with a small front office and a larger shop or warehouse behind, and some are family-owned businesses that have been on the highway for decades. Most students attend Anoka-Hennepin schools.\n\nFor a cleaning company, that means a lot of office-plus-shop work. We keep front offices, showrooms and restrooms presentable for customers, and handle shop floors, break rooms and locker areas with heavier equipment. Highway 65 brings constant truck traffic, so dust, sand and salt come into buildings year-round, and entry control is a big part of our service here.',
    industries: [
      'Contractors and building-trade shops on Highway 65',
      'Equipment, auto and truck repair businesses',
      'Restaurants and bars serving the Highway 65 corridor',
      'Small manufacturers and storage facilities in metal shop buildings',
    ],
    faq: [
      {
        question: 'Can you clean a showroom and shop building on Highway 65 in Ham Lake?',
        answer:
          'Yes. Many Ham Lake businesses on Highway 65 have a customer-facing office or showroom with a shop behind it. We keep the showroom floor, glass and restrooms spotless for customers, then sweep, scrub and degrease the shop area as often as you need. Our crews follow OSHA safety training around equipment and vehicles.',
      },
      {
        question: 'Do you take on small accounts in Ham Lake, like a single office or bar?',
        answer:
          'Absolutely. A small office, restaurant or bar near Soderville or on Highway 65 can be cleaned weekly, several times a week or nightly, depending on traffic. We tailor visits to your hours, and quotes are free. Every visit is backed by our satisfaction guarantee: if something is missed, we come back.',
      },
      {
        question: 'How do you deal with the dust and grit from Highway 65 traffic?',
        answer:
          'Constant truck traffic along Highway 65 means dust in summer and sand and salt in winter. We use heavy-duty entry mats, vacuum and scrub hard floors, and wipe down surfaces that collect road dust. Our team is insured with $2M liability coverage and responds to quote requests within two hours.',
      },
    ],
  },
  hugo: {
    latitude: 45.16,
    longitude: -92.9933,
    overview:
      "Hugo began as a stop on the railroad north of St. Paul, and the old rail corridor through town is now the Hardwood Creek Regional Trail, running past the small downtown toward Forest Lake. U.S. Highway 61 (Forest Boulevard) is the city's main street, I-35E runs along its western edge, and White Bear Lake, Lino Lakes and Forest Lake are its nearest neighbors. Oneka Lake and Rice Lake shape the landscape, along with farms and wetlands that remain on the rural eastern side.\n\nGrowth since 2000 added subdivisions on the west side and a line of businesses along Highway 61: grocery stores, restaurants, coffee shops, banks, dental and medical offices, daycares, a fitness center, auto repair shops and small industrial buildings. Students attend Forest Lake or White Bear Lake schools, and churches and the city hall near the downtown serve as community anchors.\n\nWe clean Hugo buildings with a focus on practical, consistent service. Clinics and daycares need careful disinfection and background-checked staff. Restaurants need kitchens and dining areas ready every morning. Industrial shops and contractors want offices and restrooms kept up while floors handle grit. With open land to the east, winter snow and spring mud are part of life here, and we plan for both with entry mats and extra floor scrubbing.",
    industries: [
      'Retail and restaurants along U.S. Highway 61',
      'Dental, medical and childcare providers serving new neighborhoods',
      'Small industrial and contractor buildings',
      'Trail and lake recreation around Oneka and Rice lakes',
    ],
    faq: [
      {
        question: 'Do you clean clinics and daycares along Highway 61 in Hugo?',
        answer:
          'Yes. Hugo has dental, medical and childcare providers along Highway 61, many of them in buildings put up as the west-side subdivisions filled in, and we clean them with disinfection of touch points, restroom sanitation and floor care suited to vinyl and tile. Our background-checked staff work after hours so rooms are ready when the doors open. Quotes are free.',
      },
      {
        question: 'Can you service a small shop or contractor office in Hugo?',
        answer:
          'We clean many office-plus-shop buildings: reception and offices, restrooms and break rooms, with sweeping and scrubbing for shop floors as needed. Hugo contractors and small manufacturers can choose nightly, weekly or every-other-week visits. Our crews follow OSHA safety training, and we respond to requests within two hours.',
      },
      {
        question: 'Is Hugo in your service area, given you are in Apple Valley?',
        answer:
          "Yes. We serve businesses across the Twin Cities, including northern Washington County towns like Hugo, Forest Lake and White Bear Lake, and have done so for more than 15 years. Our satisfaction guarantee applies to every account: if a visit isn't right, we return and make it right at no charge.",
      },
    ],
  },
  rogers: {
    latitude: 45.1889,
    longitude: -93.553,
    overview:
      "Rogers grew up as a small railroad and farm town in northwest Hennepin County, and it expanded sharply after 2012, when Hassan Township merged into the city and brought its farmland and Crow River frontage along. I-94 runs through the middle, with Highway 101 crossing it at the main interchange and heading north over the Crow River into Otsego, and Maple Grove, Dayton and Corcoran border it to the east and south.\n\nAround the I-94 and 101 interchange, the city has one of the northwest metro's largest concentrations of warehouses and plants. Graco operates a manufacturing and distribution facility here, Reinhart Foodservice runs a distribution center, and Cabela's draws shoppers from across the region to its big outdoor store. Hotels, gas stations, fast-food restaurants and big-box retail cluster near the freeway, while the small downtown keeps local shops, a few restaurants and offices. Rogers High School is part of the Elk River Area Schools district.\n\nCleaning in Rogers leans industrial. Plant and warehouse offices, break rooms, restrooms and locker areas need steady care for shift workers, and production floors pick up dust and tire marks. Highway retail and hotels need frequent restroom and entry cleaning, especially with winter salt coming off I-94. We handle all of it with OSHA-trained crews and schedules built around shifts.",
    industries: [
      'Fluid-handling equipment manufacturing (Graco facility)',
      'Food distribution (Reinhart Foodservice)',
      "Destination outdoor retail (Cabela's at I-94 and Highway 101)",
      'Warehousing and logistics along the I-94 corridor',
      'Hotels and travel services at the freeway interchange',
    ],
    faq: [
      {
        question: 'Can you clean offices and break rooms at a Rogers plant along I-94?',
        answer:
          'Yes. Manufacturing and distribution sites along I-94 in Rogers need offices, restrooms, break rooms and locker areas cleaned on schedules that fit shift changes. We sweep and scrub production floors where allowed and follow your PPE rules. Our crews carry OSHA safety training, and we are insured with $2M liability coverage for industrial work.',
      },
      {
        question: 'Do you clean hotels and highway retail near the I-94 and Highway 101 interchange?',
        answer:
          "Hotels and stores near the Rogers interchange see travelers and shoppers all day. We clean lobbies, restrooms, breakrooms and back-of-house areas and keep entries clear of salt and slush. Day porter service is available for high-traffic hours. Request a free quote, and we'll reply within two hours.",
      },
      {
        question: 'What kind of schedule works for a small business in downtown Rogers?',
        answer:
          "Small offices and shops in downtown Rogers, a few blocks from the freeway but much quieter, often need only a weekly or twice-weekly visit covering floors, restrooms, trash and dusting. We can add seasonal window cleaning and deep carpet care. Our satisfaction guarantee means that if anything isn't right, we come back and fix it.",
      },
    ],
  },
  waconia: {
    latitude: 44.8508,
    longitude: -93.7869,
    overview:
      "Waconia wraps around the south shore of Lake Waconia, one of the largest lakes in the metro area, and the town has been a lake destination since the days when resort hotels stood on Coney Island, just offshore. Highway 5 brings traffic in from Victoria and Chanhassen, and neighbors include St. Bonifacius, Mayer, Cologne and Norwood Young America's farm country to the west.\n\nRidgeview Medical Center turns Waconia into a regional healthcare hub, with a hospital, specialty clinics and medical office buildings drawing patients from across western Carver County and beyond. Downtown along Main Street keeps restaurants, coffee shops, boutiques, banks and professional offices in older buildings, while newer grocery, retail and dining have spread along Highway 5. Waconia Public Schools, churches and the Carver County Fairgrounds, home to the county fair each August, round out the town.\n\nThat mix gives our crews hospital-adjacent clinics that need careful disinfection and documentation, downtown shops and restaurants that want clean floors and glass, and offices that prefer quiet nightly service. Summer lake traffic and fair week bring extra visitors, and winter brings the usual salt and slush, so we set schedules that can rise and fall with the seasons.",
    industries: [
      'Regional healthcare (Ridgeview Medical Center)',
      'Lake tourism, marinas and dining on Lake Waconia',
      'Downtown Main Street retail and professional offices',
      'Agriculture and the Carver County Fair',
    ],
    faq: [
      {
        question: 'Do you clean clinics and medical offices near Ridgeview Medical Center in Waconia?',
        answer:
          'Yes. Medical offices around Ridgeview need exam and procedure rooms disinfected, restrooms sanitized and waiting areas kept clean. We use hospital-grade disinfectants and separate cloths and mops for clinical spaces. Our background-checked crews work after hours and follow OSHA safety practices, including proper handling of sharps containers and biohazard waste left for disposal.',
      },
      {
        question: 'Can you help downtown Waconia restaurants during summer lake season?',
        answer:
          'Summer on Lake Waconia brings boaters and visitors into Main Street restaurants and shops. We can add weekend visits, clean kitchens after close and keep restrooms and entries fresh during busy stretches. After Labor Day we can scale back to a lighter schedule. Quotes are free, and we reply within two hours.',
      },
      {
        question: 'Is Waconia within your service area?',
        answer:
          "Yes. We serve Carver County communities including Waconia, Chaska and Chanhassen from our Apple Valley base, and Highway 5 gives us a direct route to Ridgeview, Main Street and the businesses along the lake, and we've worked in Twin Cities buildings for more than 15 years. Every visit is backed by our satisfaction guarantee, and our crews are insured with $2M liability coverage.",
      },
    ],
  },
  dayton: {
    latitude: 45.2439,
    longitude: -93.515,
    overview:
      'Dayton is one of the oldest communities in Hennepin County, founded in the 1850s at the point where the Crow River empties into the Mississippi and named for Lyman Dayton, an early land investor. The old village center still sits near that confluence, with a few small businesses, churches and a city park, while Ramsey and Anoka face it across the Mississippi and Otsego lies across the Crow.\n\nFor most of its history Dayton was farmland and river lots, and part of Elm Creek Park Reserve lies within its borders. That is changing quickly. New subdivisions have spread across former fields, and the southwest side near I-94 and the Rogers and Maple Grove borders has become a site for new warehouses, distribution buildings and light-industrial space. Students attend Anoka-Hennepin, Osseo or Elk River schools depending on their address, and Dayton River Road (County Road 12) connects the historic village to Champlin.\n\nCleaning in Dayton reflects that transition. New industrial buildings need post-construction cleanup and then ongoing care for offices, break rooms and concrete floors. Small local businesses, churches and offices near the river need practical weekly service. We plan for rural conditions too: mud from construction sites and fields in spring and heavy snow and salt in winter.',
    industries: [
      'New warehouse and light-industrial development near I-94',
      'Construction and contractors serving new neighborhoods',
      'Parks and recreation at Elm Creek Park Reserve',
      'Small businesses and churches in the historic river village',
    ],
    faq: [
      {
        question: 'Can you handle post-construction cleanup for a new Dayton industrial building?',
        answer:
          'Yes. New warehouses and industrial buildings near I-94 in Dayton need dust, debris and labels cleared before tenants move in. We clean high surfaces, windows, restrooms and offices and scrub concrete floors. After move-in we can provide ongoing janitorial service, with crews trained in OSHA safety practices.',
      },
      {
        question: 'Do you clean churches and small offices in the old Dayton village?',
        answer:
          "Dayton's old village near the Crow River confluence has churches, small offices and shops, and we clean them, typically on a weekly schedule that fits services and events. Work includes sanctuaries, fellowship halls, restrooms, kitchens and floors. Our staff are background-checked, and quotes are free. If anything isn't right after a visit, we return to fix it.",
      },
      {
        question: 'How do you deal with mud and snow from construction and rural roads in Dayton?',
        answer:
          'With so much new construction and rural land around Dayton, buildings get heavy mud in spring and sand and salt in winter. We use heavy entry mats, scrub hard floors often and clean carpets as needed. Our team answers quote requests within two hours and carries $2M liability coverage.',
      },
    ],
  },
  'brooklyn-park': {
    latitude: 45.0941,
    longitude: -93.3563,
    overview:
      "Brooklyn Park covers a big stretch of northern Hennepin County between the Mississippi River on the east and Maple Grove on the west, and it is crossed by I-94/I-694, U.S. 169, Highway 610 and Highway 252. Those highways have made it one of the state's larger job centers. Target's Northern Campus rises along Highway 610, and industrial parks off 169, 610 and 93rd Avenue hold manufacturers, contractors and distribution centers in large single-story buildings.\n\nIt is also a college town in its own way: North Hennepin Community College and Hennepin Technical College both have campuses here, and the Osseo Area and Anoka-Hennepin districts run schools such as Park Center High School. The city is one of the most diverse in Minnesota, and that shows up in the restaurants, groceries, churches and small businesses along Brooklyn Boulevard, Zane Avenue and West Broadway.\n\nFor a cleaning company, Brooklyn Park means scale and variety. Corporate campuses want nightly office cleaning, conference-room care and day porters. Plants and warehouses need break rooms, restrooms and concrete floors maintained around shifts. Colleges and schools need classroom and gym cleaning, and restaurants and shops need kitchens and entries kept spotless. We bring the staffing to match, with schedules that can run every night of the week.",
    industries: [
      "Corporate offices (Target's Northern Campus on Highway 610)",
      'Higher education (North Hennepin Community College, Hennepin Technical College)',
      'Manufacturing and distribution in industrial parks off U.S. 169',
      'Restaurants and small businesses along Brooklyn Boulevard and West Broadway',
    ],
    faq: [
      {
        question: 'Can you provide nightly cleaning and day porters for a corporate office on Highway 610?',
        answer:
          'Yes. Corporate buildings along Highway 610 in Brooklyn Park often need nightly janitorial service plus day porters to restock restrooms, tidy kitchens and reset meeting rooms during business hours. Our background-checked staff work in secure environments, and we carry $2M liability coverage. Quotes are free after a walk-through.',
      },
      {
        question: 'Do you clean college and school buildings in Brooklyn Park?',
        answer:
          'We clean classrooms, labs, shops, libraries, gyms and restrooms in educational buildings. Brooklyn Park has two college campuses and many K-12 schools, and we can work nights during the term and handle deep floor care during breaks. Our crews are background-checked and use products appropriate for student spaces.',
      },
      {
        question: 'Can you work around shifts in a Brooklyn Park manufacturing or distribution building?',
        answer:
          'Yes. We schedule office, break room and restroom cleaning between shifts and sweep and scrub production or warehouse floors on a set rotation. Our crews have OSHA safety training and follow your PPE and forklift rules. We respond to quote requests within two hours, and our satisfaction guarantee covers every visit.',
      },
    ],
  },
  eagan: {
    latitude: 44.8042,
    longitude: -93.1669,
    overview:
      "Eagan sits where I-35E and I-494 cross in northern Dakota County, with Highway 13, Highway 55, Highway 77 (Cedar Avenue) and Highway 149 rounding out a road network that made it one of the metro's biggest office markets. Thomson Reuters, which grew out of West Publishing, runs a large legal-information campus in the city; Minnesota's Blue Cross plan and Prime Therapeutics have large headquarters offices; and Lockheed Martin operates in the city. Northwest Airlines was headquartered in Eagan before its merger with Delta, and the Minnesota Vikings built TCO Performance Center and the Viking Lakes development on the former Northwest site.\n\nAround those anchors are office parks along Yankee Doodle Road and Pilot Knob Road, light-industrial and flex buildings, shopping at the outlet mall off I-35E and at Central Park Commons, hotels near the freeways, and clinics, churches and schools of the Rosemount-Apple Valley-Eagan district. Lebanon Hills Regional Park covers much of the south side.\n\nEagan is right next to our Apple Valley office, so we know its buildings well. Corporate campuses need nightly service, conference-room resets and day porters. Outlet stores and restaurants need restrooms and entries cleaned many times a week. Medical and dental suites need careful disinfection. Large parking lots and winter storms bring plenty of salt into lobbies, so entry care is part of every plan.",
    industries: [
      "Legal and information publishing (Thomson Reuters' Eagan campus)",
      'Health insurance and pharmacy benefits (Blue Cross, Prime Therapeutics)',
      'Defense and technology (Lockheed Martin)',
      'Professional sports and events (Minnesota Vikings at Viking Lakes)',
      'Outlet and lifestyle shopping (Central Park Commons, the Premium Outlets center)',
    ],
    faq: [
      {
        question: 'Can you clean a large corporate campus along I-35E in Eagan?',
        answer:
          'Yes. Eagan has some of the largest office campuses in Dakota County, and we provide nightly janitorial service, restroom and kitchen care, conference-room resets and carpet maintenance, with day porters during business hours if needed. Our background-checked staff are used to secure buildings, and we carry $2M liability coverage.',
      },
      {
        question: 'Do you clean outlet stores and restaurants near Twin Cities Premium Outlets?',
        answer:
          'We clean retail and restaurant spaces around the outlets and Central Park Commons after closing, including floors, fitting rooms, restrooms, kitchens and glass. Holiday shopping weeks can have extra visits added. Quotes are free, and we reply within two hours. Our Apple Valley office is just a few minutes south.',
      },
      {
        question: 'How fast can you start a new cleaning contract in Eagan?',
        answer:
          'Because Eagan borders Apple Valley, we can usually walk your space soon after you call and start quickly once you approve the quote. Our team has worked in Twin Cities buildings for more than 15 years. If something is missed, our 100% satisfaction guarantee means we come back and make it right.',
      },
    ],
  },
  burnsville: {
    latitude: 44.7677,
    longitude: -93.2777,
    overview:
      "Burnsville rises from the Minnesota River bluffs just west of Apple Valley, and its growth followed the freeways: the interstate divides into its two branches, I-35E toward St. Paul and I-35W toward Minneapolis, inside the city limits, and Highway 13 and County Road 42 carry much of its commerce. Burnsville Center, one of the region's long-running enclosed malls, sits on County Road 42 near the freeway, surrounded by big-box stores, restaurants, hotels and auto dealers. Burnsville's Heart of the City, built around Nicollet Avenue, brings apartments, offices, shops and the Ames Center performing arts venue together near city hall.\n\nHealthcare is a big presence: M Health Fairview Ridges Hospital and a cluster of medical office buildings serve the south metro. Ames Construction is headquartered in Burnsville, and along the river Xcel Energy's Black Dog plant and the industrial land off Highway 13 house manufacturing, contractors and service businesses. Buck Hill's ski slopes overlook the freeway, and Burnsville-Eagan-Savage schools (District 191) anchor many neighborhoods.\n\nWe clean Burnsville buildings every week, since the city borders our Apple Valley office. Medical suites near Fairview Ridges need careful disinfection; mall-area retail and restaurants need restrooms, floors and glass kept up through busy seasons; and offices and industrial shops want dependable nightly or weekly service. Winter salt from freeway traffic is constant, so we plan extra floor care from November through March.",
    industries: [
      'Hospital and medical offices (M Health Fairview Ridges Hospital)',
      'Regional retail around Burnsville Center and County Road 42',
      'Heavy civil construction (Ames Construction headquarters)',
      'Energy and industry along the Minnesota River and Highway 13',
      'Performing arts and dining in the Heart of the City',
    ],
    faq: [
      {
        question: 'Do you clean medical offices near Fairview Ridges Hospital in Burnsville?',
        answer:
          'Yes. Medical buildings near Fairview Ridges need exam rooms, waiting areas and restrooms disinfected and kept clean. We use hospital-grade products, separate cloths and mops for clinical areas and careful handling of sharps containers and biohazard bins for your staff. Our background-checked crews follow OSHA safety practices.',
      },
      {
        question: 'Can you clean retail and restaurants around Burnsville Center and County Road 42?',
        answer:
          'We clean stores and restaurants around Burnsville Center and along County Road 42 after closing, including floors, restrooms, kitchens, fitting rooms and entry glass. During holiday shopping, back-to-school weeks and winter storms, when County Road 42 traffic peaks, we can add visits. Quotes are free and we respond within two hours.',
      },
      {
        question: 'Is Burnsville close to your office?',
        answer:
          "Very close. Burnsville borders Apple Valley, where we are based, so it is part of our core service area. That makes us responsive for regular service, one-time deep cleans and post-construction cleanup. We've served Twin Cities businesses for more than 15 years and carry $2M liability coverage.",
      },
    ],
  },
  'st-louis-park': {
    latitude: 44.9483,
    longitude: -93.3481,
    overview:
      "St. Louis Park is a first-ring suburb wrapped around the western edge of Minneapolis, crossed by Highway 100, I-394, Highway 7 and Excelsior Boulevard, with the METRO Green Line extension building stations through the city. It grew up around rail yards and small factories, and some of that industrial past survives: Nordic Ware still makes its cookware in St. Louis Park next to Highway 7 and Highway 100. Park Nicollet's Methodist Hospital and its main clinic form a large healthcare campus on Excelsior Boulevard.\n\nThe West End, along I-394 at Park Place Boulevard, holds office towers, a movie theater, restaurants and shops, and Excelsior & Grand mixes apartments above storefronts. Knollwood, Miracle Mile, Wolfe Park and the Minnetonka Boulevard corridor add more retail and offices, and St. Louis Park Public Schools, Benilde-St. Margaret's and the Sabes Jewish Community Center are all here.\n\nFor us, that density means lots of medical, office and restaurant work in a small area. Hospital-area clinics need careful disinfection. Towers in the West End need nightly cleaning and day porters, and restaurants need kitchens and dining rooms ready every morning. Older buildings and newer mixed-use developments both need floor care that stands up to Minnesota winters.",
    industries: [
      'Hospital and clinic care (Park Nicollet Methodist Hospital)',
      'Cookware manufacturing (Nordic Ware)',
      'Class A office and retail in the West End along I-394',
      'Mixed-use dining and retail at Excelsior & Grand',
    ],
    faq: [
      {
        question: 'Do you clean clinics near Methodist Hospital in St. Louis Park?',
        answer:
          'Yes. Medical offices around the Park Nicollet campus on Excelsior Boulevard, including specialty suites in nearby buildings, need exam rooms, procedure rooms and waiting areas disinfected, and restrooms sanitized every day. We use hospital-grade disinfectants and color-coded cloths and follow OSHA safety rules for sharps containers and biohazard waste. Our staff are background-checked.',
      },
      {
        question: 'Can you clean an office tower in the West End?',
        answer:
          'We clean multi-floor office buildings in the West End and elsewhere along I-394, including tenant suites, common areas, restrooms and lobbies, and can provide day porters during business hours. Our team carries $2M liability coverage and works quietly after hours. Request a free quote, and we respond within two hours.',
      },
      {
        question: 'Can you clean a restaurant at Excelsior & Grand after late close?',
        answer:
          'Yes. Restaurants at Excelsior & Grand and along Excelsior Boulevard often close late and reopen early for brunch or lunch. We degrease kitchen floors, clean dining rooms and restrooms and detail entry glass in the overnight window. If anything is not right, our satisfaction guarantee means we come back and fix it.',
      },
    ],
  },
  'cottage-grove': {
    latitude: 44.8278,
    longitude: -92.9439,
    overview:
      "Cottage Grove stretches along the Mississippi in southern Washington County, with Woodbury to the north, St. Paul Park and Newport to the west and Denmark Township and the Hastings area to the south. U.S. Highway 61 (combined with U.S. 10) is its commercial spine, and Highway 95 and Jamaica Avenue connect the growing east side. The city's industrial roots run deep: 3M has operated its Cottage Grove Center on the river for decades, and Renewal by Andersen, the window-replacement company, manufactures and has its headquarters here.\n\nAlong East Point Douglas Road beside Highway 61, retail centers hold grocery stores, big-box retailers, restaurants, banks, clinics and hotels, and newer business parks near Jamaica Avenue have added warehouses and production space. South Washington County Schools (District 833), including Park High School, serve much of the city, and the Mississippi bluffs and farm fields give the south end a rural feel.\n\nWe clean a wide range of Cottage Grove buildings. Plant offices and break rooms need OSHA-conscious crews who follow site rules. Retail and restaurants along Highway 61 want clean floors, restrooms and glass every day. Schools, clinics and churches need dependable nightly or weekly service. River-valley winters and heavy highway traffic bring salt and sand into lobbies, so entry care is always part of our plan.",
    industries: [
      "Chemical and materials manufacturing (3M's Cottage Grove Center)",
      'Window manufacturing (Renewal by Andersen headquarters)',
      'Retail and hotels along East Point Douglas Road and Highway 61',
      "New business parks on the city's east side",
    ],
    faq: [
      {
        question: 'Can you clean offices and break rooms at an industrial site in Cottage Grove?',
        answer:
          'Yes. Industrial sites along the river and in the newer business parks need offices, restrooms, break rooms and locker areas cleaned on schedules that fit shifts. Our crews complete OSHA safety training, follow site rules and PPE requirements and are insured with $2M liability coverage. Quotes are free after a walk-through.',
      },
      {
        question: 'Do you clean retail stores and restaurants along East Point Douglas Road?',
        answer:
          'We clean stores, restaurants and hotels along East Point Douglas Road and Highway 61, including floors, restrooms, kitchens and entry glass. We can add visits during holidays and winter storms. Requests get a reply within two hours, and our 100% satisfaction guarantee means we return if anything is missed.',
      },
      {
        question: 'Do you serve schools and churches in Cottage Grove?',
        answer:
          'Yes. Cottage Grove has many District 833 school buildings and congregations across its neighborhoods. We clean classrooms, gyms, restrooms, sanctuaries and fellowship halls, with schedules that fit the school calendar and weekend services. Our background-checked staff use products appropriate for children, and we have worked in Twin Cities buildings for more than 15 years.',
      },
    ],
  },
  richfield: {
    latitude: 44.8833,
    longitude: -93.2833,
    overview:
      "Richfield sits between Minneapolis to the north, Bloomington to the south, Edina to the west and MSP Airport to the east, and it is boxed in by highways: I-494 along the south, Highway 62 along the north, I-35W through the middle and Highway 77 (Cedar Avenue) at the east edge. That location made it a postwar suburb of small homes and strip centers, and then a corporate address when Best Buy built its headquarters campus at I-494 and Penn Avenue in the early 2000s.\n\nMuch of Richfield's commercial space is older and compact: shopping centers and storefronts along 66th Street, Lyndale, Nicollet, Penn and Portland avenues, auto dealers and service shops, clinics, dental offices, churches and restaurants serving one of the more diverse cities in the metro. Newer mixed-use buildings near 66th and Lyndale add apartments and ground-floor shops, and Cedar Point Commons brings big-box retail to the east side near the airport. Richfield Public Schools and the Wood Lake Nature Center are community anchors.\n\nFor a cleaning company, Richfield means tight buildings and heavy use. Best Buy and other offices want nightly service; big-box stores near the airport need restrooms and entries cleaned often; and restaurants, clinics and older storefronts need careful floor care. Airport and freeway traffic bring dust and winter grime, so we plan entry care and regular deep cleaning.",
    industries: [
      'Consumer electronics retail headquarters (Best Buy)',
      'Retail at Cedar Point Commons near MSP Airport',
      'Neighborhood retail along 66th Street and Lyndale Avenue',
      'Clinics, churches and small offices on Penn and Portland avenues',
    ],
    faq: [
      {
        question: 'Do you clean big-box and retail space at Cedar Point Commons in Richfield?',
        answer:
          'Yes. Stores at Cedar Point Commons, on the east side near MSP Airport, see shoppers from early morning to late evening. We clean sales floors, restrooms, break rooms and stockroom areas and can provide day porters during busy hours. Our crews are background-checked and OSHA trained. Quotes are free, and we respond within two hours.',
      },
      {
        question: 'Can you clean a small clinic or office along Lyndale or Penn Avenue?',
        answer:
          'We clean many small clinics and offices along Lyndale, Penn and Nicollet avenues, where older one- and two-story buildings often share parking and entrances. Typical service includes disinfecting exam rooms and touch points, restroom cleaning, vacuuming and trash removal, on a nightly or weekly schedule. Our team carries $2M liability coverage and works after hours.',
      },
      {
        question: 'Do you work with restaurants along 66th Street?',
        answer:
          "Yes. Restaurants along 66th Street, from the Lyndale intersection east toward Cedar Point, need kitchens degreased, dining rooms and restrooms cleaned and entries kept up. We work after close and can add weekend visits. Our satisfaction guarantee means that if anything isn't right, we come back and make it right.",
      },
    ],
  },
  roseville: {
    latitude: 45.0061,
    longitude: -93.1567,
    overview:
      "Roseville sits between Minneapolis and St. Paul in northern Ramsey County, with I-35W crossing the west side, Highway 36 running east-west through the middle and Snelling Avenue (Highway 51) carrying traffic north toward Arden Hills. That location has made it one of the metro's busiest shopping areas. Rosedale Center anchors the retail district at Highway 36 and Fairview Avenue, Har Mar Mall and other centers line Snelling Avenue, and big-box stores, restaurants and hotels fill in around them.\n\nBehind the retail, Roseville has a deep office and light-industrial base: office parks along County Road C and the I-35W corridor, the redeveloping Twin Lakes area, medical and dental offices, and warehouses and flex buildings near the freeway. The University of Northwestern-St. Paul's campus sits on Lake Johanna, Roseville Area Schools serve most of the city, and the Guidant John Rose Minnesota OVAL draws skaters and events.\n\nFor cleaning, Roseville means high-traffic retail, offices and clinics all within a few miles. Stores and restaurants near Rosedale need floors, restrooms and entries kept spotless, especially during holiday seasons. Offices want nightly service and day porters. Clinics need careful disinfection. Winter salt from busy parking lots is relentless, so we plan extra floor care.",
    industries: [
      'Regional retail (Rosedale Center, Har Mar Mall)',
      'Office parks along County Road C and I-35W',
      'Higher education (University of Northwestern-St. Paul)',
      'Medical and dental offices serving the north suburbs',
    ],
    faq: [
      {
        question: 'Can you clean stores and restaurants near Rosedale Center?',
        answer:
          'Yes. Retail and restaurants near Rosedale, Har Mar Mall and along Highway 36 and Snelling Avenue need floors, restrooms, kitchens and glass cleaned after closing. We can add visits during holiday seasons and winter storms. Quotes are free, and we respond within two hours. Our background-checked crews work quietly after hours.',
      },
      {
        question: 'Do you clean office parks along County Road C and I-35W?',
        answer:
          'We clean offices in Roseville business parks with nightly janitorial service, restroom and kitchen care, and carpet maintenance. Day porters are available for buildings that need daytime coverage. Our team carries $2M liability coverage and OSHA safety training, and we have served Twin Cities offices for more than 15 years.',
      },
      {
        question: 'Can you clean a medical office in Roseville?',
        answer:
          "Yes. Roseville's medical and dental offices, many of them in office parks near Highway 36 and County Road C, need exam rooms, waiting areas and restrooms disinfected with hospital-grade products and handled with separate cloths and mops. We work after hours and follow OSHA practices for sharps and biohazard waste. If something isn't right, we come back under our satisfaction guarantee.",
      },
    ],
  },
  'inver-grove-heights': {
    latitude: 44.8481,
    longitude: -93.0428,
    overview:
      'Inver Grove Heights lies along the Mississippi in northern Dakota County, between South St. Paul to the north, Eagan and Mendota Heights to the west and Rosemount to the south. U.S. Highway 52 runs through the middle, with Highway 3 (South Robert Trail) and I-494 connecting the rest. The city is home to the headquarters of CHS Inc., the farmer-owned agribusiness and energy cooperative.\n\nInver Hills Community College serves students from across the east metro, and Inver Grove Heights Schools (District 199), including Simley High School, are significant employers. The old Concord Boulevard corridor along the river has rail lines, older commercial buildings and small industrial users, while retail centers, restaurants, banks, clinics, car dealers and hotels cluster along Highway 3 and near the Highway 52 interchanges. Toward the southern end, near Pine Bend, industry gives way to large rural areas.\n\nWe clean a wide range of Inver Grove Heights buildings: corporate offices that want nightly service, college and school buildings that need classroom and gym care, industrial offices and shops along Highway 52, and retail and restaurants that need floors and restrooms kept up. Highway and river-valley winters bring salt and sand into lobbies, so entry care is a priority. Our Apple Valley office is close by.',
    industries: [
      'Agribusiness cooperative headquarters (CHS Inc.)',
      'Higher education (Inver Hills Community College)',
      'Retail, dealers and hotels along Highway 3 (South Robert Trail)',
      'Industrial and rail users along Concord Boulevard and Highway 52',
    ],
    faq: [
      {
        question: 'Can you clean corporate offices near Highway 52 in Inver Grove Heights?',
        answer:
          "Yes. Corporate and cooperative offices near Highway 52, the city's main north-south route, need nightly janitorial service, restroom and kitchen care, conference-room resets and carpet maintenance. Day porters are available for buildings that need daytime help. Our background-checked staff work in secure environments, and we carry $2M liability coverage.",
      },
      {
        question: 'Do you clean school and college buildings in Inver Grove Heights?',
        answer:
          'We clean classrooms, labs, gyms, libraries and restrooms in school and college buildings, from Simley High School to commuter-college campuses. With Inver Hills Community College and District 199 schools in the city, we can work nights during the term and handle floor care during breaks. Our staff are background-checked and OSHA trained.',
      },
      {
        question: 'How close is your team to Inver Grove Heights?',
        answer:
          'Our Apple Valley office is a short drive away, so Inver Grove Heights is part of our core south-metro service area. We respond to quote requests within two hours and can start quickly. If anything is missed, our satisfaction guarantee means we come back and make it right.',
      },
    ],
  },
};
