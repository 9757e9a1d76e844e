import type { CityLocal } from './types.ts';

/** Local details by city slug (see index.ts for what belongs here). */
export const cityLocalPart: Record<string, CityLocal> = {
  'brooklyn-center': {
    latitude: 45.0764,
    longitude: -93.3317,
    overview:
      'Freeways shape Brooklyn Center more than any other feature. I-94 comes north out of Minneapolis and merges with I-694 near the Highway 252 junction, the combined freeway runs west across the city, and Highway 100 climbs through the middle of town to end at it. Brooklyn Boulevard and Shingle Creek Parkway collect what sits along those ramps: hotels and chain restaurants, the open-air stores built on the site of the old Brookdale mall, and office and light-industrial buildings on the frontage roads toward Brooklyn Park. The Mississippi River is the eastern edge, with Fridley across the water.\n\nMost of the building stock went up in the postwar decades, when farms in the old Brooklyn Township gave way to houses, churches, schools and strip centers. Brooklyn Center Community Schools runs a small district of its own, and the Brooklyn Center Transit Center near Bass Lake Road makes the city a transfer point for north-metro bus routes.\n\nFor our crews, that mix means hotel lobbies and banquet rooms that flip quickly after events at the Earle Brown Heritage Center, store entrances that collect road salt from November through March, and 1960s and 1970s offices whose older resilient floors respond better to scheduled stripping and refinishing than to quick mopping. We time nightly service around late check-ins and weekend functions, and a day porter can be added when a conference fills the building.',
    industries: [
      'Hotels and conference space near the I-94 / I-694 and Shingle Creek Parkway exits',
      'Weddings and trade events at the Earle Brown Heritage Center',
      'Open-air retail on the redeveloped Brookdale mall site',
      'Office-warehouse and light industry toward the Brooklyn Park line',
      'Public education (Brooklyn Center Community Schools)',
    ],
    faq: [
      {
        question: 'Can you clean a Brooklyn Center hotel or banquet space that turns over between events at odd hours?',
        answer:
          'Yes. Hotels by the Shingle Creek Parkway ramps and venues that host weddings and trade shows need cleaning timed to check-out and teardown rather than to a fixed clock. We offer nightly, weekly and one-time schedules, and a day porter can keep lobbies and restrooms presentable while a function is still running. Send us the event calendar and we will build the visits around it; quotes are free.',
      },
      {
        question: 'Our store at Shingle Creek Crossing fights salt residue all winter. What do you do about it?',
        answer:
          'Slush carried in from the Bass Lake Road and Highway 100 parking lots dries into a white film that dulls tile and wears carpet fibers. We extract walk-off mats, neutralize the salt on hard floors before it sets, and suggest a scrubbing interval matched to your foot traffic. Regular floor care through the thaw protects the finish until stripping and recoating can happen in drier months.',
      },
      {
        question: 'Do you also serve Brooklyn Park, Crystal and north Minneapolis from the same crew?',
        answer:
          'We work across the north-metro suburbs on both sides of the I-94 and I-694 corridor, so a company with sites in Brooklyn Center and its neighbors can keep one cleaning provider. Our office is in Apple Valley, we have served the Twin Cities for more than 15 years, and every employee sent to your building has passed a background check. We reply to new requests within two hours.',
      },
    ],
  },
  fridley: {
    latitude: 45.0861,
    longitude: -93.2631,
    overview:
      "Few suburbs of Fridley's size carry so much industry. The city stretches along the east bank of the Mississippi from the Minneapolis line toward Coon Rapids, and its employers include Medtronic's operational headquarters campus, Cummins Power Generation, which builds generator sets on the north side of town, and the BAE Systems plant on East River Road, the former FMC naval ordnance works. The Minneapolis water treatment plant sits on the Fridley riverbank, and Northstar commuter trains stop at a station in the city on their way between downtown Minneapolis and Big Lake.\n\nAround those large sites are machine shops, distribution buildings, contractors' yards and strip retail on University Avenue (Highway 47) and Central Avenue (Highway 65), with I-694 crossing the southern part of the city. Mercy Hospital's Unity Campus on Osborne Road brings a hospital and the clinics that cluster near it, and Fridley Public Schools runs its own district.\n\nCleaning in Fridley therefore covers a wide range of buildings. Corporate offices expect quiet, consistent evening service; production and warehouse floors need sweeping, scrubbing and degreasing that respect safety zones and forklift lanes; clinic suites require careful disinfection of exam rooms and high-touch points. Our staff bring OSHA-certified safety training to every plant, and we schedule around shift changes instead of asking production to work around us.",
    industries: [
      "Medical devices (Medtronic's operational headquarters)",
      'Power generation equipment (Cummins Power Generation)',
      'Defense manufacturing at the BAE Systems plant on East River Road',
      "Hospital and clinic care around Mercy Hospital's Unity Campus",
      'Distribution and contractors along University and Central avenues',
    ],
    faq: [
      {
        question: 'Can your crews work inside a Fridley manufacturing plant without disrupting production?',
        answer:
          'Yes. Plants along East River Road and on the north side of Fridley often run more than one shift, so we plan cleaning around breaks and shift changes, stay clear of marked equipment zones and follow your site rules. Break rooms, locker rooms, restrooms and offices can be cleaned on a separate schedule from production floors, and the floors themselves can get periodic machine scrubbing.',
      },
      {
        question: 'We lease clinic space near Unity Hospital on Osborne Road. Do you clean medical suites?',
        answer:
          "Medical offices are a regular part of our north-metro work. We disinfect exam rooms, waiting areas and restrooms with attention to door handles, counters and chair arms, handle waste according to your clinic's protocols, and can keep cleaning logs for your compliance staff. Evening visits keep us away from patients, and our crews are background-checked before they ever enter a suite.",
      },
      {
        question: 'Do you clean windows on Fridley office buildings that face I-694 or Highway 65?',
        answer:
          'We do. Glass facing the freeway collects road film quickly, especially when winter spray dries on it, and storefront windows along Central Avenue show fingerprints and salt splash. We wash interior and exterior glass on a recurring or one-time basis and can combine it with floor care or a post-construction cleanup after a tenant improvement. Ask for a free quote.',
      },
    ],
  },
  oakdale: {
    latitude: 44.963,
    longitude: -92.9649,
    overview:
      "Oakdale was a township of farms and gravel roads until the postwar housing boom reached it, and it became a city in the 1970s. Its commercial life still follows the roads that drove that growth. I-694 runs north and south through the city, I-94 skirts its southern edge, Highway 36 crosses the northern neighborhoods and Century Avenue (Highway 120) marks the boundary with Maplewood. Between those roads sit big-box stores, restaurants, medical and dental clinics, a run of office buildings and light-industrial space near the interchanges. Imation, the data-storage company spun off from 3M, once kept its headquarters in Oakdale, a reminder of how close the city is to 3M's Maplewood campus.\n\nLake Elmo, Woodbury and Landfall also border the city, and the North St. Paul-Maplewood-Oakdale district (ISD 622) operates Tartan High School here. Churches, the city's own public buildings and a steady stream of service businesses add demand for routine janitorial work.\n\nWhat we notice most in Oakdale is how long its commercial buildings stay busy: clinics with evening appointments, stores open late, schools full of activities after the last bell. We shape cleaning schedules around those hours, keep lobby floors ahead of the salt carried in from freeway-side parking lots, and plan periodic carpet extraction where foot traffic wears a few main paths.",
    industries: [
      'Big-box and neighborhood retail along I-694 and 10th Street North',
      'Medical and dental clinics serving the east-metro suburbs',
      'Office and light-industrial buildings near the I-694 / I-94 interchange',
      'Public schools of ISD 622, including Tartan High School',
    ],
    faq: [
      {
        question: 'Our Oakdale store opens early and closes late. When would your crew actually clean?',
        answer:
          'Retailers along 10th Street North and the I-694 frontage usually choose an overnight window after closing or an early block before the doors open. We can split the work, with restrooms and sales floor at night and a day porter for spills and entry mats during the busiest hours. Nightly, weekly and one-time plans are all available, and the quote is free.',
      },
      {
        question: 'Do you clean school and church buildings in Oakdale and neighboring Lake Elmo?',
        answer:
          'Yes. Classrooms, gyms, fellowship halls and sanctuaries each need a different routine, and weekend services or evening activities change when a building can be cleaned. Our staff are background-checked, which matters in buildings used by children, and we can handle deep cleaning over school breaks as well as regular nightly service. Floor refinishing is easiest to fit in during summer.',
      },
      {
        question: 'Can you maintain both carpet and hard floors in an office building off I-694?',
        answer:
          'We handle both. Carpeted offices get vacuuming on every visit and hot-water extraction on a set cycle, while entry tile and break-room floors get scrubbing and, when needed, stripping and recoating. Salt from winter parking lots is the main enemy in Oakdale, so we focus on entrances from November to April. If a visit falls short, our satisfaction guarantee brings us back to make it right.',
      },
    ],
  },
  'white-bear-lake': {
    latitude: 45.0847,
    longitude: -93.0099,
    overview:
      'White Bear Lake began as a summer resort. By the late 1800s, trains brought St. Paul families to hotels and cottages along the shore, and the lake-town identity still shapes the city. Downtown blocks around Washington Square hold restaurants, galleries, salons and professional offices in older buildings, and on summer Thursday evenings Marketfest fills those streets with vendors and music. Away from the water, Highway 61 and I-694 carry larger commercial sites, and Century College runs its main campus on Century Avenue.\n\nThe city lies mostly in Ramsey County with a small piece in Washington County, and its neighbors include Mahtomedi, Vadnais Heights, Gem Lake, Birchwood Village and White Bear Township. White Bear Lake Area Schools (ISD 624) is a major employer, while clinics, churches, banks and insurance agencies fill the side streets.\n\nThe lake brings seasonal swings to cleaning. In summer, patios and entries gather sand and grit from the beaches and marinas; before the holidays, downtown shops and restaurants draw crowds; and through the winter, salt and slush pile up at every door. Many downtown buildings have original wood floors or older tile that call for gentler products and hand detailing. We plan weekly or nightly visits around business hours and add window washing for storefronts and offices with lake views.',
    industries: [
      'Restaurants, galleries and shops around Washington Square',
      'Higher education at Century College',
      'Retail, auto and medical sites along Highway 61',
      'Public schools (White Bear Lake Area Schools, ISD 624)',
      'Summer lake-season visitors and events such as Marketfest',
    ],
    faq: [
      {
        question: 'Can you clean a downtown White Bear Lake restaurant after it closes for the night?',
        answer:
          'Yes. Restaurants near Washington Square often close late, so we schedule crews for overnight hours and have dining rooms, restrooms and front-of-house floors ready before morning prep. Kitchen floors get degreasing, and we pay attention to the entry where summer sand or winter salt comes in. Nightly or several-times-weekly service is common, and we answer new requests within two hours.',
      },
      {
        question: 'How do you handle the extra traffic during Marketfest and Manitou Days?',
        answer:
          "Those summer events bring far more visitors through downtown doors than a normal week. We can add visits on event days, send a day porter to keep restrooms and entries under control, and do a deeper cleaning of floors and glass the morning after. Because it is seasonal, you only pay for the added service when it's needed.",
      },
      {
        question: 'Do you clean offices and medical buildings along Highway 61 as well as downtown?',
        answer:
          'We do. The Highway 61 corridor has clinics, dealerships, banks and office buildings with very different needs from a downtown storefront, such as disinfection of exam rooms or upkeep of large showroom floors. Our crews are licensed and insured with $2 million in liability coverage, trained in OSHA-certified safety practices, and backed by 15+ years of Twin Cities work.',
      },
    ],
  },
  'new-brighton': {
    latitude: 45.0656,
    longitude: -93.2017,
    overview:
      "New Brighton owes its name to livestock. In the 1880s, when stockyards and a packing plant were planned beside the rail line here, the town was named after Brighton, Massachusetts, then a well-known cattle market. The meatpacking business soon moved elsewhere, but the rail line, Old Highway 8 and the interchange of I-35W and I-694 still set the pattern of the city's commercial land.\n\nOlder industrial parcels along Old Highway 8 have been redeveloped in stages into offices, medical buildings and apartments, and light-industrial and office-warehouse buildings remain near the freeways. Neighborhood retail and restaurants are spread along Silver Lake Road and the smaller arterials, while Long Lake Regional Park and Rice Creek take up a large share of the land. Neighboring cities include Arden Hills, Mounds View, Roseville, St. Anthony, Shoreview and Fridley, and Mounds View Public Schools operates Irondale High School in New Brighton.\n\nFor a facility manager, that makes New Brighton a city of mid-sized buildings: two- and three-story offices, clinic suites, a few manufacturing and warehouse sites, schools and churches. Cleaning needs follow the building type. Medical space needs disinfection and careful waste handling, warehouse floors need machine scrubbing, and offices need reliable nightly trash, restroom and dusting work. We set a schedule for each building rather than applying one plan to all of them.",
    industries: [
      'Offices and medical buildings on redeveloped Old Highway 8 land',
      'Light industry and office-warehouse space near the I-35W / I-694 interchange',
      'Neighborhood retail along Silver Lake Road',
      'Public schools (Mounds View Public Schools, Irondale High School)',
    ],
    faq: [
      {
        question: 'We manage a newer medical office on Old Highway 8. What does your clinic cleaning include?',
        answer:
          'Clinic cleaning covers exam and procedure rooms, waiting areas, restrooms and staff spaces, with disinfection of the surfaces patients and staff touch most. We follow your protocols for waste and sharps containers, use separate cloths and mops for clinical rooms, and keep a record of each visit if you want one. Evening scheduling keeps crews out of patient hours.',
      },
      {
        question: 'Can one contract cover a New Brighton office and a warehouse we run near I-35W?',
        answer:
          "Yes. Many companies in the north metro keep an office in one building and storage or light manufacturing in another. We can price both on one agreement with different scopes: nightly or weekly office service, and periodic sweeping, scrubbing and restroom care for the warehouse. Our crews' OSHA-certified safety training applies in both settings.",
      },
      {
        question: 'How quickly can you start cleaning a New Brighton building after a renovation?',
        answer:
          'Post-construction cleanup is something we do often for tenant improvements in older corridor buildings. Drywall dust, paint drips, labels on new fixtures and debris in ventilation grilles all need attention before staff move in. Contact us with the move-in date and we will reply within two hours to arrange a walkthrough and a free quote, then set up regular service afterward if you like.',
      },
    ],
  },
  crystal: {
    latitude: 45.0322,
    longitude: -93.3602,
    overview:
      'Crystal took its name from Crystal Lake, which ended up just over the line in Robbinsdale, and it grew quickly after World War II into a first-ring suburb of modest homes and small commercial strips. Its commercial land follows the county roads: Bass Lake Road across the north, County Road 81 running diagonally toward Minneapolis, and West Broadway and Douglas Drive heading north and south, with Highway 100 along the eastern edge. Crystal Airport, owned by the Metropolitan Airports Commission, takes up a large block in the north of the city and supports hangars, flight schools and aviation service businesses.\n\nThe city borders Robbinsdale, New Hope, Golden Valley, Brooklyn Park and Brooklyn Center, and it is served by Robbinsdale Area Schools. Its businesses tend to be small: dental and chiropractic offices, insurance agencies, auto repair, restaurants, daycare centers, churches and a scattering of light-industrial buildings.\n\nSmaller buildings do not mean simpler cleaning. A one-story strip center may house a clinic, a takeout kitchen and a tax office side by side, each with its own hours and standards. We set separate scopes for each tenant when needed, clean hangars and shop offices with attention to oil and grit tracked in from the apron, and treat older tile and terrazzo floors with care. Weekly or twice-weekly visits suit many Crystal businesses, with nightly service for busier sites.',
    industries: [
      'General aviation at Crystal Airport (Metropolitan Airports Commission)',
      'Small retail and restaurants along Bass Lake Road and West Broadway',
      'Dental, chiropractic and other small medical offices',
      'Auto service and light industry along Douglas Drive and County Road 81',
    ],
    faq: [
      {
        question: 'Do you clean hangar offices and aviation businesses at Crystal Airport?',
        answer:
          'Yes. Pilot lounges, flight-school classrooms, shop offices and restrooms near the hangars pick up oil, grit and de-icing residue from the apron, so we focus on entry mats, hard floors and restrooms. We work around flight schedules and follow any access rules the airport or tenant sets. Our staff are background-checked and bring OSHA-certified safety training.',
      },
      {
        question: 'We are a small dental office on Bass Lake Road. Is a weekly visit enough?',
        answer:
          'It depends on patient volume. Many small Crystal practices choose two or three visits a week so that operatories, restrooms and the reception area are disinfected regularly, with a deeper clean of floors and baseboards monthly. We will suggest a schedule after a walkthrough and give you a free quote, and you can change the frequency later as your practice grows.',
      },
      {
        question: 'Can you clean several small tenants in one Crystal strip center?',
        answer:
          'Yes. Landlords along West Broadway and Douglas Drive often want common areas, shared restrooms and sidewalks handled under one contract while each tenant arranges its own suite. We can do both and keep the scopes and billing separate. If a tenant is not satisfied, our 100% satisfaction guarantee means we come back and fix it.',
      },
    ],
  },
  hastings: {
    latitude: 44.7443,
    longitude: -92.8514,
    overview:
      "Hastings grew up in the 1850s as a Mississippi River port and milling town, named for Henry Hastings Sibley, and its brick downtown still faces the river a few miles upstream from where the St. Croix joins the Mississippi at Prescott, Wisconsin. The Vermillion River drops over a waterfall on the south side of town, and the tied-arch Highway 61 bridge, opened in 2013, carries traffic north toward Cottage Grove and St. Paul. Highway 55 and Highway 316 bring traffic from the west and south.\n\nAs the county seat, Hastings is home to the Dakota County Government Center and judicial buildings on Highway 55, which bring offices, courtrooms and a steady flow of visitors. Regina Hospital, part of Allina Health, anchors the city's healthcare, Smead, the maker of office filing products, has its headquarters here, and Hastings Public Schools (ISD 200) is another large employer. Retail, restaurants and service businesses line Highway 55 and the south end of Highway 61.\n\nThe buildings we see in Hastings range from 19th-century storefronts on Second Street to modern county offices and medical space. Historic buildings need gentle cleaning of original woodwork and tile, government buildings need careful handling of secure areas and public restrooms, and the hospital and clinics need disinfection standards. Spring floods and river humidity also bring extra mud and moisture into lower-level spaces.",
    industries: [
      'County government (Dakota County Government Center and courts)',
      'Healthcare (Allina Health Regina Hospital and area clinics)',
      'Manufacturing (Smead headquarters)',
      'River-town tourism, restaurants and shops on Second Street',
      'Public schools (Hastings Public Schools, ISD 200)',
    ],
    faq: [
      {
        question: 'Can you clean historic downtown buildings on Second Street without damaging original finishes?',
        answer:
          "Yes. Hastings' 1800s storefronts may have wood floors, pressed-tin ceilings and old tile that harsh products can damage. We use neutral cleaners, microfiber dusting and gentle floor methods suited to older surfaces, and we check with owners before treating anything unusual. Restaurants and shops downtown can have nightly or weekly service, and window cleaning keeps storefront glass clear.",
      },
      {
        question: 'Do you work in government or secure office buildings near the Dakota County Government Center?',
        answer:
          'We clean offices where access control matters. Every crew member has passed a background check, we follow sign-in and key procedures, and we keep the same people on your building so staff know who is there after hours. Public restrooms and lobbies that see heavy daytime traffic can also get a day porter between nightly visits.',
      },
      {
        question: 'Is Hastings too far out for a company based in Apple Valley?',
        answer:
          'No. Hastings is in Dakota County like our home base, and we serve the river towns as well as the inner suburbs. Quotes are free, we reply to requests within two hours, and we are licensed with $2 million in liability coverage. Nightly, weekly or one-time service is available, including post-construction cleanup after a downtown renovation.',
      },
    ],
  },
  'new-hope': {
    latitude: 45.038,
    longitude: -93.3866,
    overview:
      "New Hope is small in area, about five square miles, but it holds a surprising amount of industry for a first-ring suburb. Highway 169 forms its western boundary with Plymouth, and the land along that freeway and the streets that feed it is lined with manufacturing plants, office-warehouse buildings and contractors' shops. Inside the city, Winnetka Avenue runs north and south past shopping centers and offices, 42nd Avenue North crosses east and west, and Bass Lake Road carries retail across the north end.\n\nCrystal lies to the east, Brooklyn Park to the north and Golden Valley to the south. Robbinsdale Area Schools serves the city and operates Cooper High School in New Hope. Churches, senior housing, medical clinics and family restaurants round out a commercial base built mostly between the 1950s and 1980s.\n\nThat age shows in the buildings. Many light-industrial sites have large concrete or sealed floors that collect fine dust and metal shavings, and older offices often have vinyl tile that benefits from regular scrubbing and refinishing. We clean production-area restrooms and break rooms to a standard that holds up between visits, keep shipping doors and loading areas swept, and give office tenants quiet nightly service. The compact size of the city makes it practical to group several sites on one route.",
    industries: [
      'Manufacturing and office-warehouse space along Highway 169',
      'Shopping centers and offices on Winnetka Avenue',
      'Retail and restaurants along Bass Lake Road and 42nd Avenue North',
      'Public education (Robbinsdale Area Schools, Cooper High School)',
    ],
    faq: [
      {
        question: 'Our plant near Highway 169 has concrete floors and a small office. Can you handle both?',
        answer:
          'Yes. We sweep and machine-scrub concrete or sealed floors on a schedule that suits your production, and we clean the office, restrooms and break room on the same visit or separately. We keep out of marked machine areas and follow your safety rules; our staff have OSHA-certified safety training. A walkthrough and quote are free.',
      },
      {
        question: 'Can you strip and refinish the old vinyl tile in our Winnetka Avenue office?',
        answer:
          'Many New Hope offices built decades ago still have vinyl composition tile. Stripping the old finish, applying new coats and then burnishing on a maintenance cycle can bring it back without replacement. We usually schedule this on a weekend or evening so the office can open normally, and then keep up the shine with regular floor care on each visit.',
      },
      {
        question: 'Do you service New Hope businesses along with sites in Plymouth and Golden Valley?',
        answer:
          'We do, and companies with more than one building in the area often keep a single provider. Our office is in Apple Valley and we have been cleaning across the Twin Cities for over 15 years. We respond to requests within two hours, and if any visit falls short of what we promised, we return and make it right at no charge.',
      },
    ],
  },
  'columbia-heights': {
    latitude: 45.0413,
    longitude: -93.2474,
    overview:
      'Columbia Heights was laid out in the 1890s by streetcar developer Thomas Lowry as a suburb on the hills just north of Minneapolis, and it still feels like an extension of northeast Minneapolis across 37th Avenue. Central Avenue (Highway 65) is the main street, lined with grocers, restaurants run by families from many countries, auto shops, banks, and the 1926 Heights Theatre. University Avenue (Highway 47) runs along the west side with larger commercial sites, and small offices and light-industrial buildings fill the blocks between.\n\nThe city is in Anoka County even though it touches Minneapolis, and it surrounds the tiny city of Hilltop. Fridley lies to the north, and Silver Lake sits on the border with St. Anthony. Columbia Heights Public Schools (ISD 13) runs its own district, and apartment buildings with ground-floor businesses have been replacing some older commercial blocks.\n\nFor cleaning, Columbia Heights means dense, older commercial space: narrow storefronts with restaurant kitchens in back, upstairs offices reached by stairs, and buildings where a dozen small businesses share walls. Grease and food odors, heavy foot traffic at bus stops along Central Avenue, and salt tracked in all winter are the common problems. We schedule around late restaurant hours and keep our pricing suited to small businesses.',
    industries: [
      'Family restaurants and grocers along Central Avenue',
      'Historic movie theater and entertainment (Heights Theatre)',
      'Retail and commercial sites along University Avenue',
      'Small offices and light industry near the Minneapolis border',
      'Public schools (Columbia Heights Public Schools, ISD 13)',
    ],
    faq: [
      {
        question: 'Can you clean a small restaurant on Central Avenue after it closes?',
        answer:
          'Yes. Many Central Avenue restaurants close late, so we schedule overnight cleaning of dining rooms, restrooms and floors, and we degrease kitchen floors and wipe down surfaces that are not food-prep equipment. We can come nightly or a few times a week, and we reply to your request within two hours with a time for a walkthrough.',
      },
      {
        question: 'Our building has several small tenants and shared hallways. Who cleans the common areas?',
        answer:
          'Building owners in Columbia Heights often hire us for hallways, stairs, shared restrooms and entry glass, while each tenant decides whether to add its own suite. We keep the scopes separate so billing is clear. Background-checked staff, licensed and insured work with $2 million in liability coverage, and a satisfaction guarantee come with every contract.',
      },
      {
        question: 'Do you handle deep cleaning after a Columbia Heights storefront is remodeled?',
        answer:
          'We do post-construction cleanup for remodeled shops, offices and new ground-floor spaces along Central Avenue. That includes removing fine dust from ledges and fixtures, cleaning new windows and floors and preparing restrooms for opening day. We can then continue with regular weekly or nightly service if you want.',
      },
    ],
  },
  'south-st-paul': {
    latitude: 44.8928,
    longitude: -93.0353,
    overview:
      "For more than a century South St. Paul was a meatpacking town. The St. Paul Union Stockyards opened here in the 1880s, Swift and Armour built large packing plants beside them, and at its peak the yards handled millions of animals a year. The plants closed between the late 1960s and 1980s and the last of the stockyards in 2008, and the riverfront land has been remade into business parks of offices, warehouses and light manufacturing.\n\nConcord Street (Highway 156) runs along the river flats past that redeveloped land, while Southview Boulevard, up the bluff, is an older shopping street. Highway 52 runs along the west side, I-494 crosses the south end on its way to the Wakota Bridge, and Fleming Field, the city's municipal airport, supports hangars and aviation businesses. West St. Paul, Inver Grove Heights and St. Paul border the city, and South St. Paul Public Schools (ISD 6) runs its own district.\n\nCommercial cleaning here often means practical buildings: warehouse floors that need scrubbing, shop offices, distribution sites, and older downtown storefronts with worn tile. Trucks and forklift traffic bring in dust and grit, and winter adds salt. We plan visits around shipping schedules, use the right equipment for large floors, and provide nightly office service for the smaller businesses along Southview.",
    industries: [
      'Warehousing and light manufacturing in the redeveloped riverfront business parks',
      'Aviation services at Fleming Field',
      'Offices and retail along Concord Street and Southview Boulevard',
      'Public schools (South St. Paul Public Schools, ISD 6)',
    ],
    faq: [
      {
        question: 'Can you clean a warehouse with an office in BridgePoint Business Park?',
        answer:
          'Yes. Warehouses near the river usually need sweeping and machine scrubbing of large floors, plus restrooms, break rooms and offices cleaned to office standards. We plan the work around shipping hours and forklift traffic, and our crews have OSHA-certified safety training. You can choose nightly, weekly or one-time service.',
      },
      {
        question: 'What do you do for older storefronts on Southview Boulevard?',
        answer:
          'Many downtown buildings in South St. Paul are several decades old, with worn tile floors and older restrooms. We use steady floor care, scrubbing and refinishing to extend the life of those floors, clean restrooms thoroughly, and wash storefront windows. Weekly or twice-weekly service suits most shops and small offices there.',
      },
      {
        question: 'Is South St. Paul close to your base in Apple Valley?',
        answer:
          'Yes, both cities are in Dakota County, and we serve South St. Paul, West St. Paul and Inver Grove Heights regularly. Our free quotes include a walkthrough, and we reply to new requests within two hours. If something is missed, our satisfaction guarantee means we come back to make it right.',
      },
    ],
  },
  'west-st-paul': {
    latitude: 44.9016,
    longitude: -93.0868,
    overview:
      "West St. Paul is, despite the name, south of downtown St. Paul, perched on the bluffs above the Mississippi's West Side flats. It grew into a compact suburb whose commercial life is concentrated on one road. Robert Street runs the length of the city, and along it sit shopping centers, grocery stores, car dealerships, fast-food and sit-down restaurants, banks, and a large share of the city's medical and dental clinics. Signal Hills, near the north end, is one of several shopping centers along the route.\n\nHighway 52 runs along the eastern side next to South St. Paul, and Mendota Heights lies to the west. Dakota County's Northern Service Center brings county offices into the city, and students attend the West St. Paul-Mendota Heights-Eagan district (ISD 197). Thompson County Park and Dodge Nature Center give the city its green space, while churches, senior housing and offices fill the side streets.\n\nCleaning along Robert Street is mostly about traffic. Shopping centers and restaurants see customers all day and into the night, car showrooms need spotless glass and floors, and clinics need disinfection. Each of those tenants also deals with road salt from a busy state highway. We arrange nightly or early-morning service for retail and restaurants, routine window and floor care for dealerships, and clinic cleaning schedules that follow patient hours.",
    industries: [
      'Shopping centers and grocery stores along Robert Street',
      'Auto dealerships and service shops on the Robert Street corridor',
      'Medical and dental clinics along Robert Street',
      'County services at the Dakota County Northern Service Center',
      'Public schools (ISD 197)',
    ],
    faq: [
      {
        question: 'Can you keep a Robert Street car showroom clean all week?',
        answer:
          'Yes. Showrooms need clear glass, shiny floors and clean customer lounges and restrooms, and winter brings salt and slush in from the lot every day. We can clean at night after closing, wash interior and exterior glass on a set schedule, and send a day porter during busy weekends. Service areas and offices can be included in the same plan.',
      },
      {
        question: 'We run a dental clinic in West St. Paul. How do you clean medical offices?',
        answer:
          'For clinics we disinfect treatment rooms, counters, door handles and restrooms, clean waiting rooms and staff areas, and handle waste as your protocols require. We work after patient hours, keep the same crew on your clinic and can provide a checklist for each visit. Our staff are background-checked and trained in OSHA-certified safety practices.',
      },
      {
        question: 'Do you serve West St. Paul as well as nearby Mendota Heights and South St. Paul?',
        answer:
          'We do. West St. Paul is in Dakota County, the same county as our Apple Valley office, and we have worked across the Twin Cities for more than 15 years. Quotes are free, we get back to you within two hours, and our 100% satisfaction guarantee means we return to fix anything you are unhappy with.',
      },
    ],
  },
  stillwater: {
    latitude: 45.0567,
    longitude: -92.8061,
    overview:
      "Stillwater was a lumber town first. Sawmills lined the St. Croix in the 1800s, logs floated down from the pineries to the north, and a convention held here in 1848 pushed for the creation of Minnesota Territory. The state's first prison opened in Stillwater in 1853 before moving to Bayport in 1914. Today the old mill and warehouse buildings along Main Street hold restaurants, antique shops, bookstores, inns and offices, and visitors arrive by car and riverboat. Since the St. Croix Crossing bridge opened to the south in 2017, the 1931 Lift Bridge has carried only pedestrians and bicycles.\n\nAs the Washington County seat, Stillwater hosts the county Government Center on 62nd Street North, where the courts now sit (the 1870 courthouse on the hill is a historic site), and HealthPartners' Lakeview Hospital serves the St. Croix Valley. Highway 36 and Highway 96 bring traffic from the west, Highway 95 follows the river, and Oak Park Heights is next door. Stillwater Area Public Schools (ISD 834) runs schools in the city and the townships around it.\n\nThat mix creates very different cleaning jobs. Tourist restaurants and shops need cleaning after late weekend crowds, historic buildings need careful treatment of old wood and brick, and the hospital, clinics and county offices need disinfection and secure after-hours routines. Summer brings heavy foot traffic downtown, and winter brings salt and sand on the steep streets.",
    industries: [
      'Tourism, restaurants and inns in the historic downtown on the St. Croix',
      'County government (Washington County Government Center)',
      "Healthcare (HealthPartners' Lakeview Hospital)",
      'Retail and offices along Highway 36 and Curve Crest Boulevard',
      'Public schools (Stillwater Area Public Schools, ISD 834)',
    ],
    faq: [
      {
        question: 'Can you clean a Main Street restaurant in Stillwater after a busy summer weekend?',
        answer:
          "Yes. Downtown restaurants and bars fill up on summer weekends and during events, and dining rooms, restrooms and floors need a thorough clean before the next day's opening. We schedule overnight or early-morning visits, degrease kitchen floors and clean entry glass. Additional visits can be added in peak season and reduced in winter.",
      },
      {
        question: 'Do you clean historic buildings with original brick and wood in downtown Stillwater?',
        answer:
          'We do, and we use gentle methods suited to old materials: pH-neutral floor cleaners, soft dusting of exposed brick and careful cleaning of original woodwork and tin ceilings. We ask owners about any finishes that need special care. Offices and shops in converted mill buildings can be cleaned nightly or weekly.',
      },
      {
        question: 'Can you handle a clinic or office near Lakeview Hospital or the Government Center?',
        answer:
          'Yes. Clinics around Lakeview Hospital and the law and professional offices that serve the county Government Center on 62nd Street North are a good fit for our work. Medical suites get disinfection of exam rooms and high-touch surfaces, and offices get thorough nightly or weekly service. Our staff are background-checked, we are licensed with $2 million in liability coverage, and we reply to requests within two hours.',
      },
    ],
  },
  hopkins: {
    latitude: 44.9247,
    longitude: -93.4128,
    overview:
      'Hopkins was called West Minneapolis until 1928, when it took the name of early postmaster Harley Hopkins. For much of the 20th century it was a factory town: the Minneapolis-Moline farm-equipment plant was the major employer, and the surrounding fields grew the raspberries that gave the city its long-running summer festival. The tractor plant is gone, but Hopkins still mixes light industry with a walkable downtown.\n\nMainstreet, between Highway 169 and Blake Road, holds restaurants, breweries, shops and offices, along with the Hopkins Center for the Arts. Excelsior Boulevard runs parallel to the south with larger commercial and office buildings, Highway 7 crosses the north side and Highway 169 cuts through the west. The Green Line extension light rail is being built through the city, with stations at Blake Road, downtown Hopkins and Shady Oak Road, and new apartments and offices have grown up nearby. Minnetonka, St. Louis Park and Edina surround the city, and Hopkins Public Schools (ISD 270) serves it.\n\nFor cleaning, Hopkins combines busy restaurant kitchens and bars, small offices in older two-story buildings, light-industrial spaces on the Excelsior Boulevard side, and new construction near the transit stations. We offer nightly service for restaurants, weekly offices, floor care for industrial space and post-construction cleanup for new buildings. Winter salt from sidewalk and parking lot traffic is a constant downtown.',
    industries: [
      'Restaurants, breweries and shops along Mainstreet',
      'Arts and events (Hopkins Center for the Arts, Raspberry Festival)',
      'Light industry and offices on Excelsior Boulevard and Blake Road',
      'New development around the Green Line extension stations',
    ],
    faq: [
      {
        question: 'Can you clean a brewery or restaurant on Mainstreet in Hopkins every night?',
        answer:
          'Yes. Taprooms and restaurants downtown need floors, restrooms and dining areas cleaned after closing, and sticky floors and grease are common. We clean overnight so you open to a fresh space, add window cleaning for storefront glass, and can schedule extra visits when the Raspberry Festival fills Mainstreet in July. A free quote starts with a quick walkthrough.',
      },
      {
        question: 'We are finishing a new building near a Green Line extension station. Do you do post-construction cleaning?',
        answer:
          'We do. New buildings near the Blake Road and downtown stations need dust, debris, stickers and paint spots removed before tenants move in. We clean windows, floors, fixtures and restrooms so the building is ready for opening, and we can continue with regular service. We respond to new requests within two hours.',
      },
      {
        question: 'Do you also serve offices in Minnetonka, St. Louis Park and Edina next to Hopkins?',
        answer:
          'Yes. Hopkins sits between Minnetonka, St. Louis Park and Edina, with Excelsior Boulevard and Highway 7 tying them together, so one route can cover offices in all four. Our crews are background-checked and trained in OSHA-certified safety practices, we carry $2 million in liability coverage, and our satisfaction guarantee means we return to correct anything that falls short. Nightly, weekly and one-time schedules are available.',
      },
    ],
  },
  anoka: {
    latitude: 45.1978,
    longitude: -93.3872,
    overview:
      "Anoka grew at the meeting of the Rum and Mississippi rivers, where sawmills and flour mills used the water power in the 1800s. The city has held a Halloween celebration since 1920, one of the first in the country, and its historic downtown along Main Street keeps many of those 19th-century brick buildings. As the Anoka County seat, it hosts the county courthouse and government offices downtown, so lawyers' offices, title companies and cafes cluster nearby.\n\nUS 10 and US 169 run through the city, the Ferry Street bridge crosses the Mississippi to Champlin, and the Northstar commuter rail stops at Anoka station. Federal Premium Ammunition has long been one of the city's biggest manufacturers, and industrial and office-warehouse buildings line the highway side of town. Anoka Technical College and the state's Anoka Metro Regional Treatment Center are also here. The city shares a school district with its neighbors: Anoka-Hennepin, the largest district in Minnesota, is named for it, and Anoka High School sits in the city. Coon Rapids, Ramsey and Andover border it.\n\nCleaning needs in Anoka range from courthouse-adjacent offices and downtown restaurants to factory floors and training labs. River and downtown businesses see seasonal foot traffic, especially during the Halloween season, and industrial sites need floor scrubbing and safety-aware crews. We match the schedule to each building.",
    industries: [
      'County government and legal offices around the Anoka County courthouse',
      'Ammunition manufacturing (Federal Premium Ammunition)',
      'Technical education at Anoka Technical College',
      'Industry and office-warehouse space along US 10',
      'Downtown restaurants and shops on Main Street',
    ],
    faq: [
      {
        question: 'Do you clean law offices and title companies near the Anoka County courthouse?',
        answer:
          'Yes. Professional offices downtown need quiet, thorough cleaning after hours, with attention to confidential documents and locked areas. Our crews are background-checked, and we keep the same team on your office. Weekly or nightly service is available, and we can add carpet cleaning and window washing.',
      },
      {
        question: 'Can your crew work safely in an Anoka manufacturing plant along the US 10 corridor?',
        answer:
          'Yes. Our staff have OSHA-certified safety training and follow your site rules, including marked zones and protective equipment. We clean restrooms, locker rooms, break rooms and offices, and we sweep and scrub production and warehouse floors on a schedule that fits your shifts. We are licensed and insured with $2 million in liability coverage.',
      },
      {
        question: 'Our downtown Anoka shop gets extra traffic in October. Can you add visits?',
        answer:
          'Yes. During the Halloween parades and events that Anoka has staged since 1920, Main Street businesses see far more customers than usual, and muddy fall weather comes in with them. We can add cleaning visits or a day porter for busy days, then return to your normal schedule afterward. We reply within two hours, and if you are not satisfied, we come back and make it right.',
      },
    ],
  },
  robbinsdale: {
    latitude: 45.0322,
    longitude: -93.3386,
    overview:
      "Robbinsdale takes its name from Andrew Robbins, who platted the town in the 1880s on the lakeshore northwest of Minneapolis. Wilford Fawcett started his humor magazine Captain Billy's Whiz Bang here in 1919, the first step toward the Fawcett Publications empire, and the city still throws Whiz Bang Days each summer. Crystal Lake sits right beside downtown.\n\nNorth Memorial Health Hospital, a Level I trauma center, is the city's largest employer, and its campus is ringed by outpatient clinics, medical office buildings, pharmacies and labs. West Broadway is the old main street, with cafes, bars, a few restaurants, salons and independent shops in low brick buildings. Highway 100 runs along the west side and County Road 81 cuts diagonally through town toward Crystal. Robbinsdale Area Schools carries the city's name, and Minneapolis, Crystal, Golden Valley and Brooklyn Center share its borders.\n\nThe hospital district defines much of our work here. Medical office buildings and outpatient suites need disinfection routines that hold up to inspection, careful handling of regulated waste and crews who understand which rooms are off-limits. Downtown, the needs are different: greasy restaurant floors, small restrooms used all day, and storefront glass that shows every fingerprint. Winter salt from the Highway 100 and West Broadway parking lots wears on every entrance, so we put extra attention on mats and lobby floors from late fall until spring.",
    industries: [
      'Hospital and trauma care (North Memorial Health Hospital)',
      'Outpatient clinics, pharmacies and medical offices near the hospital campus',
      'Cafes, bars and independent shops on West Broadway Avenue',
      'Public education (Robbinsdale Area Schools)',
    ],
    faq: [
      {
        question: 'Do you clean medical office buildings near North Memorial in Robbinsdale?',
        answer:
          'Yes. Clinics around the hospital need exam rooms, waiting rooms and restrooms disinfected with attention to door handles, counters, rails and chair arms, and regulated waste handled exactly as your protocols require. We clean after patient hours, keep a consistent crew on your building and can leave a signed checklist after each visit. Every staff member is background-checked and trained in OSHA-certified safety practices.',
      },
      {
        question: 'Can you take care of a small cafe or bar on West Broadway a few nights a week?',
        answer:
          'Yes. Many downtown Robbinsdale businesses are small enough that three or four visits a week keep them in good shape, with dining floors, restrooms and entry glass done each time and kitchen floors degreased. When Whiz Bang Days or a busy weekend brings crowds to the lake and downtown, we can add a visit the morning after. Your quote is free.',
      },
      {
        question: 'We have offices in Robbinsdale and Golden Valley. Can one company handle both?',
        answer:
          'We work throughout the suburbs on the north and west sides of Minneapolis, so one contract can cover both buildings with scopes suited to each. Our home base is Apple Valley, we have cleaned in the Twin Cities for more than 15 years, and we answer requests within two hours. If a visit misses something, our satisfaction guarantee means we return to make it right.',
      },
    ],
  },
  'mounds-view': {
    latitude: 45.105,
    longitude: -93.2086,
    overview:
      "Mounds View is a mostly residential city at the northern edge of Ramsey County, bordered by Shoreview, Arden Hills, New Brighton, Spring Lake Park, Blaine and Fridley. Its commercial land lines Mounds View Boulevard (County Road 10) and the stretch of Highway 10 that runs through town and the I-35W interchange close by. Rice Creek winds through the city on its way to the Mississippi, and much of the land away from the arterials is neighborhood housing, parks and open space.\n\nThe biggest employers sit on a handful of large sites. Medtronic operates a campus in Mounds View, Sysco runs a food-distribution center here, and the Mermaid Entertainment and Event Center hosts banquets, bowling and meetings. Smaller strip centers hold restaurants, dental offices, auto service and insurance agencies. Students attend Mounds View Public Schools, which takes its name from the city though its high school is in Arden Hills.\n\nThat combination gives our crews distinct work: corporate and lab-adjacent office space that expects consistent nightly service, a distribution operation with large floors and heavy truck traffic, event spaces that must be reset between functions, and small tenants in older strip buildings. We plan around each operation's hours, use machine scrubbing for large floors and keep entrances ahead of the salt that truck lots and parking areas carry in every winter.",
    industries: [
      'Medical devices (Medtronic campus)',
      'Food distribution (Sysco distribution center)',
      'Banquets, bowling and events at the Mermaid Entertainment and Event Center',
      'Neighborhood retail and services along Mounds View Boulevard',
    ],
    faq: [
      {
        question: 'Can you clean a banquet or event venue in Mounds View between functions?',
        answer:
          'Yes. Event spaces on County Road 10 often host several functions a week, and each one leaves dance floors, restrooms, entries and dining areas that must be reset quickly. We can clean after a late event or early the next morning, and a day porter can keep restrooms in order during a large function. One-time cleanings for special events are available too.',
      },
      {
        question: 'Do you clean offices attached to distribution or warehouse space near Highway 10?',
        answer:
          'We do. Offices, driver rooms, restrooms and break areas get regular cleaning, and warehouse floors get sweeping and scrubbing on a separate schedule. Our staff are trained in OSHA-certified safety practices and follow your site rules around docks and equipment. We are licensed with $2 million in liability coverage.',
      },
      {
        question: 'Our small business is in a Mounds View strip center. Is weekly cleaning worth it?',
        answer:
          'For many small offices and shops along Mounds View Boulevard, a weekly or twice-weekly visit covers trash, restrooms, dusting and floors without much cost. We offer free quotes and reply to requests within two hours. If you ever find something missed, our 100% satisfaction guarantee means we come back and make it right.',
      },
    ],
  },
  'vadnais-heights': {
    latitude: 45.0575,
    longitude: -93.0738,
    overview:
      'Vadnais Heights takes its name from Vadnais Lake, which was named for Jean Vadnais, a French-Canadian settler of the 1800s. The lake is part of the St. Paul water supply chain, and with Sucker Lake and the Vadnais-Snail Lakes Regional Park it gives the west side of the city a large block of protected land. Much of the rest of the city filled in after I-35E and I-694 made it easy to reach both downtowns.\n\nCommercial life is centered on County Road E, which carries grocery stores, restaurants, banks, clinics and a sports center, and on the office and light-industrial parks tucked near the I-35E and I-694 interchange. Highway 61 passes along the east side toward White Bear Lake, and neighbors include Shoreview, Little Canada, Maplewood, Gem Lake, North Oaks and White Bear Township. The city is split among several school districts rather than having its own.\n\nFor facility managers, Vadnais Heights means newer buildings with large parking lots: office-warehouses with tile and sealed concrete, medical and dental clinics, restaurants and a few schools and churches. Freeway slush and parking-lot salt reach every entry in winter. We offer nightly service for clinics and offices, periodic scrubbing for industrial space and regular window cleaning for the glass-front buildings along County Road E.',
    industries: [
      'Office and light-industrial parks near the I-35E / I-694 interchange',
      'Grocery, restaurants and banks along County Road E',
      'Medical and dental clinics serving the northeast suburbs',
      'Sports and recreation facilities',
    ],
    faq: [
      {
        question: 'We have an office-warehouse near I-35E in Vadnais Heights. What cleaning do you offer?',
        answer:
          'We clean the office side nightly or weekly, including trash, restrooms, dusting, kitchens and floors, and treat the warehouse side with sweeping and scrubbing on a set cycle. Our crews follow your rules around loading docks and equipment and have OSHA-certified safety training. Post-construction cleaning for new suites is also available.',
      },
      {
        question: 'Can you disinfect a clinic on County Road E after hours?',
        answer:
          "Yes. We disinfect exam rooms, counters, waiting rooms and restrooms, with attention to high-touch surfaces, and handle waste according to your clinic's rules. Crews come after the last patient, and we keep the same team on your clinic so your staff know who is in the building. Our staff are background-checked.",
      },
      {
        question: 'Do you work in Vadnais Heights, Little Canada and White Bear Lake?',
        answer:
          'We do. County Road E and the I-35E corridor link Vadnais Heights with Little Canada to the south and White Bear Lake to the east, and we serve the northeast suburbs along those roads. We have worked throughout the Twin Cities for more than 15 years from our Apple Valley base, we respond within two hours, and quotes are free. If a visit falls short, we come back and make it right under our satisfaction guarantee.',
      },
    ],
  },
  'north-st-paul': {
    latitude: 45.0125,
    longitude: -92.9919,
    overview:
      'North St. Paul was founded in 1887 as a planned manufacturing town by Henry Anson Castle, with factories set along the railroad east of St. Paul. It remains an independent city surrounded mostly by Maplewood, with Oakdale to the east, and it has kept a small-town feel despite being minutes from the capital. The downtown along Seventh Avenue holds brick storefronts with restaurants, bars, shops and professional offices, and Highway 36 runs along the edge of downtown, carrying larger retail and service businesses.\n\nThe city runs its own municipal electric utility, and municipal buildings, North High School (part of ISD 622) and churches are important local institutions. Silver Lake sits at the north end, and the Gateway State Trail passes through on its way to Pine Point Park, drawing bikers and walkers past downtown businesses.\n\nCleaning in North St. Paul usually means older, smaller commercial buildings. Many downtown spaces have old wood or tile floors, narrow stairways to upstairs offices and restaurant kitchens in back. Highway 36 sites are newer but see heavy parking-lot salt in winter. We offer weekly service for small offices and shops, nightly cleaning for restaurants and bars, and floor care that protects older materials.',
    industries: [
      'Restaurants, bars and shops on historic Seventh Avenue',
      'Retail and service businesses along Highway 36',
      'Municipal services, including a city-owned electric utility',
      'Public schools (ISD 622, North High School)',
    ],
    faq: [
      {
        question: 'Can you clean an older downtown North St. Paul building with offices upstairs?',
        answer:
          'Yes. Buildings along Seventh Avenue often have shops on the ground floor and offices above, with shared stairways and restrooms. We clean common areas and individual suites and use gentle methods on old wood and tile. Weekly or twice-weekly service suits most buildings, and we can add window cleaning for storefronts.',
      },
      {
        question: 'Do you clean restaurants and bars near the North St. Paul snowman?',
        answer:
          'We do. Restaurants and bars on Seventh Avenue and along Highway 36 need floors, restrooms and dining areas cleaned after closing, and kitchens need degreased floors. In summer, riders coming off the Gateway State Trail add to the traffic, so we can add visits then and around holidays and community events. Quotes are free, and we reply within two hours.',
      },
      {
        question: 'Can a company from Apple Valley really look after a small office in North St. Paul?',
        answer:
          'Yes. North St. Paul sits between Maplewood and Oakdale in an area we cover regularly, and a small office on Seventh Avenue or near Highway 36 gets a fixed weekly or twice-weekly visit. Every crew member passes a background check and completes OSHA-certified safety training, and we are licensed with $2 million in liability coverage. Our satisfaction guarantee means we fix anything you are unhappy with.',
      },
    ],
  },
  'little-canada': {
    latitude: 45.0269,
    longitude: -93.0878,
    overview:
      "Little Canada traces its beginnings to 1844, when Benjamin Gervais, a French-Canadian who had earlier held a claim in what became St. Paul, settled on the lake that now bears his name. Other French-Canadian families followed, and the city still celebrates that heritage each summer with Canadian Days. Lake Gervais remains the centerpiece of the city's parks and lakeshore neighborhoods.\n\nFreeways do the rest of the work. I-35E, I-694 and Highway 36 all cross the city, so much of its commercial land is light-industrial and office-warehouse space with quick access to both downtowns. Rice Street along the western edge carries restaurants, retail and service businesses, and smaller offices and clinics are scattered near the interchanges. Roseville, Shoreview, Vadnais Heights, Maplewood and St. Paul surround the city, and students attend Roseville Area Schools.\n\nFor cleaning, that means working in buildings where a showroom, office and warehouse may share one roof, along with restaurants and shops on Rice Street and churches and schools in the neighborhoods. Warehouse floors need sweeping and scrubbing, offices need nightly or weekly care and restaurants need thorough kitchen and restroom cleaning. We adjust crews and schedules to each building and pay attention to winter salt at busy entries.",
    industries: [
      'Office-warehouse and light industry near I-35E, I-694 and Highway 36',
      'Restaurants and retail along Rice Street',
      'Small offices and clinics near the freeway interchanges',
      'Lake Gervais area recreation and the Canadian Days festival',
    ],
    faq: [
      {
        question: 'Can you clean both the office and warehouse in our Little Canada building?',
        answer:
          'Yes. Many buildings near the I-35E, I-694 and Highway 36 interchanges combine offices, a showroom and warehouse space under one roof. We clean offices, showrooms and restrooms on a regular schedule and sweep and scrub warehouse floors as often as your traffic requires. Crews follow your dock and safety rules and have OSHA-certified training, and we can work nights or weekends so deliveries are not interrupted.',
      },
      {
        question: 'Do you clean restaurants along Rice Street in Little Canada?',
        answer:
          'We do. Dining rooms, restrooms and kitchen floors get cleaned after closing, and we can add regular window cleaning for front glass facing the Rice Street traffic, which picks up road spray all winter. Nightly or several-times-weekly visits are common for restaurants, and shops next door can share the same route. We reply within two hours and offer free quotes.',
      },
      {
        question: 'How do you handle winter mess at entrances near I-35E and I-694?',
        answer:
          'Salt and slush from the parking lots off Rice Street and the freeway ramps come in on every shoe. We clean and extract entry mats, remove salt film from hard floors and recommend extra attention to entries from November through March. Regular floor care keeps surfaces in good condition until spring, and our satisfaction guarantee covers every visit.',
      },
    ],
  },
  minnetrista: {
    latitude: 44.9383,
    longitude: -93.7177,
    overview:
      "Minnetrista wraps around the western end of Lake Minnetonka and reaches south to the Carver County line, so a drive across the city passes bays, wetlands, hobby farms, cornfields and wooded lots in quick succession. Mound lies to the east, Independence to the north, and St. Bonifacius is tucked against the southern part of the city, where Highway 7 and the Dakota Rail Regional Trail pass through. Three Rivers Park District runs two of the best-known places in town: Lake Minnetonka Regional Park, with its swimming pond and boat launch off Highway 7, and Gale Woods Farm on Whaletail Lake, a working educational farm that hosts school groups and public programs.\n\nThere is no downtown to speak of. Residents shop and eat in Mound, St. Bonifacius, Waconia and Wayzata, and the city's own buildings, including city hall on County Road 110 and the public safety building, are among its largest non-residential sites. Students are divided among several districts, Westonka and Waconia among them.\n\nOur work here is therefore small in volume and specific in kind: municipal and public-safety offices, churches and meeting halls, farm and equestrian offices, and the occasional lake property or seasonal facility that needs a thorough cleaning before summer and after the boats come out in fall. Gravel driveways and muddy spring roads mean entry floors take a beating.",
    industries: [
      'Parks and outdoor education (Lake Minnetonka Regional Park, Gale Woods Farm)',
      'Municipal and public-safety offices',
      'Farming, hobby farms and equestrian properties',
      'Seasonal lake properties on the western bays of Lake Minnetonka',
    ],
    faq: [
      {
        question: 'Will you travel out to Minnetrista for a single building near Highway 7?',
        answer:
          'Yes. Rural and lake-edge sites are part of our service area, and a single office, church or meeting hall in Minnetrista gets the same scheduled service as a suburban building. Weekly or every-other-week visits suit many small sites here, and a free walkthrough lets us price the job accurately. We reply to new requests within two hours.',
      },
      {
        question: 'Can you do a one-time cleaning to open or close a seasonal property on Halsted Bay?',
        answer:
          'We can. Before summer, a lake property often needs dust, cobwebs, dead insects and winter grime removed from floors, windows and fixtures; after the season, it needs a deep clean before being shut up for winter. We offer one-time cleanings for both and can add interior and exterior window washing to take advantage of the lake views.',
      },
      {
        question: 'Our office gets a lot of mud from gravel roads in spring. What can you do?',
        answer:
          'Spring thaw on rural Minnetrista roads sends mud and grit into every entrance. We put extra attention on entry mats, scrub hard floors to remove the sandy film that scratches finishes, and extract carpet near doors. Floor care on a regular cycle keeps surfaces from wearing early, and our satisfaction guarantee means we return if anything is missed.',
      },
    ],
  },
  corcoran: {
    latitude: 45.0952,
    longitude: -93.5861,
    overview:
      "Corcoran sits between the fast-growing suburbs of Maple Grove and Rogers and the open farm country of Greenfield, and it shows both sides of that line. Much of the city is still fields, horse pastures, woodlots and wetlands, with homes on large lots along gravel and county roads. On the east side, closer to Maple Grove, newer subdivisions have begun to appear, and Medina lies along the southern border. The Rush Creek Regional Trail runs across the city, linking Elm Creek Park Reserve to the east with Crow-Hassan Park Reserve to the west, and Rush Creek itself drains much of the land.\n\nThe city's commercial buildings are modest: contractors' shops, small manufacturers, auto and equipment businesses, churches, and service businesses along the main county roads and near Highway 55. Corcoran has no traditional downtown and no school district of its own; students attend several nearby districts. City hall and the public works and police facilities are among the larger public buildings.\n\nFor cleaning, that means shop offices and small plants with concrete floors, equipment yards that track mud and gravel inside, churches with fellowship halls and kitchens, and newer buildings that need post-construction cleanup as the east side develops. We schedule weekly or every-other-week service for small sites and increase visits in the spring mud season.",
    industries: [
      "Contractors' shops and small manufacturers near Highway 55",
      'Agriculture and equestrian properties',
      'New residential and commercial construction on the Maple Grove side',
      'Churches and municipal buildings',
    ],
    faq: [
      {
        question: 'Can you clean the office and shop of a small contractor in Corcoran?',
        answer:
          'Yes. Contractor and equipment businesses often have a small office, a restroom and a break room attached to a shop with concrete floors. We clean the office areas on a regular schedule and sweep or scrub the shop floor as needed, following your safety rules. Our crews are trained in OSHA-certified safety practices.',
      },
      {
        question: 'Do you do post-construction cleanup for new buildings in Corcoran?',
        answer:
          'We do. New offices, shops and community buildings need drywall dust, labels, paint spots and debris removed before they open. We clean floors, windows, fixtures and restrooms so the building is ready to use, and we can continue with regular weekly or nightly service afterward. Quotes are free, and we reply within two hours.',
      },
      {
        question: 'Is Corcoran too rural for your crews to reach from Apple Valley?',
        answer:
          'No. Whether the building is near Highway 55 on the Medina side or out along the county roads toward Rogers, we serve the rural cities of northwestern Hennepin County as well as the suburbs. Our staff are background-checked, we are licensed with $2 million in liability coverage, and we have worked across the Twin Cities for more than 15 years. If something is not right after a visit, we come back and fix it.',
      },
    ],
  },
  rockford: {
    latitude: 45.0883,
    longitude: -93.7344,
    overview:
      "Rockford was founded in the 1850s at a rocky ford on the Crow River, where settlers built a dam and mills to harness the current. The Ames-Florida-Stork House, built by the mill's founders and now a historic site, still stands near downtown, and the river remains the center of the town's identity. Most of Rockford lies in Wright County, with a portion across the line in Hennepin County, and it is surrounded by farmland and the rural cities of Greenfield and Corcoran.\n\nHighway 55 runs through town and carries much of the traffic between the west metro and Buffalo, so gas stations, restaurants, auto shops and small retailers line it. The older downtown along Main Street holds a few shops, offices and service businesses. Rockford Area Schools (ISD 883) is a major local employer, and churches and city buildings round out the community's public spaces.\n\nCommercial cleaning in Rockford is mostly small-scale: restaurant dining rooms and kitchens, small medical and dental offices, church halls, and shop offices for trades. The river and farmland bring their own problems, with mud and gravel in spring and salt on Highway 55 in winter. We offer weekly or twice-weekly service for small businesses and one-time deep cleanings for events or openings.",
    industries: [
      'Restaurants, gas stations and retail along Highway 55',
      'Main Street shops, offices and services',
      'Public schools (Rockford Area Schools, ISD 883)',
      'Farming and rural services around the Crow River valley',
    ],
    faq: [
      {
        question: 'Do you clean restaurants along Highway 55 in Rockford?',
        answer:
          'Yes. Highway 55 is the main route between the west metro and Buffalo, so places to eat along it in Rockford see commuters on weekdays and travelers on weekends. We clean dining rooms, restrooms and kitchen floors after closing and degrease as part of the routine, with extra attention to entries, where highway salt arrives all winter and mud from the river flats in spring.',
      },
      {
        question: 'Can you clean a small medical or dental office near Main Street in Rockford?',
        answer:
          'We can. Small clinics need exam rooms, waiting areas and restrooms disinfected with attention to high-touch surfaces, and waste handled according to your rules. We clean after hours, keep a consistent crew and offer a free quote after a walkthrough. Our staff are background-checked and trained in OSHA-certified safety practices.',
      },
      {
        question: 'Will you come to Rockford for a one-time deep cleaning before an opening or a big event?',
        answer:
          'Yes. A shop opening in one of the older buildings near the Crow River, an office after a remodel, or a church hall before a large gathering can all get a one-time deep clean of floors, windows, restrooms and fixtures. If you want regular service afterward, we can set up weekly visits. We reply within two hours, and our satisfaction guarantee covers every job.',
      },
    ],
  },
  independence: {
    latitude: 45.0252,
    longitude: -93.7077,
    overview:
      "Independence spreads across a wide stretch of rolling farmland, woods and lakes in western Hennepin County, and it began as a farming township before becoming a city. It borders Medina and Orono to the east, Minnetrista to the south, Greenfield to the north and Delano across the Wright County line to the west, and it completely surrounds the small city of Maple Plain. Pioneer Creek and a chain of lakes shape the land, and Baker Park Reserve, run by Three Rivers Park District, offers a campground, golf course, beach and trails along Lake Independence.\n\nHighway 12 crosses the southern part of the city alongside the railroad, and most commercial activity near it sits in Maple Plain rather than Independence itself. What Independence does have is a landscape of horse farms, hobby farms, cropland, large-lot homes and a few churches, plus city hall and public works buildings.\n\nCommercial cleaning here is small in scale and varied: farm and stable offices, churches and fellowship halls, home-based business spaces and the city's public buildings. Gravel roads, barnyards and spring thaw all bring dirt and mud indoors, and winter means salt and sand from county roads. We offer weekly or less frequent service for small buildings, one-time deep cleanings for events and seasonal changeovers, and careful, discreet work for private properties.",
    industries: [
      'Horse farms, hobby farms and crop agriculture',
      'Outdoor recreation at Baker Park Reserve on Lake Independence',
      'Churches and small community buildings',
      'Local businesses along the Highway 12 corridor',
    ],
    faq: [
      {
        question: 'Do you clean stable offices or barn lounges on horse properties in Independence?',
        answer:
          'Yes. Offices, lounges, restrooms and tack-room floors on equestrian properties take in dust, hay and mud, so we focus on floors, entry mats, restrooms and surfaces. We can come weekly or every other week and adjust during muddy spring months. Our staff are background-checked and trained in OSHA-certified safety practices.',
      },
      {
        question: 'Can you clean a church hall near Lake Independence after events?',
        answer:
          'We can. Fellowship halls and kitchens need a thorough clean after dinners, funerals and weddings, and sanctuaries and restrooms need regular care before weekend services. We schedule around your calendar, offer one-time or recurring service and give free quotes after a walkthrough. We reply within two hours.',
      },
      {
        question: 'Can you take care of the public buildings or a small office near Highway 12 in Independence?',
        answer:
          'Yes. Municipal offices, public works break rooms and small business offices along the Highway 12 side of Independence get the same scheduled service as suburban buildings, whether that is weekly or every other week. We are licensed with $2 million in liability coverage and have worked in the Twin Cities for more than 15 years. If anything falls short, we come back and make it right.',
      },
    ],
  },
  hanover: {
    latitude: 45.1555,
    longitude: -93.6633,
    overview:
      'Hanover was settled in the 1850s by German immigrants who named it after Hanover in Germany, and it grew as a small farm town on the Crow River. The iron truss Hanover Bridge, built in 1885, still crosses the river at the edge of downtown and now serves pedestrians and bicycles. The city lies mostly in Wright County with a part in Hennepin County, and for generations it stayed a small village.\n\nThat has changed in recent decades as new subdivisions spread across former farmland and the population climbed into the thousands. Downtown Hanover still holds a handful of restaurants, bars, shops and service businesses near the river, and county roads lead south toward Highway 55 and the west metro. Students attend Buffalo-Hanover-Montrose Schools, which operates an elementary school in town, and churches and a city hall are important community buildings.\n\nFor a cleaning company, Hanover means small, busy buildings: restaurants and bars with kitchens, a few offices and clinics, churches and small shops, and some light-industrial and contractor space. Because the town is growing, post-construction cleanup is in demand. Winter salt and sand from county roads and spring mud from new construction both reach entrances. We adjust visits to each business, with weekly service for small offices and more frequent cleaning for restaurants.',
    industries: [
      'Restaurants and bars in downtown Hanover by the Crow River',
      'Contractors and small light-industrial businesses',
      'New housing and commercial construction',
      'Public education (Buffalo-Hanover-Montrose Schools)',
    ],
    faq: [
      {
        question: 'Can you clean a downtown Hanover restaurant or bar after close?',
        answer:
          'Yes. Places to eat and drink near the river and the old truss bridge need dining rooms, restrooms and kitchen floors cleaned after closing, and summer weekends with bikers and walkers on the bridge can be busy. We come overnight or early in the morning, degrease kitchen floors and clean entry glass. Nightly or several-times-weekly service is available, with extra visits on busy weekends.',
      },
      {
        question: 'Do you offer post-construction cleanup for new buildings in Hanover?',
        answer:
          'We do. New offices, shops and commercial spaces on former farmland around Hanover need drywall dust, debris, labels and paint spots removed before they open. We clean floors, windows, fixtures, cabinets and restrooms so the space is ready for its first day, and we can continue with weekly service afterward. Our crews are background-checked and trained in OSHA-certified safety practices.',
      },
      {
        question: 'Our Hanover church and child-care rooms are busier in some seasons than others. Can the schedule flex?',
        answer:
          'Yes. Churches, child-care spaces and buildings whose use follows the Buffalo-Hanover-Montrose school calendar get busier in some months than others, so we offer nightly, weekly and one-time schedules and adjust them as your needs change. Quotes are free, we reply within two hours, and our satisfaction guarantee means we come back to fix anything you are not happy with.',
      },
    ],
  },
  afton: {
    latitude: 44.9027,
    longitude: -92.7835,
    overview:
      "Afton was platted in the 1850s on the Minnesota shore of the St. Croix, and its name is usually traced to Robert Burns's poem about the gentle Afton Water. The old village, squeezed between the river and the bluffs along St. Croix Trail (Highway 95), still has 19th-century buildings, including the Afton House Inn, plus a marina, restaurants, an ice cream shop and small stores. Most of the rest of the city is large rural lots, farms and wooded ravines, and it has stayed largely rural by design.\n\nTwo big recreation draws sit within the city limits. Afton Alps, now owned by Vail Resorts, spreads dozens of ski and snowboard runs over the river bluffs, and Afton State Park protects the bluffs and prairie along the river to the south. I-94 crosses the northern edge of the city, Woodbury and Lake Elmo border it to the west and north, and Wisconsin lies across the river.\n\nFor a cleaning company, Afton's work follows the seasons. Summer and fall bring crowds to the village restaurants, marina and shops, while winter fills the ski lodge, rental shop and restaurants at Afton Alps with melting snow, salt and heavy boots. Private estates and event spaces need discreet one-time and recurring cleaning. We adapt schedules to those peaks, focus on floors and restrooms during busy weekends, and offer window cleaning for buildings with river views.",
    industries: [
      'Skiing and winter recreation (Afton Alps)',
      'Village restaurants, inn and shops along St. Croix Trail',
      'Marina and river recreation on the St. Croix',
      'State park visitors (Afton State Park)',
      'Private estates and event properties',
    ],
    faq: [
      {
        question: 'Can you keep up with a ski-season lodge or restaurant near Afton Alps?',
        answer:
          'Yes. The runs on the St. Croix bluffs draw skiers and snowboarders from across the metro on winter weekends, and lodges, rental counters, restrooms and dining areas take in melting snow, salt and heavy boots. We can clean overnight after the hill closes, add a day porter on busy weekends and scrub floors often to remove salt and sand. When the season ends, a deep cleaning readies the building for summer.',
      },
      {
        question: 'Do you clean restaurants and shops in the Afton village along the St. Croix?',
        answer:
          'We do. Village businesses see crowds on summer and fall weekends, and dining rooms, restrooms and floors need cleaning after closing. We can increase visits in peak season and reduce them in the quiet months. Window cleaning keeps river-facing glass clear, and our free quotes start with a walkthrough.',
      },
      {
        question: 'Can you do a one-time cleaning for a private estate or event in Afton?',
        answer:
          'Yes. Rural properties on the bluffs and back roads of Afton host weddings, reunions and parties, and we can clean event spaces, restrooms, kitchens and windows before guests arrive and after they leave. Our staff are background-checked and trained in OSHA-certified safety practices, and we are licensed with $2 million in liability coverage. We reply to requests within two hours.',
      },
    ],
  },
  greenfield: {
    latitude: 45.1033,
    longitude: -93.6911,
    overview:
      "Greenfield is farm country on the western edge of Hennepin County, where the Crow River marks the boundary with Wright County and the land rolls between fields, woodlots and small lakes. Lake Rebecca Park Reserve, run by Three Rivers Park District, protects a large block of the city around Lake Rebecca with trails, woods and restored prairie, and Lake Sarah lies on the southern edge near Independence. Rockford sits across the river to the northwest, and Corcoran is to the east.\n\nHighway 55 is the city's main road and its commercial spine. Businesses along it include contractors, auto and equipment dealers, small manufacturers and service companies, and the city has been working to build up its Downtown River District near the Crow River. Many residents commute to jobs in Maple Grove, Plymouth and Minneapolis, and students attend several nearby districts, Rockford Area Schools among them.\n\nCommercial cleaning in Greenfield mainly serves small offices and shops, equipment and contractor businesses with concrete floors, churches and community buildings, and private rural properties. Gravel roads and farm fields send dust and mud into every building, and spring thaw makes it worse. We offer weekly or every-other-week service for small sites, scrubbing for shop floors and one-time cleanings before events and openings.",
    industries: [
      'Contractors, equipment dealers and small manufacturers along Highway 55',
      'Farming and rural services',
      'Outdoor recreation (Lake Rebecca Park Reserve)',
      'Small businesses in the Downtown River District',
    ],
    faq: [
      {
        question: 'Can you clean a contractor or equipment business on Highway 55 in Greenfield?',
        answer:
          'Yes. Along Highway 55 in Greenfield, many businesses pair a small office with a shop or equipment bay. We clean offices, restrooms and break rooms and sweep and scrub shop floors on a schedule that fits your work, following your safety rules; our crews have OSHA-certified safety training. Spring thaw on the gravel roads sends mud indoors, so we focus on entry mats and floors then.',
      },
      {
        question: 'Do you clean small offices and shops in the Greenfield Downtown River District?',
        answer:
          'We do. Small offices and shops near the Crow River usually need weekly or twice-weekly service covering trash, restrooms, dusting, kitchenettes and floors, with storefront windows washed on a set cycle. When a building is newly finished or remodeled, we can start with a post-construction cleanup before regular visits begin. Quotes are free, and we reply within two hours.',
      },
      {
        question: 'Can you clean a church or community hall near Lake Sarah or Lake Rebecca after events?',
        answer:
          'Yes. Halls, kitchens and restrooms in rural Greenfield see heavy use after dinners, receptions and meetings, and we can come the same night or the next morning to reset them. Regular weekly care is also available for sanctuaries and offices. We have cleaned across the Twin Cities for more than 15 years, and our satisfaction guarantee means we return to fix anything that is not right.',
      },
    ],
  },
  'maple-plain': {
    latitude: 45.0072,
    longitude: -93.6555,
    overview:
      "Maple Plain grew up beside the Great Northern tracks west of Lake Minnetonka, and the rail line, now part of BNSF, still runs next to Highway 12 through the middle of town. It is a compact city entirely surrounded by Independence, with Long Lake and Orono a few miles east and Delano a short drive west. Baker Park Reserve and Lake Independence lie just to the north, so summer weekends bring campers, golfers and boaters through on their way to the park.\n\nFor a town of under two thousand people, Maple Plain has a notable industrial base. Protolabs, the digital manufacturer that turns customers' 3D designs into machined, molded and printed parts, keeps its headquarters here, and other manufacturers, contractors and distributors occupy buildings along Highway 12 and the streets just off it. The small downtown has restaurants, bars, a post office and service businesses, and students attend Orono Public Schools.\n\nCleaning in Maple Plain therefore splits between two worlds. Production buildings need crews who respect machine areas and safety rules, restroom and break-room sanitation sized for a shift, and scrubbing of floors that collect chips, dust and coolant residue. Offices, restaurants and shops downtown need ordinary nightly or weekly care done well. Highway 12 salt in winter and farm-country mud in spring both find their way to the doors.",
    industries: [
      'Digital manufacturing (Protolabs headquarters)',
      'Manufacturing, contractors and distribution along Highway 12',
      'Restaurants, bars and services downtown',
      'Park visitors bound for Baker Park Reserve',
      'Public education (Orono Public Schools)',
    ],
    faq: [
      {
        question: 'Can you clean both office and production areas at a Highway 12 manufacturer in Maple Plain?',
        answer:
          'Yes. Offices, conference rooms, restrooms, locker rooms and break rooms can be cleaned nightly or weekly, and production and warehouse floors can be swept and scrubbed on a cycle that fits your shifts. We stay out of marked machine zones, follow your safety rules and send crews with OSHA-certified safety training. We are licensed with $2 million in liability coverage.',
      },
      {
        question: 'Our Maple Plain restaurant is busiest in summer when Baker Park fills up. Can the schedule change by season?',
        answer:
          'It can. Many businesses near Baker Park Reserve and Lake Independence see their heaviest traffic from Memorial Day to Labor Day, so we can add visits or a day porter for summer weekends and scale back in the quieter months. Dining rooms, restrooms and kitchen floors get cleaned after closing, and a free quote sets the baseline.',
      },
      {
        question: 'We run offices in Maple Plain and in Long Lake. Can one provider cover both?',
        answer:
          'Yes. Both towns sit on the Highway 12 corridor, and we serve western Hennepin County from our Apple Valley base, so two sites can share one agreement with a scope suited to each. We have cleaned across the Twin Cities for more than 15 years, reply to requests within two hours and back every visit with our satisfaction guarantee.',
      },
    ],
  },
  loretto: {
    latitude: 45.0547,
    longitude: -93.6355,
    overview:
      "Loretto is one of the smallest cities in Hennepin County, with fewer than 700 residents in a compact grid of homes, churches and storefronts ringed on every side by Medina's farms and subdivisions. Its Catholic parish has long been the center of town life, and Sts. Peter and Paul Catholic Church remains the most prominent building in Loretto. Farm fields and horse pastures begin right at the city limits.\n\nThe business district covers a few blocks near County Road 19, with a handful of shops, small offices, eating and drinking places and service businesses. Highway 55 lies a short drive south, and Rockford, Corcoran, Independence and Maple Plain are all within a few miles, so many residents work and shop in the larger towns around it.\n\nCleaning in Loretto means small buildings with specific needs. The parish church and its hall need careful work before weekend Masses and thorough cleanup after funeral lunches, dinners and wedding receptions. Small offices need weekly trash, dusting and floor care; eating places need nightly floor and restroom work; and shops for local trades need their customer areas kept presentable. Salt and sand from county roads in winter and mud from the fields in spring are the common problems. We keep visits efficient and priced for small organizations.",
    industries: [
      'Parish life at Sts. Peter and Paul Catholic Church',
      'Small shops, offices and eating places near County Road 19',
      'Local trades and service businesses',
      'Farms and rural businesses in surrounding Medina',
    ],
    faq: [
      {
        question: 'Can you clean the parish hall in Loretto after a funeral lunch or wedding reception?',
        answer:
          'Yes. Church halls and kitchens need tables, chairs, floors, restrooms and counters cleaned soon after a large gathering, often on short notice. We can come the same evening or the next morning, and we can also care for the sanctuary and restrooms on a regular weekly schedule before weekend Masses. Every crew member has passed a background check.',
      },
      {
        question: 'Is weekly cleaning practical for a two-person office in Loretto?',
        answer:
          'For a small office near County Road 19, a weekly or every-other-week visit covering trash, restrooms, dusting, kitchenette and floors is usually enough, with seasonal extras like carpet extraction after the spring mud. We price small jobs honestly, quotes are free, and we reply to your request within two hours so you are not left waiting.',
      },
      {
        question: 'Do you serve Loretto along with Medina, Hamel and Maple Plain?',
        answer:
          'We do. Our crews cover the small cities and rural areas of western Hennepin County, and a small business in Loretto gets the same attention as a larger client in Medina or Plymouth. We are licensed with $2 million in liability coverage, and if a visit ever falls short, our satisfaction guarantee brings us back to make it right.',
      },
    ],
  },
  hamel: {
    latitude: 45.0414,
    longitude: -93.5264,
    overview:
      "Hamel is not a city of its own but an unincorporated community inside Medina, with its own post office and a ZIP code shared by much of the surrounding area. Medina's city hall sits in Hamel, and the community lies along Highway 55, which carries heavy commuter and truck traffic between Plymouth to the east and Rockford and Buffalo to the west.\n\nThe Highway 55 corridor through Medina has grown into a significant business area. Polaris, the maker of snowmobiles, off-road vehicles and Indian motorcycles, has its corporate headquarters on Highway 55 in Medina, and light-industrial land nearby holds manufacturers, distributors, office-warehouses and contractors. Closer to Hamel Road, the older part of the community has shops, service businesses and places to eat, while farmland and horse properties still begin a short distance north and west.\n\nFor a facility manager, Hamel means a mix of large corporate offices, office-warehouses with loading docks, light manufacturing, small restaurants and municipal buildings. Corporate sites expect consistent nightly service and scheduled carpet and hard-floor care, industrial buildings need safety-aware crews and regular floor scrubbing, and smaller businesses need dependable weekly work. Highway salt and sand come in every winter, and spring thaw brings mud from gravel lots and fields.",
    industries: [
      'Powersports headquarters (Polaris, on Highway 55 in Medina)',
      'Office-warehouses and light manufacturing along Highway 55',
      'Small shops and services near Hamel Road',
      'Municipal offices (Medina City Hall)',
    ],
    faq: [
      {
        question: 'Can you clean an office-warehouse with loading docks off Highway 55 in Hamel?',
        answer:
          'Yes. We clean offices, restrooms, driver areas and break rooms nightly or weekly, and we sweep and scrub warehouse floors on a schedule that fits your shipping hours. Our crews follow your dock and equipment rules and have OSHA-certified safety training. We are licensed with $2 million in liability coverage, and we can add post-construction cleanup when a new unit is finished.',
      },
      {
        question: 'Our Hamel business address is actually in Medina. Does that change anything for service?',
        answer:
          'Not at all. Many Medina companies along Highway 55 use a Hamel mailing address, and we serve the whole area, including Medina, Plymouth, Corcoran and Loretto. Tell us where the building sits and what it needs, and we will reply within two hours to arrange a free walkthrough and quote.',
      },
      {
        question: 'How do you handle winter salt and spring mud at Highway 55 business entrances?',
        answer:
          'Traffic on Highway 55 and the gravel lots around Hamel send salt, sand and mud into lobbies all through the cold months. We clean and extract entry mats, scrub hard floors to remove salt film before it sets, and plan deeper floor care for after the thaw. If any visit misses the mark, our satisfaction guarantee brings us back to make it right.',
      },
    ],
  },
};
