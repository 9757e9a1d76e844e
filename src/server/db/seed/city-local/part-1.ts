import type { CityLocal } from './types.ts';

/** Local details by city slug (see index.ts for what belongs here). */
export const cityLocalPart: Record<string, CityLocal> = {
  minneapolis: {
    latitude: 44.9773,
    longitude: -93.2655,
    overview:
      "Minneapolis grew up around St. Anthony Falls, the only major waterfall on the Mississippi, and the flour mills that once lined its banks made it the milling capital of the country. The Mill District's old mill buildings now hold offices, condos and museums, while the downtown core is laced together by one of the largest skyway networks in the world, so a tenant's storefront or reception desk may open onto a second-level walkway instead of a street.\n\nThe employer base is broad. Xcel Energy, Ameriprise Financial and Thrivent keep headquarters downtown, Hennepin Healthcare runs HCMC beside U.S. Bank Stadium, and Allina's Abbott Northwestern Hospital anchors a medical district on Chicago Avenue. The University of Minnesota spreads across both banks of the river, and the Minneapolis Convention Center and Target Field draw crowds that leave heavy wear on nearby lobbies, restrooms and restaurant floors.\n\nFor us that means night crews in towers with shared elevators and freight docks, clinic rooms that need documented disinfection, and retail spaces along the METRO Blue and Green Line stations. From November to April, sand and de-icing salt come up the escalators from the street and settle into the skyway carpet, so we plan extra entry-mat and floor work for the winter months.",
    industries: [
      'Corporate headquarters in the downtown skyway core (Xcel Energy, Ameriprise Financial, Thrivent)',
      'Hospitals and clinics around HCMC and Abbott Northwestern Hospital',
      'University of Minnesota campus and research buildings',
      'Convention, stadium and event traffic near the Minneapolis Convention Center and Target Field',
      "Restaurants and creative offices in the Mill District's converted mill buildings",
    ],
    faq: [
      {
        question: 'Can you clean a skyway-connected office tower in downtown Minneapolis after tenants leave?',
        answer:
          'Yes. Downtown towers usually want cleaning to start after the skyway doors lock in the evening, and we build nightly schedules around freight elevator times and loading dock rules. Our staff are background-checked, which building managers along Nicollet Mall generally require for key-card access, and we carry $2M in liability coverage. Winter skyway carpet gets extra extraction when salt starts coming in from the street.',
      },
      {
        question: 'Do you handle medical offices near HCMC or Abbott Northwestern?',
        answer:
          'We do. Clinics and specialty practices clustered around the downtown Hennepin Healthcare campus and the Chicago Avenue hospital district need exam rooms, waiting areas and restrooms disinfected on a fixed routine. Our crews have OSHA-certified safety training, and we write the task list with your practice manager so touchpoints, sharps-area surfaces and floors are covered every visit, with our satisfaction guarantee behind the work.',
      },
      {
        question: 'We are opening a restaurant in a renovated building by the riverfront. Can you do the post-construction cleanup?',
        answer:
          'Post-construction cleanup is one of our core services. Old mill and warehouse conversions near the Stone Arch Bridge leave fine plaster and brick dust on every ledge, duct and fixture, so we clean top-down before health inspection and opening night. After that we can switch to nightly kitchen-area floor care and front-of-house cleaning. Quotes are free and we respond within two hours.',
      },
    ],
  },
  'st-paul': {
    latitude: 44.9443,
    longitude: -93.0937,
    overview:
      "St. Paul began as a steamboat landing at the head of navigation on the Mississippi, and the river still frames its downtown bluff. State government is the city's steadiest employer: the Capitol complex fills several blocks of agency buildings north of I-94, and the Ramsey County courthouse and city hall share an art deco tower on Kellogg Boulevard. Travelers, along with Ecolab and Securian, keeps a large downtown office presence, and the RiverCentre and Xcel Energy Center bring event crowds through the core.\n\nHealthcare and higher education add a second layer. Regions Hospital sits just north of downtown, Allina's United Hospital and Children's Minnesota share a campus near West Seventh Street, and a long list of private colleges calls the city home, among them the University of St. Thomas, Macalester, Hamline, St. Catherine University and Concordia. In the Midway, Allianz Field, home of Minnesota United, sits beside University Avenue and the Green Line, while Highland Bridge is rising on the former Ford assembly plant site beside the river.\n\nThe result is a demanding mix for a cleaning crew: historic masonry lobbies with terrazzo floors, secure government offices, patient areas, campus buildings and brand-new construction, all of it hit by salt and slush through a long winter.",
    industries: [
      'State and county government offices around the Capitol and Kellogg Boulevard',
      "Hospitals: Regions Hospital, United Hospital and Children's Minnesota",
      'Private colleges including St. Thomas, Macalester, Hamline and St. Catherine',
      'Insurance and financial offices downtown (Travelers, Securian Financial)',
      'New construction at Highland Bridge on the former Ford plant site',
    ],
    faq: [
      {
        question: 'Do you clean historic buildings in downtown St. Paul with stone and terrazzo floors?',
        answer:
          'Yes. Many Lowertown and Kellogg Boulevard buildings have terrazzo, marble or original hardwood that salt damages quickly. Our floor care crews use pH-neutral cleaners on stone, scrub and buff terrazzo, and set up a winter schedule that keeps de-icer residue from etching lobby floors. We can work nightly or weekly, and we will quote the floor program separately if you prefer.',
      },
      {
        question: 'Can you take on an office or clinic near Regions Hospital or the West Seventh medical campus?',
        answer:
          "We can. Practices near Regions and the United Hospital and Children's Minnesota campus need reliable disinfection of exam rooms, front desks and restrooms. Our background-checked staff carry OSHA-certified safety training, and we agree the checklist with your office manager before the first night. If anything is missed, our 100% satisfaction guarantee means we return and fix it.",
      },
      {
        question: 'We are finishing a build-out at Highland Bridge. Do you do construction cleanup?',
        answer:
          'Post-construction cleanup is a standard service for us, and new space on the former Ford site is a good fit: rough clean while trades finish, final clean before tenants move in, and a touch-up before opening. Afterward we can move to a weekly or nightly schedule. Call for a free quote and you will hear back within two hours.',
      },
    ],
  },
  bloomington: {
    latitude: 44.8336,
    longitude: -93.3101,
    overview:
      "Bloomington covers the north bank of the Minnesota River just before it joins the Mississippi, and four freeways carry its traffic: I-35W through the middle of the city, Cedar Avenue (Highway 77) on the east side, Highway 169 along the west edge and I-494 across the north. Mall of America stands on the old Metropolitan Stadium site, and the METRO Blue Line ends there, linking the hotel district to the airport and downtown Minneapolis.\n\nThe city counts more jobs per resident than Minneapolis or St. Paul. Donaldson Company shares the headquarters list with HealthPartners and Toro, and SkyWater Technology and Polar Semiconductor run semiconductor plants in east Bloomington. Normandale Community College, on France Avenue, is one of the state's largest two-year colleges, and Bloomington Public Schools operate buildings across the city. Away from the mall, office buildings, flex space and light manufacturing fill the blocks on either side of I-494.\n\nFacility managers here deal with scale and traffic: hotel public areas near the mall that never really close, office floors that turn over every night, and flex buildings where a warehouse floor sits behind a carpeted front office. We staff for that range, from day porters who keep busy lobbies presentable to night crews on large office floors.",
    industries: [
      'Hospitality and retail around Mall of America and the South Loop',
      'Corporate headquarters: HealthPartners, Toro, Donaldson Company',
      'Semiconductor manufacturing in east Bloomington (SkyWater Technology, Polar Semiconductor)',
      'Higher education at Normandale Community College',
      'Office and flex space along the I-494 corridor',
    ],
    faq: [
      {
        question: 'Can you provide day porters for a busy building in the South Loop near Mall of America?',
        answer:
          'Yes. Buildings near the mall and the Blue Line stations see steady foot traffic all day, so many managers want a day porter to restock restrooms, spot-clean entries and handle spills between nightly cleanings. We schedule porters for the hours you need and pair them with a night crew for deeper work, all backed by $2M liability coverage.',
      },
      {
        question: 'Do you clean Bloomington flex buildings that combine office and warehouse space?',
        answer:
          'We do. Many buildings near I-494 and in the east Bloomington industrial area have a finished office in front and a production or storage area behind it. We clean the offices, breakrooms and restrooms, and sweep or scrub the warehouse floors on whatever schedule suits your shifts. Staff complete OSHA-certified safety training, which matters around forklifts and loading docks.',
      },
      {
        question: 'How quickly can you start at an office near Normandale Lake?',
        answer:
          'Call or request a quote and we respond within two hours. We walk the space, confirm what needs cleaning and how often, and send a written quote at no cost. Our office is in Apple Valley, just across the Minnesota River from Bloomington on Cedar Avenue, so getting a crew to the 494 office parks is straightforward once the scope is agreed.',
      },
    ],
  },
  'coon-rapids': {
    latitude: 45.1732,
    longitude: -93.3031,
    overview:
      'Coon Rapids takes its name from the rapids on the Mississippi that the Coon Rapids Dam now spans, and the river forms its whole southwestern edge, with Brooklyn Park on the far bank. Coon Creek winds through the middle of the city, and Highway 10 and Highway 610 carry most commercial traffic. The Northstar commuter rail line stops at the Coon Rapids-Riverdale station, close to the big-box stores and restaurants around Riverdale Drive.\n\nEducation and health care are major employers. Anoka-Hennepin, the largest school district in Minnesota, runs schools throughout the city, including Coon Rapids High School, and Anoka-Ramsey Community College has a campus here. Around the Mercy Hospital campus, medical office buildings, imaging centers and specialty clinics have filled in along the surrounding streets. Older strip centers along Coon Rapids Boulevard, newer retail at Riverdale and small industrial buildings near Highway 10 round out the mix.\n\nFor cleaning, that means large-format retail floors that need regular scrubbing, clinic space with strict disinfection routines and school buildings with heavy daily use. Anoka County winters bring plenty of snow, so entryway mats, salt-stained tile and wet floors near the doors are part of nearly every visit from late fall to spring.',
    industries: [
      "Hospital and clinic space around Allina Health's Mercy Hospital",
      'Big-box and restaurant retail at Riverdale near the Northstar station',
      'Public education: Anoka-Hennepin School District and Anoka-Ramsey Community College',
      'Small industrial and service buildings along Highway 10',
    ],
    faq: [
      {
        question: 'Do you clean medical offices around the Mercy Hospital campus in Coon Rapids?',
        answer:
          'Yes. Specialty clinics and medical office buildings near Mercy need exam rooms, waiting areas and restrooms disinfected on a dependable schedule. We set a written task list with your practice, train crews in OSHA safety procedures and carry $2M in liability coverage. Most clinics choose nightly service after patient hours, with a day porter option if traffic is heavy.',
      },
      {
        question: 'Can you scrub and wax the floors at a retail store near Riverdale?',
        answer:
          'Floor care is one of our main services. Large stores around Riverdale Drive take a beating from carts, foot traffic and winter slush, so we offer scheduled scrubbing, stripping and refinishing of VCT, plus carpet extraction in fitting rooms or offices. We work overnight or before opening so aisles are dry and safe when doors open.',
      },
      {
        question: 'We run a small shop off Highway 10. Is a weekly cleaning worth it?',
        answer:
          'For many small shops and offices along Highway 10 and Coon Rapids Boulevard, a weekly visit covering restrooms, breakrooms, floors and trash is plenty. We quote it free, and if your needs change with the seasons we can move to twice a week or add a one-time deep clean. If you are ever unhappy, we come back and make it right.',
      },
    ],
  },
  'apple-valley': {
    latitude: 44.7318,
    longitude: -93.2135,
    overview:
      'Apple Valley is where our office is, so it is the city we know best. Most of it was built from the 1960s onward, when developer Orrin Thompson laid out neighborhoods on former farmland south of the Minnesota River, and its commercial life still follows the main roads: Cedar Avenue running north to Eagan and south to Lakeville, County Road 42 running east toward Rosemount, and Pilot Knob Road and Galaxie Avenue linking the neighborhoods in between.\n\nThe METRO Red Line bus rapid transit stops at the Apple Valley Transit Station and 147th Street, and the blocks near those stations hold the densest mix of shops, restaurants, banks and medical clinics. School District 196 (Rosemount-Apple Valley-Eagan) is a large employer, with Apple Valley High School, Eastview High School and the School of Environmental Studies beside the Minnesota Zoo. Along with dental and physical therapy offices, the city has senior living communities, churches and plenty of small professional suites.\n\nBecause we are based here, response is quick: a quote request gets an answer within two hours. The cleaning needs are typical of a south-metro suburb: restaurant dining rooms and restrooms, clinic disinfection, school and church buildings with weekend events, and winter entryways that fill with salt and sand from the parking lots.',
    industries: [
      'Retail and restaurants along Cedar Avenue and County Road 42',
      'Medical, dental and therapy clinics near the 147th Street Red Line station',
      'School District 196 buildings, including Apple Valley and Eastview high schools',
      'Tourism at the Minnesota Zoo and the School of Environmental Studies campus',
    ],
    faq: [
      {
        question: 'You are based in Apple Valley. Does that make a difference for local businesses?',
        answer:
          'It does in practical ways. Our office is here, so walkthroughs for a quote on Cedar Avenue or County Road 42 are easy to schedule, and we answer requests within two hours. Supervisors check on Apple Valley accounts regularly, and if a missed item needs fixing, our satisfaction guarantee means we come back and make it right.',
      },
      {
        question: 'Can you clean a dental or therapy clinic near the Red Line stations?',
        answer:
          'Yes. Clinics near the Apple Valley Transit Station and 147th Street see steady patient traffic, so we disinfect treatment rooms, waiting areas, front counters and restrooms on a set routine, usually after hours. Staff are background-checked with OSHA-certified safety training, and we carry $2M in liability coverage. Weekly or nightly schedules are both available.',
      },
      {
        question: 'Do you take on churches and event spaces that need cleaning after weekend services?',
        answer:
          'We do. Churches and community spaces across Apple Valley often need a reset after Sunday services or Saturday events: restrooms, fellowship halls, kitchens, nursery rooms and entry floors. We can schedule a Monday morning crew or a Sunday evening visit, and add floor care or window cleaning a few times a year. Quotes are free.',
      },
    ],
  },
  maplewood: {
    latitude: 45.0133,
    longitude: -93.0281,
    overview:
      "Maplewood is a long, narrow first-ring suburb that stretches for miles from neighborhoods south of I-94 up to the Maplewood Mall area near I-694, so its business districts feel like separate towns. At the southern end, the 3M Center campus spreads along McKnight Road next to I-94, with research buildings, offices and parking structures that employ thousands. Up north, St. John's Hospital on Beam Avenue sits next to Maplewood Mall, and clinics, medical office buildings, restaurants and car dealers line the roads between them. Highway 61 and White Bear Avenue carry commercial traffic north and south; Highway 36 and County Road B cut across the middle.\n\nThe older Gladstone neighborhood near Frost Avenue and English Street holds small storefronts and service businesses, and most public school students attend the North St. Paul-Maplewood-Oakdale district. Hill-Murray School, a private Catholic high school, is on Larpenteur Avenue. Neighbors include St. Paul, North St. Paul, Oakdale, Roseville and Woodbury.\n\nThat spread shapes the cleaning work: hospital-adjacent clinics that need consistent disinfection, mall-area retail with heavy weekend traffic, office suites near the interstate, and school and church buildings. Because so many of these buildings sit right off busy highways, winter brings grit and salt spray into lobbies, and we plan entry matting and floor scrubbing to match.",
    industries: [
      'Corporate research and offices at the 3M Center campus off I-94',
      "Healthcare around M Health Fairview St. John's Hospital on Beam Avenue",
      'Retail and dining near Maplewood Mall and along White Bear Avenue',
      'Private and public schools, including Hill-Murray School',
    ],
    faq: [
      {
        question: 'Can you service office suites near the 3M campus and I-94 in south Maplewood?',
        answer:
          'Yes. Offices and service businesses near McKnight Road and I-94 usually want evening cleaning after staff leave, covering desks, conference rooms, kitchens and restrooms. We can clean nightly or a few times a week, with background-checked staff and $2M liability coverage. Quotes are free, and we respond to every request within two hours.',
      },
      {
        question: "Do you clean clinics near St. John's Hospital and Maplewood Mall?",
        answer:
          'We do. Clinics and medical offices along Beam Avenue and County Road D need exam rooms, lab counters, waiting areas and restrooms disinfected on a reliable routine. Our crews have OSHA-certified safety training and follow a written checklist agreed with your office manager. If something is missed, our satisfaction guarantee means we return and correct it at no charge.',
      },
      {
        question: 'Our store is on White Bear Avenue and the floors look terrible every March. What can you do?',
        answer:
          'Salt and sand from White Bear Avenue parking lots leave a white film that dulls tile and wears carpet. We set up a winter floor program: more frequent auto-scrubbing, neutralizing cleaner for salt residue, and carpet extraction at entries, then a strip and refinish in spring. It can be added to regular janitorial service or booked as a one-time job.',
      },
    ],
  },
  edina: {
    latitude: 44.9121,
    longitude: -93.3475,
    overview:
      'Edina takes its name from the Edina Mills, a flour mill on Minnehaha Creek named after Edinburgh, and the village incorporated in 1888. The creek still runs through the middle of the city, and the old mill site is a short walk from the shops at 50th Street and France Avenue. Edina is bounded by Highway 169 to the west and I-494 to the south, with Highway 100 and the Crosstown (Highway 62) crossing through, so office buildings cluster at those interchanges.\n\nFrance Avenue south of the Crosstown is the commercial spine. Alongside Southdale, the Galleria Edina holds upscale shops, and M Health Fairview Southdale Hospital anchors a dense group of medical office buildings and specialty clinics. Further west, Metro Boulevard runs past office-warehouse buildings and light industrial space near Highway 100. Edina Public Schools and a number of large churches add institutional buildings, and senior living communities are a growing category.\n\nClients in Edina tend to want spotless presentation. Boutique floors, glass storefronts and medical lobbies are judged by patients and shoppers every day, so we focus on detail: streak-free glass, polished hard floors, clean grout in restrooms, and careful disinfection in clinic rooms. Window cleaning and floor refinishing are often scheduled alongside regular janitorial visits.',
    industries: [
      'Upscale retail at the Galleria Edina and along France Avenue',
      'Hospital and specialty clinics around M Health Fairview Southdale Hospital',
      'Office-warehouse and light industrial buildings along Metro Boulevard',
      'Edina Public Schools, churches and senior living communities',
    ],
    faq: [
      {
        question: 'Do you clean medical office buildings near Fairview Southdale Hospital?',
        answer:
          'Yes. The medical buildings along France Avenue and West 65th Street hold many specialty practices that need disinfection of exam rooms, waiting areas and restrooms every night. Our staff are background-checked and trained in OSHA safety procedures, and we carry $2M in liability coverage. We agree a detailed checklist with each practice before starting.',
      },
      {
        question: 'Our boutique at 50th & France needs the glass and floors perfect every morning. Can you do that?',
        answer:
          'We can. Storefront glass, display cases and hard-surface floors in small boutiques show every fingerprint and salt mark, so we clean them before opening and offer periodic exterior window cleaning as well. Small shops often choose three or five mornings a week. If anything falls short, our 100% satisfaction guarantee means we come back and make it right.',
      },
      {
        question: 'Can you handle an office-warehouse building off Metro Boulevard?',
        answer:
          'Yes. Buildings near Metro Boulevard and Highway 100 often have a finished office in front and storage or light production behind. We clean offices, breakrooms and restrooms, and sweep or scrub warehouse floors on a schedule that fits your shifts. Our office in Apple Valley is a straight drive up I-35W and Highway 62, and quotes are free.',
      },
    ],
  },
  orono: {
    latitude: 44.9856,
    longitude: -93.5812,
    overview:
      'Orono wraps around much of northern and western Lake Minnetonka, from Crystal Bay and Maxwell Bay inland to the shores of Long Lake. Highway 12 crosses the north end, and County Roads 15, 19 and 6 connect the peninsulas to Navarre, Long Lake, Mound and Wayzata. The Dakota Rail Regional Trail and the Luce Line State Trail pass through as well.\n\nOrono Public Schools is the largest public institution, and its students come from Orono and several neighboring communities. Business activity is spread thin: small retail and service buildings around Navarre, marinas and boat storage facilities on the bays, yacht and golf clubs, churches, and professional offices serving a high-income population. The Navarre crossroads, where County Roads 15 and 19 meet, is the closest thing Orono has to a downtown. Some residents also keep home offices on large lakeshore lots.\n\nThat mix calls for flexible, discreet service. A marina office may need weekly cleaning in summer and almost none in January, while a private club wants deep cleaning before its busy season and event cleanups in between. We adjust schedules to the lake season and handle windows, floors and restroom facilities that see heavy summer traffic.',
    industries: [
      'Marinas, boat storage and lake-service businesses on Crystal and Maxwell bays',
      'Private yacht, golf and social clubs',
      'Orono Public Schools buildings',
      'Small retail and professional offices around Navarre and Highway 12',
    ],
    faq: [
      {
        question: 'Can you adjust cleaning at a marina office in Orono to the boating season?',
        answer:
          'Yes. Marina offices, ship stores and restrooms on Lake Minnetonka are busiest from May through September, so many owners want weekly or twice-weekly service in summer, a thorough spring opening clean, and a fall close-down. We write a seasonal schedule, and the quote is free. Staff are background-checked and trained in OSHA safety procedures.',
      },
      {
        question: 'Do you clean private clubs on the lake before events?',
        answer:
          'We do. Clubhouses, dining rooms, locker rooms and banquet spaces need a full reset before weddings, regattas and member events, and again afterward. We can add one-time event cleanings to a regular schedule, and our $2M liability coverage and satisfaction guarantee apply to every visit. Window cleaning for lake-facing glass is also available.',
      },
      {
        question: 'We have a small office near Navarre. Will you come out that far?',
        answer:
          'Yes, the Lake Minnetonka communities are part of our regular service area even though our office is in Apple Valley. We respond to quote requests within two hours and schedule a walkthrough at your convenience. Small Navarre offices often choose weekly service covering floors, restrooms, kitchens and trash, with extra entry cleaning in winter.',
      },
    ],
  },
  'north-oaks': {
    latitude: 45.1028,
    longitude: -93.0794,
    overview:
      "North Oaks began in 1883, when railroad builder James J. Hill bought about 3,500 acres in northern Ramsey County for his North Oaks Farm, an experimental stock farm that supported his Great Northern Railway's settlers with better cattle and crops. The Hill family later formed the North Oaks Company in 1950 and began developing the land for homes, laying out lots to follow the contours of the hills and save the woods. The city lies between I-35W and I-35E, with Pleasant Lake and Deep Lake among its larger bodies of water and Shoreview, Vadnais Heights and Lino Lakes as neighbors.\n\nThree of the farm's original buildings survive, the dairy, granary and blacksmith shop, preserved by the Hill Farm Historical Society and listed on the National Register of Historic Places. Nearly everything else is residential. The commercial needs that do exist are specific: the golf club's clubhouse and dining room, association buildings, and the home offices of residents who run companies in St. Paul and beyond.\n\nWe approach North Oaks with small crews, flexible scheduling and staff who understand that privacy matters. For businesses that need larger facilities, the retail and office corridors of Shoreview and Vadnais Heights are only minutes away.",
    industries: [
      "Golf club and homeowners' association facilities",
      'Historic site operations at the Hill Farm buildings',
      'Executive home offices on wooded residential lots',
      'Nearby retail and office corridors in Shoreview and Vadnais Heights',
    ],
    faq: [
      {
        question: 'Do you clean home offices in North Oaks?',
        answer:
          'Yes. Many North Oaks residents work from offices in their homes, and some host clients there. We clean offices, conference areas, restrooms and entry floors on a weekly or biweekly schedule, with the same background-checked staff each visit where possible. Our $2M liability coverage protects your property, and our satisfaction guarantee means we return to fix anything missed.',
      },
      {
        question: 'Can you clean a clubhouse or association building on a seasonal schedule?',
        answer:
          'We can. Club and association buildings in North Oaks are busiest in golf season and around holiday events. We offer regular cleaning with extra visits before and after events, plus spring floor refinishing and window cleaning. Staff carry OSHA-certified safety training, which covers kitchen and locker-room chemical handling.',
      },
      {
        question: 'Our company is based in North Oaks but our office is in Shoreview. Can one vendor cover both?',
        answer:
          "Yes. We serve North Oaks, Shoreview, Vadnais Heights and the surrounding northern Ramsey County suburbs, so a single contract can cover an executive's home office and a company office nearby, each with its own schedule. We provide free quotes and respond within two hours. Billing can be combined or split between sites, whichever suits your accounting.",
      },
    ],
  },
  wayzata: {
    latitude: 44.9736,
    longitude: -93.5066,
    overview:
      "Wayzata takes its name from a Dakota word for the north, fitting for a city on Lake Minnetonka's northern shore. Its history is tied to the railroad: in the 1890s a dispute with James J. Hill led him to move the Great Northern depot a mile out of town, and the present depot on Lake Street, built in 1906, marks the day service returned to downtown. Today the old depot houses the Wayzata Historical Society and stands near the public dock.\n\nWayzata's business district is compact. Lake Street and the blocks behind it hold restaurants, wealth management and law firms, real estate offices, medical and dental practices and boutiques, and Highway 12 carries commuters to and from Minneapolis on the north side of town. Cargill's headquarters carries a Wayzata address, a reminder of how much corporate business runs through the lake communities. Wayzata Public Schools serves the city. The annual James J. Hill Days in September and the Chilly Open golf tournament on frozen Wayzata Bay bring crowds downtown.\n\nCleaning in Wayzata is about presentation. Client-facing offices want polished reception areas, glass doors without fingerprints, and conference rooms ready every morning. Restaurants need deep cleaning after festival weekends, and winter slush from Lake Street sidewalks demands regular entry care.",
    industries: [
      'Wealth management, legal and real estate offices on Lake Street',
      'Lakeside restaurants and boutique retail downtown',
      'Medical and dental practices in downtown mixed-use buildings',
      'Festival and event traffic around James J. Hill Days and the Chilly Open',
    ],
    faq: [
      {
        question: 'Can you keep a wealth management office on Lake Street client-ready every day?',
        answer:
          'Yes. Client-facing financial and legal offices in downtown Wayzata usually want nightly service so reception areas, conference rooms and restrooms are spotless before the first meeting. We use the same background-checked team on each visit, and our $2M liability coverage and satisfaction guarantee give you peace of mind. Glass doors and interior windows are cleaned as part of the routine.',
      },
      {
        question: 'Do you offer cleanup after James J. Hill Days for downtown businesses?',
        answer:
          'We do. Festival weekends on Lake Street bring heavy foot traffic into restaurants, shops and offices. We can book a one-time deep clean for the Monday after, covering floors, restrooms, entries and windows, or add extra visits to an existing schedule. Request a free quote and we will respond within two hours.',
      },
      {
        question: 'How do you deal with winter slush in a small Wayzata storefront?',
        answer:
          'Salt and slush from downtown sidewalks wear floors quickly. We recommend good entry mats, daily or every-other-day mopping with a salt-neutralizing cleaner, and periodic scrubbing of tile or hardwood refinishing in spring. Our floor care team can handle these, scheduled around your store hours so the floor is dry when customers arrive.',
      },
    ],
  },
  deephaven: {
    latitude: 44.9294,
    longitude: -93.5253,
    overview:
      "Deephaven's story starts with the summer-hotel era on Lake Minnetonka. In 1879 St. Louis attorney Charles Gibson opened the Hotel St. Louis overlooking Carson's Bay and St. Louis Bay, and the Minneapolis and St. Louis Railway ran trains out to serve it and the Keewaydin Hotel in Cottagewood. The Minnetonka Yacht Club was founded here in the 1880s, and the city's name comes from a railroad depot. When the resort era faded, the community incorporated as a village in 1900 and settled into the quiet residential town it is now.\n\nThe city covers a little over two square miles of land, with Woodland, Greenwood and Minnetonka as neighbors and Minnetonka Boulevard (County Road 5) as its main road. Deephaven Elementary is part of Minnetonka Public Schools. There is no office park or shopping center; commercial buildings are limited to a few small shops, service businesses and offices, along with churches, the yacht club and the city's own buildings.\n\nFor a cleaning company that means small, careful jobs: a professional office that wants weekly service, a church hall that needs a reset after weekend use, a club building that is busy in sailing season. Many older buildings have hardwood floors and original woodwork, which call for gentle products rather than harsh strippers.",
    industries: [
      'Sailing and lake recreation (Minnetonka Yacht Club)',
      'Small professional offices and service shops along Minnetonka Boulevard',
      'Churches and community buildings',
      'Minnetonka Public Schools (Deephaven Elementary)',
    ],
    faq: [
      {
        question: 'Can you clean a small office in Deephaven just once a week?',
        answer:
          'Yes. Weekly service is common for the handful of professional offices and shops along Minnetonka Boulevard. A typical visit covers vacuuming and mopping, restrooms, kitchenettes, dusting and trash. We quote it free, respond within two hours, and can add occasional window or floor work. Our satisfaction guarantee applies to small accounts just as it does to large ones.',
      },
      {
        question: 'Our building has old hardwood floors. Will your crew damage them?',
        answer:
          'Not if we plan the work properly, and we do. Older lake-area buildings in Deephaven often have original hardwood and trim, so we use pH-neutral cleaners, microfiber mops and minimal water, and we recommend screen-and-recoat rather than aggressive sanding when floors look worn. Our $2M liability coverage protects the building in any case.',
      },
      {
        question: 'Do you serve Deephaven along with nearby Excelsior, Wayzata and Minnetonka?',
        answer:
          'Yes. We serve the whole south shore of Lake Minnetonka and the surrounding suburbs, so businesses with a second location in Excelsior, Wayzata or Minnetonka can use one vendor for both. Each site gets its own checklist and schedule. Our background-checked staff are trained in OSHA safety procedures, and we have cleaned Twin Cities buildings for more than 15 years.',
      },
    ],
  },
  'tonka-bay': {
    latitude: 44.9086,
    longitude: -93.5931,
    overview:
      "Tonka Bay occupies the peninsula where upper and lower Lake Minnetonka meet, and its history is tied to both water and orchards. Horticulturist Peter Gideon claimed land here in 1864 and developed the Wealthy apple, one of the first varieties hardy enough for Minnesota winters, and John Wilcox, the village's first mayor, later planted orchards along what is now County Road 19. The Lake Park Hotel, opened on Echo Bay in 1879, drew summer crowds by train and steamboat until the resort era faded; Tonka Bay incorporated as a village in 1901.\n\nThe city is small, under one square mile of land, with Manitou Road and County Road 19 as its main routes and Excelsior, Shorewood and Greenwood as neighbors. A bridge on County Road 19 crosses the narrows toward Navarre and the north side of the lake. Students attend Minnetonka Public Schools. Nearly all of the non-residential property relates to boating: marinas, boat storage, service shops and the offices that support them, plus a few small businesses.\n\nThat makes cleaning highly seasonal. Marina restrooms, ship stores and offices are busy from ice-out to fall, then go quiet. We plan spring openings, frequent summer visits and winter shutdown cleaning, and we pay attention to sand and water tracked in from the docks.",
    industries: [
      'Marinas and boat storage on Lake Minnetonka',
      'Boat service and lake-related retail',
      'Small offices and service businesses near Manitou Road',
      'Summer lake tourism on upper and lower Lake Minnetonka',
    ],
    faq: [
      {
        question: "Can you clean a Tonka Bay marina's restrooms and office more often in summer?",
        answer:
          'Yes. Marina restrooms and offices see their heaviest use between Memorial Day and Labor Day, so we can schedule several visits a week in summer and fewer in the off-season. We disinfect fixtures, restock supplies and mop floors that collect sand and lake water. Staff are background-checked and trained under OSHA safety guidelines.',
      },
      {
        question: 'Do you offer a spring opening clean before the boating season?',
        answer:
          'We do. After a closed winter, marina buildings and ship stores usually need dusting, floor scrubbing, window cleaning and a full restroom disinfection before boats go in. We book this as a one-time service and can follow it with a summer schedule. Quotes are free, and we reply within two hours.',
      },
      {
        question: 'Is Tonka Bay too small for a commercial cleaning company?',
        answer:
          'No. Small accounts are a large part of our work around Lake Minnetonka, from Tonka Bay to Excelsior and Shorewood. We carry $2M in liability coverage on every job, and our satisfaction guarantee means that if something is missed we come back and make it right. A short walkthrough is enough to write a quote.',
      },
    ],
  },
  dellwood: {
    latitude: 45.0903,
    longitude: -92.9708,
    overview:
      "Dellwood occupies the northeast shore of White Bear Lake in Washington County, between Mahtomedi to the south and the open countryside of Grant to the east. It is a city of about 400 homes on large, wooded lots, and very little of its land is used for business. Highway 244 follows the lakeshore through town, and the proposed Lake Links Trail would carry walkers and cyclists around the lake along that route. Children attend Mahtomedi Public Schools.\n\nThe White Bear Yacht Club, founded in the late 1800s, is the city's best-known institution, with a clubhouse, marina and golf course. F. Scott and Zelda Fitzgerald spent the summer of 1921 at the club. Farther from the lake, an apple orchard, a vineyard and farmland reflect Dellwood's rural edge. The nearest retail, restaurants and offices are in Mahtomedi, White Bear Lake and Stillwater.\n\nWith so little commercial property, our work here is focused: clubhouse dining rooms and locker rooms, orchard and vineyard tasting rooms and farm stores during harvest season, and private estate offices. Those buildings see big swings in traffic, quiet in winter and very busy on fall weekends, so we build schedules that flex with the calendar.",
    industries: [
      'Private club, marina and golf facilities (White Bear Yacht Club)',
      'Agritourism: an apple orchard and a vineyard with seasonal visitor traffic',
      'Private estates and home offices on large wooded lots',
      'Lake recreation on White Bear Lake',
    ],
    faq: [
      {
        question: 'Can you help an orchard or vineyard in Dellwood handle fall crowds?',
        answer:
          'Yes. Apple season brings heavy weekend traffic to farm stores, tasting rooms and restrooms, so we can add Friday and Monday visits during harvest months and drop back to a light schedule in winter. We disinfect restrooms, clean floors that collect mud and leaves, and wipe down counters and displays. Quotes are free.',
      },
      {
        question: 'Do you work with private clubs on White Bear Lake?',
        answer:
          'We do. Clubhouses need dining rooms, kitchens, locker rooms and restrooms cleaned on a steady schedule, with extra work before and after events. Our staff complete OSHA-certified safety training, which covers the chemicals used in kitchens and locker rooms, and we carry $2M in liability coverage. Window cleaning for lake-view glass can be added.',
      },
      {
        question: 'We have a home office in Dellwood. Do you offer discreet service?',
        answer:
          'Yes. For home offices and estate buildings, we send a small, consistent team of background-checked staff, agree on access and any off-limits areas in advance, and keep visits to a set day and time. If anything is ever missed, our 100% satisfaction guarantee means we return and correct it.',
      },
    ],
  },
  'minnetonka-beach': {
    latitude: 44.9401,
    longitude: -93.5761,
    overview:
      "Minnetonka Beach, officially the City of the Village of Minnetonka Beach and known locally as The Beach, sits on a narrow peninsula between Lafayette Bay to the south and Crystal Bay to the north. James J. Hill chose the site for his railroad's first grand summer resort, and the village was platted in 1883, the year after the Hotel Lafayette opened. After the hotel burned in 1897 the Minnetonka Club took over the grounds; renamed the Lafayette Club, it rebuilt its clubhouse in 1924 after a second fire. The village incorporated in 1894 and adopted its city charter in 1922.\n\nCounty Road 15 is the main route, with Spring Park at the west end of the peninsula and a bridge to Orono's Crystal Bay neighborhood on the north, and the Dakota Rail Regional Trail passes through town. Apart from homes, the city has just two non-residential buildings, the Lafayette Club and St. Martin's-by-the-Lake Episcopal Church. Children attend Orono Public Schools.\n\nSo commercial cleaning here means the club and the church, plus private residences with home offices. Both institutions host weddings, dinners and services that leave dining rooms, kitchens and restrooms in need of fast turnaround, and their lakeside entrances collect sand, water and salt through the seasons.",
    industries: [
      'Private club hospitality and events (Lafayette Club)',
      "Church facilities (St. Martin's-by-the-Lake)",
      'Home offices in historic lake homes',
      'Lake Minnetonka recreation on Lafayette and Crystal bays',
    ],
    faq: [
      {
        question: 'Can you provide event cleanups at the Lafayette Club or other venues on the peninsula?',
        answer:
          'Yes. After weddings, galas and member dinners, dining rooms, kitchens, restrooms and entries need a thorough reset, often before the next morning. We schedule one-time post-event cleanings as well as regular service, and our crews have OSHA-certified safety training for kitchen areas. Request a free quote and we answer within two hours.',
      },
      {
        question: "Does a small church like St. Martin's-by-the-Lake need a full janitorial contract?",
        answer:
          'Not necessarily. Many small churches choose a weekly visit after Sunday services covering the sanctuary, fellowship area, kitchen and restrooms, plus a few deep cleans a year before holidays. We write the scope around your calendar and budget, and our satisfaction guarantee covers every visit. In winter we add entry floor care for the salt carried in from the parking area.',
      },
      {
        question: 'How do you reach Minnetonka Beach from Apple Valley?',
        answer:
          "Our crews travel throughout the west metro, and County Road 15 makes the peninsula easy to reach from Highway 12 and the lake's north shore. For small accounts we keep a fixed day and time so you always know when the crew will arrive. We have served Twin Cities businesses for over 15 years and carry $2M in liability coverage.",
      },
    ],
  },
  'sunfish-lake': {
    latitude: 44.8731,
    longitude: -93.0891,
    overview:
      'Sunfish Lake has no public sewer or water: every home relies on a private well and septic system, and large lot requirements keep development sparse. The city covers under two square miles in northern Dakota County, bounded roughly by Highway 62 on the north, Robert Street (Highway 3) on the east and Delaware Avenue on the west, and I-494 crosses through it with an interchange at Highway 3. The namesake lake is ringed by private homes and has no public access.\n\nBefore suburban growth, the area held farms, and the city has kept a heavily wooded character on purpose. Neighbors are Mendota Heights, West St. Paul and Inver Grove Heights, and children attend schools in the West St. Paul-Mendota Heights-Eagan district. There are no stores, office buildings or industrial sites within the city.\n\nFor Sunfish Lake, our work is mostly private home offices and estate buildings, plus businesses owned by residents that operate just outside the city limits. The retail strips and offices along Robert Street in West St. Paul and the I-494 business areas in Mendota Heights and Inver Grove Heights are all close by, and we serve them from our Apple Valley office.',
    industries: [
      'Executive home offices on large wooded lots',
      'Nearby retail along Robert Street (Highway 3) in West St. Paul',
      'Office and industrial buildings near I-494 in neighboring Mendota Heights and Inver Grove Heights',
    ],
    faq: [
      {
        question: 'There are no businesses in Sunfish Lake. Why would we need a commercial cleaner?',
        answer:
          "Many Sunfish Lake residents run businesses from home offices or own buildings nearby. We clean home offices and meeting rooms on a weekly or biweekly basis, and we can also serve a resident's company office along Robert Street or I-494 under the same agreement. Quotes are free and we respond within two hours.",
      },
      {
        question: 'Our property has a private well and septic system. Does that change how you clean?',
        answer:
          'It can. With a septic system we avoid pouring large amounts of harsh chemicals down drains and choose cleaners that are safe for septic use, and we use water carefully. We discuss any concerns during the walkthrough. Staff are background-checked with OSHA-certified safety training, and we carry $2M liability coverage.',
      },
      {
        question: 'Can you clean our office in West St. Paul as well as a home office in Sunfish Lake?',
        answer:
          'Yes. Robert Street, Highway 62 and I-494 put West St. Paul, Mendota Heights and Inver Grove Heights within easy reach, and our Apple Valley office serves all of northern Dakota County. Each site gets its own checklist and schedule, and our satisfaction guarantee applies to both. Highway 3 and I-494 are direct routes between the two.',
      },
    ],
  },
  'medicine-lake': {
    latitude: 45.0019,
    longitude: -93.4214,
    overview:
      'Medicine Lake is a city on a peninsula that reaches into the lake of the same name, and it is entirely surrounded by Plymouth. Jacob Barge began selling lots here around 1887 as Medicine Lake Park, a getaway where Minneapolis families built cabins; residents voted to separate from Plymouth and incorporate in 1944. The 45th parallel, halfway between the equator and the North Pole, passes through the city.\n\nThe lake itself is the second largest in Hennepin County after Lake Minnetonka, fed by Plymouth Creek and drained by Bassett Creek toward the Mississippi. French Regional Park and East and West Medicine Lake parks in Plymouth line its other shores. Children attend Wayzata Public Schools. Inside city limits there are homes and little else; the city has no retail or office space.\n\nThe businesses that connect with Medicine Lake are in the surrounding corridors: office parks and light industry along Highway 55 and I-494 in Plymouth, and offices and clinics toward Highway 169, Golden Valley and New Hope. For the city itself, we clean home offices; for residents with businesses nearby, we provide regular office, industrial and clinic cleaning on the same schedule. Summer boat traffic and winter ice fishing mean sand, water and salt are tracked in year-round.',
    industries: [
      'Home offices on the Medicine Lake peninsula',
      'Office parks and light industry along Highway 55 and I-494 in surrounding Plymouth',
      "Lake recreation on Hennepin County's second-largest lake",
    ],
    faq: [
      {
        question: 'Can you clean a home office on the Medicine Lake peninsula?',
        answer:
          'Yes. Medicine Lake is all residential, so the offices we clean there are home offices. We clean offices, meeting areas, restrooms and floors weekly or every other week, with the same background-checked staff each visit where possible. Sand in summer and salt in winter at lakeside entries get extra attention. Quotes are free, and we respond within two hours.',
      },
      {
        question: 'Our company is on Highway 55 in Plymouth near Medicine Lake. Do you serve that area?',
        answer:
          'We do. The office and light-industrial buildings along Highway 55, I-494 and Highway 169 are a regular part of our service area. We offer nightly office cleaning, warehouse floor scrubbing, restroom care and day porters, all with $2M liability coverage and OSHA-certified safety training for our staff. The walkthrough and written quote cost nothing.',
      },
      {
        question: 'Do you have experience with lake homes used for business meetings?',
        answer:
          'Yes. Around Twin Cities lakes we often clean homes that double as meeting spaces or offices. We pay attention to entries where sand and lake water come in, protect wood and stone floors with proper products, and schedule around your meetings. If anything falls short, our satisfaction guarantee means we come back and fix it.',
      },
    ],
  },
  plymouth: {
    latitude: 45.0201,
    longitude: -93.4781,
    overview:
      "Plymouth's commercial land lines up along its highways. I-494 runs north-south through the city, Highway 55 crosses it east-west, and Highway 169 forms its eastern edge, with County Road 9 (Rockford Road) and Fernbrook Lane feeding the business parks in between. Carlson Parkway, at the city's southern edge near I-394, is lined with corporate office buildings, including the headquarters of The Tile Shop.\n\nMuch of the industrial space here is modern one- and two-story buildings where an office front is attached to manufacturing, assembly, lab or warehouse space, many of them used by medical device and technology firms. Retail sits mostly near the Highway 55 interchanges, with grocery-anchored centers, restaurants and clinics serving the neighborhoods. Wayzata High School, on the north side, is the largest high school building in Minnesota by floor area, and Plymouth is split among the Wayzata, Robbinsdale, Osseo and Hopkins school districts.\n\nFor facility managers, the challenge is buildings with several different cleaning standards under one roof: carpeted offices, breakrooms, labs or assembly rooms with strict housekeeping rules, and warehouse floors that need sweeping and scrubbing. We build a separate checklist for each zone and schedule around shift changes.",
    industries: [
      'Medical device and technology manufacturing in the I-494 and Highway 55 business parks',
      "Corporate offices on Carlson Parkway, including The Tile Shop's headquarters",
      'Neighborhood retail, restaurants and clinics at Highway 55 interchanges',
      'Large school buildings, including Wayzata High School',
    ],
    faq: [
      {
        question: 'Can you clean both the offices and the production floor in our Plymouth building off I-494?',
        answer:
          'Yes. Many Plymouth buildings combine offices with assembly, lab or warehouse areas. We set a separate checklist for each area, such as nightly office and restroom cleaning plus weekly auto-scrubbing of the production floor, and schedule around your shifts. Staff have OSHA-certified safety training and we carry $2M in liability coverage.',
      },
      {
        question: 'Do you serve corporate offices along Carlson Parkway?',
        answer:
          'We do. Multi-floor offices near Carlson Parkway and I-394 typically need nightly cleaning of workstations, conference rooms, kitchens and restrooms, often with a day porter during business hours. Our background-checked crews work after hours, and our satisfaction guarantee means we come back and make it right if anything is missed.',
      },
      {
        question: 'How fast can you respond if our Plymouth facility needs a one-time deep clean?',
        answer:
          'We respond to requests within two hours and can usually schedule a walkthrough quickly. One-time deep cleans are common before audits, customer visits or after a renovation, and cover floors, high dusting, restrooms and breakrooms. The quote is free, and you can continue with regular service afterward or leave it as a single job.',
      },
    ],
  },
  woodbury: {
    latitude: 44.9239,
    longitude: -92.9594,
    overview:
      "Woodbury was farmland and a rural township until the 1970s and 1980s, when sewer lines and the I-94 and I-494 freeways brought rapid growth; it is now the largest city in Washington County. Commercial land concentrates along I-94 on the north side, along I-494 on the west side, and on Radio Drive and Valley Creek Road in the middle of the city, where office buildings, medical clinics, restaurants and shopping centers sit close to neighborhoods.\n\nWoodwinds Hospital, part of M Health Fairview, serves the east metro from its campus on Woodwinds Drive, and a cluster of clinics and medical office buildings has grown around it. The South Washington County school district runs Woodbury High School and East Ridge High School among many other buildings, and the city's Bielenberg Sports Center and large churches host crowds most weekends. Corporate offices line the frontage roads along I-94, and newer development has pushed south and east toward Cottage Grove and Afton.\n\nA suburb that grew this quickly has many newer buildings, which makes cleaning simpler in some ways, but high traffic means floors and restrooms wear fast. Retail and restaurants need frequent service, clinics need consistent disinfection, and the open parking lots funnel salt and sand into entries all winter.",
    industries: [
      'Healthcare around Woodwinds Hospital and nearby medical office buildings',
      'Retail and restaurants along Radio Drive, Valley Creek Road and the I-94 frontage roads',
      'Corporate and professional offices near I-94 and I-494',
      'South Washington County Schools buildings, including Woodbury and East Ridge high schools',
    ],
    faq: [
      {
        question: 'Do you clean clinics near Woodwinds Hospital?',
        answer:
          'Yes. Medical and dental practices around Woodwinds Drive need exam rooms, waiting areas, restrooms and high-touch surfaces disinfected after hours. Our background-checked staff have OSHA-certified safety training, and we agree a written checklist with your office manager. Most clinics choose nightly service; smaller practices may choose three nights a week.',
      },
      {
        question: 'Can you provide day porter service at a busy shopping center in Woodbury?',
        answer:
          'We can. Busy centers near Radio Drive and Valley Creek Road benefit from a day porter who cleans restrooms, empties trash, spot-mops entries and handles spills during shopping hours, followed by a night crew for floors. We carry $2M in liability coverage and schedule porters around your peak times.',
      },
      {
        question: 'How far is Woodbury from your Apple Valley office?',
        answer:
          'Woodbury is part of our regular east-metro service area, reached from Apple Valley by I-494. Distance does not change our response: every request gets an answer within two hours, quotes are free, and our 100% satisfaction guarantee applies to every visit. We have worked in Twin Cities buildings for more than 15 years.',
      },
    ],
  },
  lakeville: {
    latitude: 44.6497,
    longitude: -93.2427,
    overview:
      'Lakeville began as a small farm town, and its old downtown on Holyoke Avenue still has brick storefronts, restaurants and small offices. I-35 runs north-south through the city, with several interchanges, including County Roads 50, 60 and 70, and Cedar Avenue crosses the east side. Burnsville and Apple Valley lie to the north and Farmington to the east.\n\nAirlake Industrial Park, next to the Airlake Airport in the southeast part of the city, is home to manufacturers, distributors and trucking companies, and new warehouse buildings have been added along County Road 70. Retail and clinics gather near I-35 at Kenrick Avenue and County Road 50 and along Cedar Avenue. Lakeville Area Public Schools, with Lakeville North and Lakeville South high schools, is one of the largest employers, and Lake Marion and Orchard Lake bring summer visitors. The Pan-O-Prog festival each July fills downtown.\n\nIndustrial floors, distribution docks and breakrooms are a big part of cleaning in Lakeville, along with restaurants, schools and medical offices. Dust from construction and farm fields nearby, plus winter road salt, means floor care is frequent. From our Apple Valley office, Lakeville is next door.',
    industries: [
      'Manufacturing and distribution in Airlake Industrial Park next to Airlake Airport',
      'Warehouse and logistics buildings along I-35 and County Road 70',
      'Retail and clinics at Kenrick Avenue and County Road 50',
      'Lakeville Area Public Schools, including Lakeville North and South high schools',
    ],
    faq: [
      {
        question: 'Can you clean a warehouse or plant in Airlake Industrial Park?',
        answer:
          'Yes. We clean offices, breakrooms, restrooms and locker rooms in Airlake buildings, and we sweep and auto-scrub production and warehouse floors on a schedule that fits your shifts. Our crews have OSHA-certified safety training for work around forklifts and docks, and we carry $2M in liability coverage. Breakroom and locker-room disinfection can be timed to each shift change.',
      },
      {
        question: 'We are opening a new building along County Road 70. Do you handle post-construction cleanup?',
        answer:
          'We do. New warehouses and offices in Lakeville need dust, paint and debris removed before tenants move in, from high ledges to restroom fixtures and floors. We can do a rough clean, a final clean and a touch-up before opening, then move to regular service. Quotes are free and we respond within two hours.',
      },
      {
        question: 'How quickly can you get to downtown Lakeville from Apple Valley?',
        answer:
          'Apple Valley borders Lakeville, so downtown storefronts on Holyoke Avenue and businesses along Cedar Avenue and I-35 are close to our office. Walkthroughs are easy to arrange, and our supervisors check local accounts regularly. If anything is missed, our satisfaction guarantee means we come back and make it right.',
      },
    ],
  },
  'eden-prairie': {
    latitude: 44.8583,
    longitude: -93.4527,
    overview:
      "Eden Prairie sits on the bluffs above the Minnesota River, and four highways give it the layout of an office market: I-494 on the north, Highway 212 and Highway 5 running east-west, and Highway 169 curving along the river. Its business parks along Valley View Road, Technology Drive and Flying Cloud Drive hold corporate headquarters, research labs and modern flex buildings. Stratasys has its U.S. headquarters here, MTS Systems (now part of Amphenol) is based here, and Optum, UnitedHealth Group's health services business, keeps a large campus in the city.\n\nSouthWest Station, the hub of SouthWest Transit's bus service near Highway 212, is also the planned western end of the METRO Green Line extension, the light-rail line under construction toward downtown Minneapolis. Hennepin Technical College has an Eden Prairie campus, and Eden Prairie High School sits on Valley View Road. Purgatory Creek and Staring Lake run through the middle of town, and the Minnesota River Valley forms the southern edge.\n\nEden Prairie buildings are usually large and modern, with open-plan offices, glass conference rooms, labs and fitness centers. That calls for crews who work efficiently across big floor plates at night, plus day porters for lobbies and kitchens. Aircraft hangars and offices around Flying Cloud Airport add a more industrial kind of cleaning.",
    industries: [
      'Corporate and research campuses: Optum, Stratasys, MTS Systems',
      'Flex and office space along Technology Drive and Valley View Road',
      'Transit-oriented development around SouthWest Station',
      'Aviation businesses at Flying Cloud Airport',
      'Hennepin Technical College and Eden Prairie Schools',
    ],
    faq: [
      {
        question: 'Can you clean large open-plan offices along Technology Drive every night?',
        answer:
          "Yes. Large floor plates in Eden Prairie's business parks need organized crews: workstations, conference rooms, kitchens and restrooms each night, with carpet extraction and hard-floor care on a rotation. Our background-checked staff work after hours, and we assign a supervisor to large accounts. We carry $2M in liability coverage.",
      },
      {
        question: 'Do you clean hangars or aviation offices near Flying Cloud Airport?',
        answer:
          'We can clean the offices, lounges, restrooms and shop floors that go with hangar space, and sweep or scrub concrete floors where aircraft are stored. Our staff complete OSHA-certified safety training, which matters around equipment and fuel. We will walk the site with you to agree what is in scope before quoting, at no cost.',
      },
      {
        question: 'Our company is moving into a new building near SouthWest Station. Can you do the move-in cleaning?',
        answer:
          'Yes. Post-construction and move-in cleaning is one of our services: removing construction dust from surfaces, vents and fixtures, cleaning glass, and preparing floors before furniture arrives. Afterward we can start nightly or weekly service. We respond to requests within two hours, and our satisfaction guarantee applies throughout. We can also work around the elevator and dock reservations set for move-in week.',
      },
    ],
  },
  minnetonka: {
    latitude: 44.9461,
    longitude: -93.4706,
    overview:
      "Minnetonka grew from Minnetonka Mills, a sawmill and flour mill settlement on Minnehaha Creek that was the trading center for the area until the 1870s. The creek flows out of Lake Minnetonka at Grays Bay and crosses the city on its way to Minneapolis. Today Minnetonka is home to a remarkable corporate base: Cargill's headquarters campus, Carlson's headquarters by I-394 and Carlson Parkway, and the offices of many mid-sized companies. I-494 runs north-south through the city, I-394 crosses the north side, Highway 7 crosses the south side and Highway 169 runs along the east.\n\nBeyond Ridgedale, commercial space is spread among several smaller centers: the shops and restaurants at Glen Lake, offices along Highway 7 and Shady Oak Road, and industrial buildings near Highway 169 and the Opus area. Minnetonka Public Schools and Hopkins Public Schools both serve the city, and Minnetonka High School's campus is on Highway 7. The city also has a large number of clinics, senior living campuses and churches.\n\nCleaning in Minnetonka often means corporate standards: security procedures for night crews, detailed checklists for executive floors, and consistent quality across several buildings on a campus. We also handle the clinics and retail that serve the city's neighborhoods, where winter brings heavy salt use on parking lots and sidewalks.",
    industries: [
      'Corporate headquarters: Cargill and Carlson, plus many mid-sized companies',
      'Offices and light industry around Opus and Shady Oak Road',
      'Neighborhood retail and dining at Glen Lake and along Highway 7',
      'Minnetonka and Hopkins public school buildings',
    ],
    faq: [
      {
        question: 'Can your crews meet the security requirements of a corporate campus in Minnetonka?',
        answer:
          'Yes. Our staff are background-checked, and we work within your badge, key and alarm procedures, keeping the same team on your building wherever possible. We follow written checklists for executive areas and conference rooms, and we carry $2M in liability coverage. Supervisors inspect work regularly, and several buildings on one campus can share a single schedule and contact.',
      },
      {
        question: 'Do you clean office and industrial buildings in the Opus area?',
        answer:
          'We do. Opus buildings often combine offices with labs, warehouse or production space. We clean offices and restrooms nightly and scrub or sweep floors in industrial areas on a schedule that fits your shifts. Crews have OSHA-certified safety training. Request a free quote and you will hear from us within two hours.',
      },
      {
        question: 'We run a clinic near Glen Lake. Can you clean weeknights only?',
        answer:
          'Yes. Many clinics choose Monday through Friday evening service covering exam rooms, waiting areas, restrooms and staff areas, with periodic floor refinishing and carpet extraction. We agree a disinfection checklist with your practice manager, and our 100% satisfaction guarantee means we return if anything is missed. Parking lots along Excelsior Boulevard bring plenty of salt indoors, so entry floors get extra work in winter.',
      },
    ],
  },
  shoreview: {
    latitude: 45.0791,
    longitude: -93.1467,
    overview:
      "Shoreview sits among the lakes of northern Ramsey County, including Turtle Lake, Lake Owasso, Snail Lake and Island Lake, and it grew after World War II as a residential suburb north of St. Paul. I-694 runs along the south side, while Highway 96, Hodgson Road (Highway 49) and Lexington Avenue carry most local traffic. The city's commercial zones are compact: corporate and technology offices near the I-694 and Lexington interchange, a retail and restaurant cluster around Highway 96 and Lexington, and smaller centers along Hodgson Road.\n\nShoreview's employers include technology manufacturers and corporate offices as well as clinics, senior housing and churches. Mounds View Public Schools serves most of the city, with several of its schools located here. The city's community center, with its indoor water park and fitness areas, is one of the busiest public buildings in the area. Neighbors include Arden Hills, North Oaks, Roseville and Vadnais Heights.\n\nCleaning here splits between professional offices and labs that want quiet, efficient night work and public-facing buildings where traffic is constant. Wet entries are common, from both winter slush and people coming in from the lakes and trails in summer, so we pay attention to entry floors year-round.",
    industries: [
      'Technology and corporate offices near the I-694 and Lexington Avenue interchange',
      'Retail and restaurants around Highway 96 and Lexington Avenue',
      'Clinics, senior living and churches throughout the city',
      'Mounds View Public Schools buildings',
    ],
    faq: [
      {
        question: 'Do you clean corporate offices near I-694 and Lexington Avenue in Shoreview?',
        answer:
          'Yes. Offices near the interchange typically need nightly or several-times-weekly cleaning of work areas, conference rooms, kitchens and restrooms. For buildings with labs or production space, we agree separate procedures for those rooms. Staff are background-checked and trained under OSHA safety guidelines, and our quotes are free. Carpet extraction in high-traffic halls can be added each quarter.',
      },
      {
        question: 'Can you clean a retail space at Highway 96 and Lexington before we open each day?',
        answer:
          'We can. Early-morning service works well for shops and restaurants, so floors are dry and restrooms fresh when doors open. We can also add periodic floor scrubbing, carpet cleaning and window cleaning. Quotes are free, and we reply to every request within two hours. If something is missed, our satisfaction guarantee means we come back and make it right.',
      },
      {
        question: 'Is Shoreview within your regular service area?',
        answer:
          'Yes. We serve Shoreview along with Arden Hills, Roseville, North Oaks and the rest of northern Ramsey County from our Apple Valley base, and we respond to every request within two hours. We have more than 15 years of experience in Twin Cities buildings and carry $2M in liability coverage.',
      },
    ],
  },
  'golden-valley': {
    latitude: 44.9906,
    longitude: -93.3589,
    overview:
      "Golden Valley borders the west side of Minneapolis, and Bassett Creek winds through it from Medicine Lake toward the Mississippi. Highway 100 runs north-south through the middle of the city, with I-394 along the south and Highway 55 (Olson Memorial Highway) crossing the center, so commercial buildings are spread along all three. Douglas Drive, Winnetka Avenue and Boone Avenue serve office and industrial buildings on the north side.\n\nBeyond its large corporate headquarters, Golden Valley has a notable set of institutions. Mortenson, one of the country's largest construction companies, has its headquarters here. Allina Health's Courage Kenny Rehabilitation Institute has a campus on Golden Valley Road, Breck School occupies a wooded campus near Highway 55, and the Perpich Center for Arts Education is a state agency based in the city. Students attend Robbinsdale, Hopkins and other districts. Restaurants and retail concentrate near the Highway 100 interchanges with I-394 and Highway 55.\n\nThat mix gives us a wide range of cleaning work: corporate floors, rehabilitation and medical spaces, private school buildings, restaurants, and office-warehouse buildings with loading docks. Being a first-ring suburb with heavy commuter traffic, Golden Valley sees plenty of winter grit brought in from parking ramps and lots.",
    industries: [
      'Corporate headquarters: General Mills, Pentair and Mortenson',
      'Rehabilitation and health services at Courage Kenny Rehabilitation Institute',
      'Private and specialized schools: Breck School and the Perpich Center for Arts Education',
      'Office-warehouse and light industrial buildings along Highway 55 and Boone Avenue',
    ],
    faq: [
      {
        question: 'Can you clean rehabilitation or medical space like the facilities on Golden Valley Road?',
        answer:
          'Yes. Therapy gyms, treatment rooms and waiting areas need frequent disinfection of equipment surfaces, mats, handrails and restrooms. We agree a detailed checklist with your facility manager and train crews in OSHA safety procedures. We carry $2M in liability coverage and offer nightly or day-porter service, so equipment can also be wiped down between sessions during the day.',
      },
      {
        question: 'Do you clean office-warehouse buildings along Highway 55 in Golden Valley?',
        answer:
          'We do. Many buildings along Olson Memorial Highway and Boone Avenue pair offices with warehouse or production space. We clean offices, breakrooms and restrooms and sweep or scrub warehouse floors on a schedule that suits your operation. Dock areas get attention in winter, when slush comes in with every delivery. Quotes are free and we respond within two hours.',
      },
      {
        question: 'Can you work around a school calendar for a private school near Highway 55?',
        answer:
          'Yes. Schools need nightly cleaning during the year and deep cleaning in summer and over breaks, including floor stripping and refinishing, carpet extraction and window cleaning. Our staff are background-checked, which schools require, and our 100% satisfaction guarantee means we come back and fix anything missed. Summer work is scheduled around camps and sports.',
      },
    ],
  },
  'mendota-heights': {
    latitude: 44.8838,
    longitude: -93.1379,
    overview:
      "Mendota Heights rises above the confluence of the Minnesota and Mississippi rivers, across from Fort Snelling. Pilot Knob, a hilltop the Dakota call Oheyawahi, is a sacred site overlooking the rivers here, and the tiny historic village of Mendota, with the Sibley House, sits just below the city at the river's edge. Highway 62 (formerly Highway 110), Highway 149 (Dodd Road) and Lexington Avenue carry local traffic, and the city hall is on Victoria Curve.\n\nSchools are a large part of the city's identity. Beside Saint Thomas Academy, the Convent of the Visitation School, a Catholic girls' school, has its campus here, and Henry Sibley High School belongs to the West St. Paul-Mendota Heights-Eagan district. The business park near I-494 and Highway 55 includes offices, medical buildings and light-industrial space within a few minutes of the airport. Neighboring cities include Eagan, West St. Paul, Sunfish Lake, Lilydale and St. Paul.\n\nFor cleaning, that means school buildings with strict calendars and safety expectations, office and flex buildings near the freeways, and a neighborhood shopping center with restaurant and retail tenants. Businesses tied to the airport often keep early or late hours, so we schedule crews flexibly.",
    industries: [
      'Private and public schools: Visitation School, Saint Thomas Academy, Henry Sibley High School',
      'Office, medical and light-industrial buildings in the business park near I-494 and Highway 55',
      'Neighborhood retail and restaurants along Highway 62 and Dodd Road',
    ],
    faq: [
      {
        question: 'Can you clean a private school campus in Mendota Heights during the school year and summer?',
        answer:
          'Yes. Schools need nightly cleaning of classrooms, restrooms, locker rooms and cafeterias during the year, then summer deep cleaning with floor stripping, carpet extraction and window washing, finished before teachers return in August. Our staff are background-checked with OSHA-certified safety training, and we carry $2M in liability coverage.',
      },
      {
        question: 'Do you clean offices in the business park near I-494 and Highway 55?',
        answer:
          'We do. Offices and flex buildings there often need nightly or weekly service for desks, conference rooms, kitchens and restrooms, plus warehouse floor sweeping. Apple Valley is a short drive south on I-35E and Highway 77, so walkthroughs are easy to arrange, and we respond to every request within two hours.',
      },
      {
        question: 'Our team near the airport works early and late shifts. Can you clean at unusual hours?',
        answer:
          'Yes. Many businesses near the airport run early or late shifts, so we can schedule cleaning mid-day, overnight or in the evening to avoid your busiest hours. Day porters can keep restrooms and breakrooms in shape during long shifts. Our satisfaction guarantee means we return and make it right if anything is missed.',
      },
    ],
  },
  'lake-elmo': {
    latitude: 44.9958,
    longitude: -92.8791,
    overview:
      "Lake Elmo's Old Village grew up along what is now Highway 5, and its small downtown of shops, offices and restaurants, including the long-running Lake Elmo Inn, still has a small-town feel. The same road continues east to Stillwater, the Washington County seat. Much of the land around it is still farmland and large-lot neighborhoods, with Oakdale to the west, Woodbury to the south across I-94 and Grant to the north.\n\nGrowth has come mainly near I-94 and the Hudson Boulevard frontage road, where new homes, offices and commercial buildings have been built since regional sewer service arrived. Lake Elmo Airport, a Metropolitan Airports Commission general aviation field named for the city, sits to the east. Most students attend Stillwater Area Public Schools, and the city also has several churches and event venues that draw visitors, especially during the fall harvest season.\n\nThat mix creates varied cleaning needs: new office and retail buildings that need post-construction cleaning and then regular service, Old Village storefronts and restaurants that want a polished look, and farm businesses with seasonal crowds. Dust from construction and gravel roads, plus winter salt, makes floor care an ongoing priority.",
    industries: [
      'New commercial and office construction along I-94 and Hudson Boulevard',
      'Restaurants and shops in the Old Village along Highway 5',
      'Farms, farm stands and event venues on the rural edge',
      'General aviation at Lake Elmo Airport',
    ],
    faq: [
      {
        question: 'We are opening a new building near I-94 in Lake Elmo. Can you handle the cleanup?',
        answer:
          'Yes. Post-construction cleanup is one of our services: we remove drywall dust, paint spots and debris from floors, fixtures, vents and glass, then do a final clean before opening. Dust from new streets near Hudson Boulevard settles on sills and glass, so we clean those too. Afterward we can set up nightly or weekly cleaning. Quotes are free, and we respond within two hours.',
      },
      {
        question: 'Can you clean a restaurant in the Old Village?',
        answer:
          'We can. Restaurants need dining rooms, restrooms and entries cleaned daily, and kitchen floors degreased and scrubbed on a regular schedule. Staff complete OSHA-certified safety training, including chemical handling, and we carry $2M in liability coverage. We schedule after closing or before opening, and entry floors near Highway 5 get extra attention once winter salt arrives.',
      },
      {
        question: 'Do you offer seasonal cleaning for farm businesses or event venues in Lake Elmo?',
        answer:
          'Yes. Fall brings heavy weekend crowds to farm stores, barns and event spaces, so we can add visits during harvest season and reduce them in winter. We focus on restrooms, entry floors, counters and dining areas. Our 100% satisfaction guarantee applies to seasonal as well as year-round accounts.',
      },
    ],
  },
  victoria: {
    latitude: 44.8586,
    longitude: -93.6616,
    overview:
      "Victoria sits in northern Carver County among a cluster of lakes, including Stieger Lake, Lake Zumbra, Lake Wasserman and Lake Auburn, with Carver Park Reserve filling much of its northern side. Highway 5 runs through the old downtown, and Highway 7 passes to the north; Chanhassen, Chaska and Minnetrista are neighbors. For most of its history Victoria was a small farm and lake town, and many of its newer neighborhoods were built since 2000, where subdivisions now meet farm fields and park land on the western edge of the metro.\n\nHoly Family Catholic High School has its campus in Victoria, and students also attend the Eastern Carver County and Minnetonka school districts. The downtown along Highway 5 has restaurants, a brewery, shops, clinics and professional offices, along with the city's municipal buildings and churches, and new commercial buildings have followed residential growth.\n\nOur work in Victoria is mostly small to mid-sized: clinics and dental offices, restaurants, churches, schools and offices that serve a young, growing community. Rapid growth also brings new buildings that need post-construction cleaning before they open. Because many customers arrive from trails, parks and lakes, entry floors collect sand and mud in summer as well as salt in winter.",
    industries: [
      'Private education at Holy Family Catholic High School',
      'Restaurants, shops and clinics in downtown Victoria along Highway 5',
      'Churches and municipal buildings serving a fast-growing city',
      'New commercial construction following residential growth',
    ],
    faq: [
      {
        question: 'Do you clean dental and medical offices in downtown Victoria?',
        answer:
          'Yes. Clinics near Highway 5 need treatment rooms, waiting areas and restrooms disinfected regularly, usually after hours. We agree a checklist with your office manager, and our background-checked staff are trained in OSHA safety procedures. Monthly floor care and periodic window cleaning can be added to the plan. Quotes are free, and we answer every request within two hours.',
      },
      {
        question: 'Can you clean a school building like Holy Family on a school calendar?',
        answer:
          'We can. Schools need nightly cleaning during the school year and deeper summer work such as floor refinishing, carpet extraction and window washing. We schedule around events and athletics, and we carry $2M in liability coverage. If anything is missed, our satisfaction guarantee means we come back and make it right.',
      },
      {
        question: 'Victoria is growing fast. Can you clean our new building before it opens?',
        answer:
          'Yes. Post-construction cleaning removes dust and debris from floors, fixtures, vents and windows so a new building is ready for customers. We can do a rough clean, final clean and pre-opening touch-up, then switch to regular service. We have worked in Twin Cities buildings for more than 15 years.',
      },
    ],
  },
  'arden-hills': {
    latitude: 45.0802,
    longitude: -93.1563,
    overview:
      "Arden Hills sits in northern Ramsey County where I-35W and I-694 meet, with Highway 10 and Highway 96 crossing the city. Lakes Johanna, Valentine and Round Lake dot its southern half, and Rice Creek flows through the north. The Twin Cities Army Ammunition Plant opened here in 1941 and employed thousands during World War II; part of the old site is now the Arden Hills Army Training Site used by the Minnesota National Guard, and the rest is being redeveloped.\n\nThe city's employers run large campuses. Bethel University and Bethel Seminary sit on Lake Valentine, and Mounds View High School, despite its name, is in Arden Hills. Offices, labs and manufacturing line the roads near the I-35W and Highway 96 interchange, and a small retail area serves nearby neighborhoods. New Brighton, Shoreview, Roseville and Mounds View are the neighbors, and the interstates put both downtowns within a short commute.\n\nCleaning in Arden Hills is about scale and standards: corporate and medical-technology campuses with strict housekeeping rules and security, university buildings with classrooms, dormitories and dining halls, and a high school with athletic facilities. New construction at Rice Creek Commons will bring post-construction cleaning needs as buildings open.",
    industries: [
      'Corporate and medical-technology campuses near I-35W and Highway 96',
      'Higher education at Bethel University and Bethel Seminary',
      'Public education at Mounds View High School',
      'Military training at the Arden Hills Army Training Site',
      'New development on the former ammunition plant land',
    ],
    faq: [
      {
        question: 'Can you meet the housekeeping standards of a corporate campus in Arden Hills?',
        answer:
          'Yes. Corporate and technology campuses near I-35W and Highway 96 often have security procedures and detailed housekeeping rules for offices, labs and common areas. We follow your procedures, use background-checked staff with OSHA-certified safety training, and carry $2M in liability coverage. Supervisors inspect work regularly, and day porters can cover lobbies and cafeterias during business hours.',
      },
      {
        question: 'Do you clean college or school buildings in Arden Hills?',
        answer:
          'We do. Classrooms, lecture halls, offices, restrooms and common areas need consistent cleaning during the academic year, and summer is the time for floor refinishing and deep cleaning. We schedule around classes and events. Our satisfaction guarantee means we come back and make it right if anything is missed.',
      },
      {
        question: 'We are moving into a new building at Rice Creek Commons. Can you help?',
        answer:
          'Yes. We offer post-construction and move-in cleaning: removing construction dust from surfaces, vents and fixtures, cleaning windows and preparing floors. The final clean can be timed to your furniture delivery and occupancy date. After move-in we can start regular service on a nightly or weekly schedule. Quotes are free, and we respond within two hours.',
      },
    ],
  },
  mahtomedi: {
    latitude: 45.0697,
    longitude: -92.9515,
    overview:
      "Mahtomedi grew as a summer destination on White Bear Lake. From 1899 to 1938 the Wildwood Amusement Park, run by the Twin City Rapid Transit Company at the end of its streetcar line from St. Paul, drew crowds to the lakeshore, and cottages gradually became year-round homes. Today the city is largely residential, bordered by White Bear Lake, Birchwood Village, Willernie, Dellwood and Grant, with I-694 just to the west and Highway 244 running along the lake.\n\nMahtomedi Public Schools is the city's most visible institution, with Mahtomedi High School, a middle school and elementary schools serving Mahtomedi and several neighboring communities. The small commercial areas around Wildwood Road and Mahtomedi Avenue hold coffee shops, restaurants, clinics, dental offices, salons and professional services, and churches and a public library branch add community buildings. Century College, in neighboring White Bear Lake, and the retail along I-694 are within a few minutes.\n\nCleaning work in Mahtomedi tends to be small and steady: dental and medical offices that need regular disinfection, restaurants and coffee shops, churches with weekend activity, and school facilities with busy athletic seasons. Lake traffic brings sand into entries in summer, and long winters bring salt, so we keep an eye on floors year-round.",
    industries: [
      'Mahtomedi Public Schools buildings and athletic facilities',
      'Dental, medical and professional offices around Wildwood Road',
      'Restaurants and coffee shops serving lakeside neighborhoods',
      'Churches and community buildings',
    ],
    faq: [
      {
        question: 'Can you clean a dental office near Wildwood Road?',
        answer:
          'Yes. Dental and medical offices in Mahtomedi need operatories, waiting rooms, sterilization areas and restrooms cleaned and disinfected on a steady schedule. Our background-checked staff are trained in OSHA safety procedures, and we agree a checklist with your office manager before the first visit. Many practices choose two or three evenings a week. Quotes are free.',
      },
      {
        question: 'Do you provide cleaning for churches in Mahtomedi after weekend services and events?',
        answer:
          'We do. Sanctuaries, fellowship halls, kitchens, classrooms and restrooms often need a full reset after weekend services, weddings and funerals. We can schedule Monday visits or evening cleanups, plus occasional floor refinishing and window cleaning. Busy seasons such as Christmas and Easter can include extra visits. Our 100% satisfaction guarantee covers every visit.',
      },
      {
        question: 'Is Mahtomedi too far from your Apple Valley office for quick service?',
        answer:
          'No. We serve the White Bear Lake area regularly, and I-694 makes Mahtomedi easy to reach, so a walkthrough for a quote is simple to schedule. We respond to every request within two hours, we have served Twin Cities businesses for more than 15 years, and we carry $2M in liability coverage on every job.',
      },
    ],
  },
  shorewood: {
    latitude: 44.9003,
    longitude: -93.5891,
    overview:
      "Shorewood takes in Enchanted Island and Shady Island out on Lake Minnetonka, and inland it reaches the shores of Christmas Lake and Lake Galpin. Highway 7 runs east-west through the city, linking it to Hopkins, St. Louis Park and Minneapolis, and County Road 19 runs north toward Tonka Bay, with Excelsior, Greenwood, Tonka Bay, Chanhassen, Victoria and Minnetonka all bordering it. The Lake Minnetonka LRT Regional Trail follows the old streetcar and railroad corridor through town.\n\nMost commercial property is along Highway 7: small shopping centers with grocery, restaurant and service tenants, clinics, dental offices, banks and professional offices. Minnewashta Elementary, part of Minnetonka Public Schools, is in Shorewood, and the Southshore Community Center hosts classes, meetings and events. Churches and city buildings complete the non-residential mix, and downtown Excelsior's shops and restaurants sit just beyond the city line.\n\nFor cleaning, Shorewood offers small to mid-sized work: strip-center retail with high foot traffic, clinics that need reliable disinfection, community and church buildings with event schedules, and lake-oriented businesses that are busiest in summer. Highway 7 parking lots bring plenty of salt and sand into entries in winter.",
    industries: [
      'Strip-center retail and restaurants along Highway 7',
      'Clinics, dental offices and banks serving south-shore neighborhoods',
      'Community and event space at the Southshore Community Center',
      'Minnetonka Public Schools (Minnewashta Elementary)',
    ],
    faq: [
      {
        question: 'Can you clean a retail space or clinic along Highway 7 in Shorewood?',
        answer:
          'Yes. Shops and clinics along Highway 7 need restrooms, floors, counters and high-touch surfaces cleaned on a reliable schedule, often after hours. Our background-checked staff have OSHA-certified safety training, and we carry $2M in liability coverage. Entry floors near the parking lots get extra attention from November to April. We respond to requests within two hours.',
      },
      {
        question: 'Do you clean community or event spaces after functions?',
        answer:
          'We do. Community centers and meeting halls need rooms, kitchens and restrooms reset after classes, meetings and private events. We can schedule regular visits plus post-event cleanups, and add floor care a few times a year. Our satisfaction guarantee means we come back and make it right if anything is missed.',
      },
      {
        question: 'We have businesses in Shorewood and Excelsior. Can one company handle both?',
        answer:
          'Yes. We serve the whole south shore of Lake Minnetonka, so a single agreement can cover locations in Shorewood, Excelsior, Tonka Bay and Chanhassen, each with its own checklist and schedule. Quotes are free, and we have worked in Twin Cities commercial buildings for more than 15 years.',
      },
    ],
  },
  medina: {
    latitude: 45.0353,
    longitude: -93.5824,
    overview:
      "Medina is a large, mostly rural city in western Hennepin County, covering farmland, horse properties, woods and wetlands between Plymouth and Maple Grove on the east and Independence and Orono on the west. Highway 55 crosses it east-west and is the main commercial corridor; County Road 101 and County Road 116 are key north-south roads. The unincorporated community of Hamel, at the east end of the city near Highway 55, has the densest cluster of businesses, with older buildings, offices and light industry.\n\nAlongside Polaris, Loram Maintenance of Way, a railroad maintenance equipment company, is based in Hamel, and office, warehouse and manufacturing buildings line the Highway 55 frontage. Event venues, including the Medina Entertainment Center's ballroom, host weddings and corporate functions, and parts of Baker Park Reserve and Wolsfeld Woods bring visitors in summer. Students attend several districts, including Wayzata and Orono.\n\nIn Medina, cleaning needs run from corporate offices and industrial buildings with large floors to event spaces that need fast turnaround after weekend functions. Highway 55 traffic and gravel roads in the rural areas mean dust and grit reach entries in every season, with salt added in winter.",
    industries: [
      "Corporate and engineering offices along Highway 55, including Polaris's headquarters",
      'Railroad equipment manufacturing in Hamel (Loram Maintenance of Way)',
      'Office-warehouse and light industrial buildings on the Highway 55 frontage',
      'Event venues hosting weddings and corporate functions',
    ],
    faq: [
      {
        question: 'Can you clean offices and industrial space along Highway 55 in Medina?',
        answer:
          'Yes. Buildings along Highway 55 often combine offices with manufacturing or warehouse space. We clean offices, breakrooms and restrooms nightly or weekly and sweep or scrub industrial floors on a schedule that suits your shifts. Loading dock areas can be added to the checklist. Staff have OSHA-certified safety training, and we carry $2M in liability coverage.',
      },
      {
        question: 'Do you offer cleanup after weddings and events at venues in Medina?',
        answer:
          'We do. Ballrooms, restrooms, kitchens and entries need a full reset after weekend events, often before the next booking. We can schedule regular post-event cleanups or one-time service, and add floor care as needed, including window cleaning before the busy wedding season. Quotes are free, and we respond within two hours.',
      },
      {
        question: 'We have an office in Hamel. Do you serve that area?',
        answer:
          'Yes. Hamel and the rest of Medina are part of our west-metro service area, along with Plymouth, Maple Grove and Orono. We use background-checked staff, have worked in Twin Cities buildings for more than 15 years, and our satisfaction guarantee means we come back to make it right if anything is missed.',
      },
    ],
  },
};
