/**
 * Built-in service-area cities for Twin Pines Commercial Cleaning (Apple Valley, MN).
 * Seeds the cities table; pages read cities from the database.
 *
 * Populations are 2020 U.S. census counts, except where the project specification
 * names a figure (Medicine Lake, Independence, Maple Plain, Loretto, Hamel, Hanover,
 * Rockford, Cottage Grove, Oakdale). Hamel is an unincorporated community in Medina.
 * Ordered by category (metro, executive, affluent, growing, business, rural),
 * then by population, descending.
 */
import type { City } from '#shared/domain/city.ts';
import { cityLocalDetails, type CityLocal } from './city-local/index.ts';

type CityBase = Omit<City, keyof CityLocal>;

const cityBases: CityBase[] = [
  // ---- metro ----
  {
    name: 'Minneapolis',
    slug: 'minneapolis',
    county: 'Hennepin',
    population: 429954,
    category: 'metro',
    description:
      "Minneapolis is Minnesota's largest city and the Hennepin County seat, with a downtown of skyway-connected office towers that house corporate headquarters such as Target and U.S. Bancorp. Beyond the core, the North Loop's converted warehouses, Uptown's storefronts and Northeast's studio buildings create a wide mix of office, retail and creative space that needs dependable commercial cleaning.",
    landmarks: ['Stone Arch Bridge', 'Minneapolis Sculpture Garden', 'Bde Maka Ska', 'U.S. Bank Stadium'],
    businessDistricts: ['Downtown / Nicollet Mall', 'North Loop', 'Uptown', 'Northeast Arts District'],
    metaTitle: 'Minneapolis Commercial Cleaning Services | Twin Pines Cleaning',
    metaDescription:
      'Commercial cleaning and janitorial services in Minneapolis, Hennepin County, from Nicollet Mall offices to North Loop lofts. Request your free quote today.',
    keywords: [
      'commercial cleaning minneapolis',
      'janitorial services minneapolis mn',
      'office cleaning minneapolis',
      'commercial cleaners minneapolis mn',
      'hennepin county commercial cleaning',
    ],
  },
  {
    name: 'St. Paul',
    slug: 'st-paul',
    county: 'Ramsey',
    population: 311527,
    category: 'metro',
    description:
      "St. Paul is Minnesota's capital and the Ramsey County seat, so state and county government offices sit alongside downtown employers such as Ecolab and Securian Financial. Lowertown's historic warehouses, the Grand Avenue shopping district and the University Avenue light-rail corridor add a wide range of office, retail, healthcare and campus buildings.",
    landmarks: ['Minnesota State Capitol', 'Cathedral of Saint Paul', 'Como Park Zoo & Conservatory', 'Xcel Energy Center'],
    businessDistricts: ['Downtown St. Paul', 'Lowertown', 'Grand Avenue', 'University Avenue (Green Line) corridor'],
    metaTitle: 'St. Paul Commercial Cleaning Services | Twin Pines Cleaning',
    metaDescription:
      'Office and commercial cleaning in St. Paul, Ramsey County: downtown towers, Lowertown lofts and Grand Avenue storefronts. Get a free, no-obligation quote.',
    keywords: [
      'commercial cleaning st paul',
      'janitorial services st paul mn',
      'office cleaning st paul',
      'commercial cleaners st paul mn',
      'ramsey county commercial cleaning',
    ],
  },
  {
    name: 'Bloomington',
    slug: 'bloomington',
    county: 'Hennepin',
    population: 89987,
    category: 'metro',
    description:
      'Bloomington is home to Mall of America and a dense band of hotels, office towers and corporate campuses along the I-494 corridor near MSP Airport. HealthPartners and The Toro Company are headquartered here, and the Normandale Lake and South Loop districts mix Class A office space with hospitality and retail.',
    landmarks: ['Mall of America', 'Minnesota Valley National Wildlife Refuge', 'Hyland Hills Ski Area', 'Normandale Lake'],
    businessDistricts: ['South Loop District', 'Normandale Lake Office Park', 'I-494 corridor'],
    metaTitle: 'Bloomington Commercial Cleaning Services | Twin Pines Cleaning',
    metaDescription:
      'Janitorial and commercial cleaning in Bloomington, Hennepin County, for I-494 offices, South Loop hotels and Normandale Lake towers. Ask for a free quote.',
    keywords: [
      'commercial cleaning bloomington',
      'janitorial services bloomington mn',
      'office cleaning bloomington',
      'commercial cleaners bloomington mn',
      'hennepin county commercial cleaning',
    ],
  },
  {
    name: 'Coon Rapids',
    slug: 'coon-rapids',
    county: 'Anoka',
    population: 63599,
    category: 'metro',
    description:
      "Coon Rapids is one of Anoka County's largest cities, with big-box and lifestyle retail at Riverdale Village and along the Highway 10 corridor. Allina Health's Mercy Hospital campus anchors a cluster of clinics and medical offices that call for careful, consistent cleaning.",
    landmarks: ['Coon Rapids Dam Regional Park', 'Bunker Hills Regional Park', 'Bunker Beach Water Park'],
    businessDistricts: ['Riverdale Village', 'Highway 10 corridor', 'Coon Rapids Boulevard', 'Mercy Hospital medical campus'],
    metaTitle: 'Coon Rapids Commercial Cleaning Services | Twin Pines Cleaning',
    metaDescription:
      'Commercial cleaning in Coon Rapids, Anoka County, for Riverdale Village retail, Highway 10 businesses and medical offices. Request your free quote today.',
    keywords: [
      'commercial cleaning coon rapids',
      'janitorial services coon rapids mn',
      'office cleaning coon rapids',
      'commercial cleaners coon rapids mn',
      'anoka county commercial cleaning',
    ],
  },
  {
    name: 'Apple Valley',
    slug: 'apple-valley',
    county: 'Dakota',
    population: 56374,
    category: 'metro',
    description:
      "Apple Valley, in Dakota County, is Twin Pines' home base and the location of the Minnesota Zoo. Its commercial activity centers on retail, restaurants and medical clinics along Cedar Avenue, which is served by the METRO Red Line, and County Road 42, plus schools and small office buildings throughout the city.",
    landmarks: ['Minnesota Zoo', 'Lebanon Hills Regional Park', 'Valleywood Golf Course'],
    businessDistricts: ['Cedar Avenue corridor', 'County Road 42 corridor'],
    metaTitle: 'Apple Valley Commercial Cleaning Services | Twin Pines Cleaning',
    metaDescription:
      'Locally based commercial cleaning in Apple Valley, Dakota County, for Cedar Avenue and County Road 42 offices, clinics and shops. Get your free quote today.',
    keywords: [
      'commercial cleaning apple valley',
      'janitorial services apple valley mn',
      'office cleaning apple valley',
      'commercial cleaners apple valley mn',
      'dakota county commercial cleaning',
    ],
  },
  {
    name: 'Maplewood',
    slug: 'maplewood',
    county: 'Ramsey',
    population: 42088,
    category: 'metro',
    description:
      "Maplewood hosts 3M's global headquarters campus and M Health Fairview St. John's Hospital, two of the east metro's largest employment sites. Retail concentrates around Maplewood Mall and White Bear Avenue, with office and light-industrial buildings along Highway 36 and I-694.",
    landmarks: ['Maplewood Nature Center', 'Keller Regional Park', 'Gateway State Trail'],
    businessDistricts: ['3M Center campus area', 'Maplewood Mall area', 'White Bear Avenue corridor', 'Highway 36 corridor'],
    metaTitle: 'Maplewood Commercial Cleaning Services | Twin Pines Cleaning',
    metaDescription:
      'Janitorial and office cleaning in Maplewood, Ramsey County, near 3M Center, Maplewood Mall and the Highway 36 corridor. Request a free cleaning quote.',
    keywords: [
      'commercial cleaning maplewood',
      'janitorial services maplewood mn',
      'office cleaning maplewood',
      'commercial cleaners maplewood mn',
      'ramsey county commercial cleaning',
    ],
  },
  // ---- executive ----
  {
    name: 'Edina',
    slug: 'edina',
    county: 'Hennepin',
    population: 53494,
    category: 'executive',
    description:
      "Edina is home to Southdale Center, which opened in 1956 as the nation's first fully enclosed shopping mall, and the surrounding France Avenue corridor of offices, medical buildings and retail. Boutique-lined 50th & France and the Grandview District round out a market where tenants and visitors expect immaculate, well-kept spaces.",
    landmarks: ['Southdale Center', 'Centennial Lakes Park', 'Braemar Golf Course', 'Edinborough Park'],
    businessDistricts: ['50th & France', 'Greater Southdale District', 'Centennial Lakes', 'Grandview District'],
    metaTitle: 'Edina Commercial Cleaning Services | Twin Pines Cleaning',
    metaDescription:
      'Premium commercial cleaning in Edina, Hennepin County, for 50th & France boutiques, Southdale-area offices and medical suites. Request your free quote.',
    keywords: [
      'commercial cleaning edina',
      'janitorial services edina mn',
      'office cleaning edina',
      'commercial cleaners edina mn',
      'hennepin county commercial cleaning',
    ],
  },
  {
    name: 'Orono',
    slug: 'orono',
    county: 'Hennepin',
    population: 8315,
    category: 'executive',
    description:
      'Orono is the largest city by area on Lake Minnetonka and is largely residential, with wooded estates and a rural, lakeshore character. Commercial property is limited to small clusters such as the Navarre area, plus marinas, schools and private clubs that need discreet, detail-oriented service.',
    landmarks: ['Lake Minnetonka', 'Big Island Nature Park', 'Noerenberg Gardens'],
    businessDistricts: ['Navarre commercial area', 'Highway 12 corridor'],
    metaTitle: 'Orono Commercial Cleaning Services | Twin Pines Cleaning',
    metaDescription:
      'Discreet commercial and estate-grade cleaning in Orono, Hennepin County, for Navarre businesses, marinas and private clubs. Request a free, custom quote.',
    keywords: [
      'commercial cleaning orono',
      'janitorial services orono mn',
      'office cleaning orono',
      'commercial cleaners orono mn',
      'hennepin county commercial cleaning',
    ],
  },
  {
    name: 'North Oaks',
    slug: 'north-oaks',
    county: 'Ramsey',
    population: 5272,
    category: 'executive',
    description:
      "North Oaks was developed on James J. Hill's former North Oaks Farm, and its roads, trails and recreation areas are privately held through the North Oaks Home Owners' Association. Commercial space is minimal, so cleaning work here centers on the golf club, association facilities and executive home offices.",
    landmarks: ['Pleasant Lake', 'North Oaks Golf Club', 'Historic North Oaks Farm buildings'],
    businessDistricts: ['Highway 96 corridor', 'Hodgson Road corridor'],
    metaTitle: 'North Oaks Commercial Cleaning Services | Twin Pines Cleaning',
    metaDescription:
      'Confidential, high-standard cleaning in North Oaks, Ramsey County, for club facilities, association buildings and executive home offices. Get a free quote.',
    keywords: [
      'commercial cleaning north oaks',
      'janitorial services north oaks mn',
      'office cleaning north oaks',
      'commercial cleaners north oaks mn',
      'ramsey county commercial cleaning',
    ],
  },
  {
    name: 'Wayzata',
    slug: 'wayzata',
    county: 'Hennepin',
    population: 4434,
    category: 'executive',
    description:
      'Wayzata sits on the northern shore of Lake Minnetonka, and its walkable Lake Street downtown mixes boutiques, restaurants and financial and professional offices. Mixed-use buildings such as The Promenade of Wayzata add medical, retail and office space for businesses that expect a polished presentation.',
    landmarks: ['Wayzata Bay', 'Wayzata Depot', 'Wayzata Beach'],
    businessDistricts: ['Downtown Wayzata (Lake Street)', 'The Promenade of Wayzata', 'Wayzata Boulevard / Highway 12 corridor'],
    metaTitle: 'Wayzata Commercial Cleaning Services | Twin Pines Cleaning',
    metaDescription:
      'Commercial cleaning in Wayzata, Hennepin County, for Lake Street boutiques, wealth-management offices and Promenade suites. Request your free quote today.',
    keywords: [
      'commercial cleaning wayzata',
      'janitorial services wayzata mn',
      'office cleaning wayzata',
      'commercial cleaners wayzata mn',
      'hennepin county commercial cleaning',
    ],
  },
  {
    name: 'Deephaven',
    slug: 'deephaven',
    county: 'Hennepin',
    population: 3899,
    category: 'executive',
    description:
      'Deephaven is a quiet, mostly residential Lake Minnetonka city of wooded lots and historic lake homes, with only a handful of small businesses such as the Cottagewood General Store. Commercial needs center on small offices, churches, clubs and private estates that want reliable, low-profile service.',
    landmarks: ['Lake Minnetonka', 'Cottagewood General Store', 'Deephaven Beach'],
    businessDistricts: ['Minnetonka Boulevard corridor', 'Cottagewood'],
    metaTitle: 'Deephaven Commercial Cleaning Services | Twin Pines Cleaning',
    metaDescription:
      'Low-profile commercial cleaning in Deephaven, Hennepin County, for small offices, churches, clubs and lakeshore estates. Request a free, tailored quote.',
    keywords: [
      'commercial cleaning deephaven',
      'janitorial services deephaven mn',
      'office cleaning deephaven',
      'commercial cleaners deephaven mn',
      'hennepin county commercial cleaning',
    ],
  },
  {
    name: 'Tonka Bay',
    slug: 'tonka-bay',
    county: 'Hennepin',
    population: 1442,
    category: 'executive',
    description:
      'Tonka Bay sits on Lake Minnetonka between the upper and lower lakes and was a popular summer resort area in the 1880s and 1890s. Today it is primarily residential, with marinas and lake-service businesses along Manitou Road making up most of its commercial property.',
    landmarks: ['Lake Minnetonka', 'Gideon Bay'],
    businessDistricts: ['Manitou Road corridor', 'Tonka Bay Marina'],
    metaTitle: 'Tonka Bay Commercial Cleaning Services | Twin Pines Cleaning',
    metaDescription:
      'Commercial cleaning in Tonka Bay, Hennepin County, for Lake Minnetonka marinas, lake-service businesses and private estates. Request a free, custom quote.',
    keywords: [
      'commercial cleaning tonka bay',
      'janitorial services tonka bay mn',
      'office cleaning tonka bay',
      'commercial cleaners tonka bay mn',
      'hennepin county commercial cleaning',
    ],
  },
  {
    name: 'Dellwood',
    slug: 'dellwood',
    county: 'Washington',
    population: 1171,
    category: 'executive',
    description:
      'Dellwood is a small, affluent Washington County city on the eastern shore of White Bear Lake and home to the historic White Bear Yacht Club. Its few commercial properties are hospitality and agricultural businesses such as the Pine Tree Apple Orchard and 7 Vines Vineyard, alongside large private estates.',
    landmarks: ['White Bear Lake', 'White Bear Yacht Club', 'Pine Tree Apple Orchard'],
    businessDistricts: ['Highway 96 corridor', 'Orchard and vineyard properties'],
    metaTitle: 'Dellwood Commercial Cleaning Services | Twin Pines Cleaning',
    metaDescription:
      'Detail-focused cleaning in Dellwood, Washington County, for the yacht club, orchard and winery venues and private estates. Request your free quote today.',
    keywords: [
      'commercial cleaning dellwood',
      'janitorial services dellwood mn',
      'office cleaning dellwood',
      'commercial cleaners dellwood mn',
      'washington county commercial cleaning',
    ],
  },
  {
    name: 'Minnetonka Beach',
    slug: 'minnetonka-beach',
    county: 'Hennepin',
    population: 546,
    category: 'executive',
    description:
      'Minnetonka Beach is a small Lake Minnetonka village that grew up around the 1882 Hotel Lafayette, whose grounds are now home to the private Lafayette Club. The city is almost entirely residential, so commercial work here focuses on the club and on private lakeshore properties.',
    landmarks: ['Lake Minnetonka', 'Lafayette Club', 'Minnetonka Beach Water Tower'],
    businessDistricts: ['County Road 15 corridor', 'Lafayette Club grounds'],
    metaTitle: 'Minnetonka Beach Commercial Cleaning Services | Twin Pines Cleaning',
    metaDescription:
      'Discreet commercial cleaning in Minnetonka Beach, Hennepin County, for the Lafayette Club area and private lakeshore properties. Get your free quote today.',
    keywords: [
      'commercial cleaning minnetonka beach',
      'janitorial services minnetonka beach mn',
      'office cleaning minnetonka beach',
      'commercial cleaners minnetonka beach mn',
      'hennepin county commercial cleaning',
    ],
  },
  {
    name: 'Sunfish Lake',
    slug: 'sunfish-lake',
    county: 'Dakota',
    population: 522,
    category: 'executive',
    description:
      'Sunfish Lake is a heavily wooded Dakota County city that has kept a rural atmosphere since incorporating in 1958, with large minimum lot sizes that limit development. There is essentially no commercial district, so service here is geared to private estates and home offices, with retail and offices just beyond its borders along Robert Street and I-494.',
    landmarks: ['Sunfish Lake', 'Hornbeam Lake'],
    businessDistricts: ['I-494 corridor', 'Highway 3 corridor'],
    metaTitle: 'Sunfish Lake Commercial Cleaning Services | Twin Pines Cleaning',
    metaDescription:
      'Private, estate-level cleaning in Sunfish Lake, Dakota County, for executive home offices and properties near I-494 and Highway 3. Request a free quote.',
    keywords: [
      'commercial cleaning sunfish lake',
      'janitorial services sunfish lake mn',
      'office cleaning sunfish lake',
      'commercial cleaners sunfish lake mn',
      'dakota county commercial cleaning',
    ],
  },
  {
    name: 'Medicine Lake',
    slug: 'medicine-lake',
    county: 'Hennepin',
    population: 506,
    category: 'executive',
    description:
      'Medicine Lake is a tiny residential city on a peninsula in the lake of the same name, bordered by Plymouth. There is no commercial district, so work here is limited to lakefront residences and home offices, with the office parks and industrial buildings of the Highway 55 and Highway 169 corridors only minutes away.',
    landmarks: ['Medicine Lake', 'French Regional Park (across the lake, in Plymouth)'],
    businessDistricts: ['Highway 55 corridor (nearby, in Plymouth)', 'Highway 169 corridor (nearby)'],
    metaTitle: 'Medicine Lake Commercial Cleaning Services | Twin Pines Cleaning',
    metaDescription:
      'Discreet cleaning in Medicine Lake, Hennepin County, for lakefront home offices and nearby Highway 55 and 169 workplaces. Request your free quote today.',
    keywords: [
      'commercial cleaning medicine lake',
      'janitorial services medicine lake mn',
      'office cleaning medicine lake',
      'commercial cleaners medicine lake mn',
      'hennepin county commercial cleaning',
    ],
  },
  // ---- affluent ----
  {
    name: 'Plymouth',
    slug: 'plymouth',
    county: 'Hennepin',
    population: 81026,
    category: 'affluent',
    description:
      "Plymouth is a major west-metro employment center, with corporate offices, manufacturing and medical-technology firms concentrated in business parks along I-494 and Highway 55. Those office, lab and light-industrial buildings make up a large share of the city's commercial space, alongside neighborhood retail centers and clinics.",
    landmarks: ['French Regional Park', 'Medicine Lake', 'The Hilde Performance Center'],
    businessDistricts: ['I-494 corridor', 'Highway 55 corridor', 'Highway 169 corridor'],
    metaTitle: 'Plymouth Commercial Cleaning Services | Twin Pines Cleaning',
    metaDescription:
      'Commercial and office cleaning in Plymouth, Hennepin County, for I-494 and Highway 55 corporate, lab and light-industrial sites. Request a free quote today.',
    keywords: [
      'commercial cleaning plymouth',
      'janitorial services plymouth mn',
      'office cleaning plymouth',
      'commercial cleaners plymouth mn',
      'hennepin county commercial cleaning',
    ],
  },
  {
    name: 'Woodbury',
    slug: 'woodbury',
    county: 'Washington',
    population: 75102,
    category: 'affluent',
    description:
      "Woodbury is Washington County's largest city, with retail and office space concentrated at Tamarack Village, Woodbury Lakes and the CityPlace mixed-use district near I-94 and I-494. Healthcare clinics, corporate offices and shopping centers create steady demand for professional cleaning.",
    landmarks: ['Bielenberg Sports Center', 'Carver Lake Park', 'Tamarack Nature Preserve'],
    businessDistricts: ['Tamarack Village', 'Woodbury Lakes', 'CityPlace', 'Valley Creek Road corridor'],
    metaTitle: 'Woodbury Commercial Cleaning Services | Twin Pines Cleaning',
    metaDescription:
      'Janitorial and office cleaning in Woodbury, Washington County, for CityPlace, Woodbury Lakes and Tamarack Village businesses. Get your free quote today.',
    keywords: [
      'commercial cleaning woodbury',
      'janitorial services woodbury mn',
      'office cleaning woodbury',
      'commercial cleaners woodbury mn',
      'washington county commercial cleaning',
    ],
  },
  {
    name: 'Lakeville',
    slug: 'lakeville',
    county: 'Dakota',
    population: 69490,
    category: 'affluent',
    description:
      "Lakeville was Dakota County's most populous city in the 2020 census, and its Airlake Industrial Park hosts manufacturing, distribution and logistics facilities near I-35. Retail and medical offices cluster around I-35 and County Road 50, while the historic downtown offers smaller storefronts and professional offices.",
    landmarks: ['Lake Marion', 'Ritter Farm Park', 'Antlers Park'],
    businessDistricts: ['Downtown Lakeville', 'Airlake Industrial Park', 'I-35 and County Road 50 retail area'],
    metaTitle: 'Lakeville Commercial Cleaning Services | Twin Pines Cleaning',
    metaDescription:
      'Commercial cleaning in Lakeville, Dakota County, for Airlake Industrial Park facilities, I-35 retail and downtown offices. Request your free quote today.',
    keywords: [
      'commercial cleaning lakeville',
      'janitorial services lakeville mn',
      'office cleaning lakeville',
      'commercial cleaners lakeville mn',
      'dakota county commercial cleaning',
    ],
  },
  {
    name: 'Eden Prairie',
    slug: 'eden-prairie',
    county: 'Hennepin',
    population: 64198,
    category: 'affluent',
    description:
      'Eden Prairie is a major suburban office market, with corporate headquarters such as C.H. Robinson and Starkey Hearing Technologies and business parks in the Golden Triangle area. Eden Prairie Center, Flying Cloud Airport and the Town Center district add retail, aviation and mixed-use properties to the mix.',
    landmarks: ['Staring Lake Park', 'Purgatory Creek Recreation Area', 'Flying Cloud Airport'],
    businessDistricts: ['Golden Triangle', 'Eden Prairie Center area', 'Town Center', 'Flying Cloud Drive corridor'],
    metaTitle: 'Eden Prairie Commercial Cleaning Services | Twin Pines Cleaning',
    metaDescription:
      'Office and janitorial cleaning in Eden Prairie, Hennepin County, for Golden Triangle corporate offices and Town Center retail. Request a free quote today.',
    keywords: [
      'commercial cleaning eden prairie',
      'janitorial services eden prairie mn',
      'office cleaning eden prairie',
      'commercial cleaners eden prairie mn',
      'hennepin county commercial cleaning',
    ],
  },
  {
    name: 'Minnetonka',
    slug: 'minnetonka',
    county: 'Hennepin',
    population: 53781,
    category: 'affluent',
    description:
      "Minnetonka is home to UnitedHealth Group's headquarters, the Opus business park and the retail and office district around Ridgedale Center. Corporate campuses, medical clinics and professional offices along I-394 and Highway 169 make it one of the west metro's key business locations.",
    landmarks: ['Ridgedale Center', 'Big Willow Park', 'Lone Lake Park', 'Minnehaha Creek'],
    businessDistricts: ['Ridgedale area', 'Opus business park', 'Glen Lake', 'I-394 corridor'],
    metaTitle: 'Minnetonka Commercial Cleaning Services | Twin Pines Cleaning',
    metaDescription:
      'Commercial cleaning in Minnetonka, Hennepin County, for Opus and Ridgedale-area offices, clinics and corporate campuses. Request your free quote today.',
    keywords: [
      'commercial cleaning minnetonka',
      'janitorial services minnetonka mn',
      'office cleaning minnetonka',
      'commercial cleaners minnetonka mn',
      'hennepin county commercial cleaning',
    ],
  },
  {
    name: 'Shoreview',
    slug: 'shoreview',
    county: 'Ramsey',
    population: 26921,
    category: 'affluent',
    description:
      "Shoreview, in northern Ramsey County, combines lake-filled neighborhoods with corporate and technology campuses near I-694 and Lexington Avenue, including TSI Incorporated's headquarters. Its commercial mix of offices, clinics and neighborhood retail suits reliable, scheduled cleaning.",
    landmarks: ['Snail Lake Regional Park', 'Island Lake County Park', 'Shoreview Community Center'],
    businessDistricts: ['Lexington Avenue corridor', 'I-694 corridor'],
    metaTitle: 'Shoreview Commercial Cleaning Services | Twin Pines Cleaning',
    metaDescription:
      'Office and commercial cleaning in Shoreview, Ramsey County, for Lexington Avenue and I-694 corporate and medical offices. Get your free quote today.',
    keywords: [
      'commercial cleaning shoreview',
      'janitorial services shoreview mn',
      'office cleaning shoreview',
      'commercial cleaners shoreview mn',
      'ramsey county commercial cleaning',
    ],
  },
  {
    name: 'Golden Valley',
    slug: 'golden-valley',
    county: 'Hennepin',
    population: 22552,
    category: 'affluent',
    description:
      'Golden Valley hosts the corporate headquarters of General Mills and the U.S. headquarters of Pentair, along with office and industrial buildings along I-394 and Highway 55. More than 15 percent of the city is parks or nature areas, and its first-ring location puts its businesses minutes from downtown Minneapolis.',
    landmarks: ['Theodore Wirth Park', 'Brookview Golf Course'],
    businessDistricts: ['I-394 corridor', 'Highway 55 corridor', 'General Mills campus area'],
    metaTitle: 'Golden Valley Commercial Cleaning Services | Twin Pines Cleaning',
    metaDescription:
      'Commercial cleaning in Golden Valley, Hennepin County, for I-394 corporate offices and Highway 55 business sites. Request your free cleaning quote today.',
    keywords: [
      'commercial cleaning golden valley',
      'janitorial services golden valley mn',
      'office cleaning golden valley',
      'commercial cleaners golden valley mn',
      'hennepin county commercial cleaning',
    ],
  },
  {
    name: 'Mendota Heights',
    slug: 'mendota-heights',
    county: 'Dakota',
    population: 11744,
    category: 'affluent',
    description:
      'Mendota Heights is a first-ring Dakota County suburb near the junction of I-35E, I-494 and Highways 55 and 62, just across the Minnesota River from MSP Airport. Office and light-industrial buildings near I-494, the Mendota Plaza shopping center and private schools such as Saint Thomas Academy create varied cleaning needs.',
    landmarks: ['Mendakota Park', 'Somerset Country Club', 'Saint Thomas Academy'],
    businessDistricts: ['Mendota Plaza (Highway 110 & Dodd Road)', 'I-494 office and industrial area'],
    metaTitle: 'Mendota Heights Commercial Cleaning Services | Twin Pines Cleaning',
    metaDescription:
      'Commercial cleaning in Mendota Heights, Dakota County, for I-494 offices, Mendota Plaza businesses and private schools. Request your free quote today.',
    keywords: [
      'commercial cleaning mendota heights',
      'janitorial services mendota heights mn',
      'office cleaning mendota heights',
      'commercial cleaners mendota heights mn',
      'dakota county commercial cleaning',
    ],
  },
  {
    name: 'Lake Elmo',
    slug: 'lake-elmo',
    county: 'Washington',
    population: 11335,
    category: 'affluent',
    description:
      "Lake Elmo has long kept a rural character, with much of the city still farmland, but sewer-served development has made it one of Washington County's fastest-growing cities. New commercial and residential development along the I-94 corridor joins the historic Old Village's small shops and offices.",
    landmarks: ['Lake Elmo Park Reserve', 'Lake Elmo'],
    businessDistricts: ['Old Village', 'I-94 / Hudson Boulevard corridor'],
    metaTitle: 'Lake Elmo Commercial Cleaning Services | Twin Pines Cleaning',
    metaDescription:
      'Commercial cleaning in Lake Elmo, Washington County, for Old Village shops and new I-94 corridor businesses. Request a free, no-obligation quote today.',
    keywords: [
      'commercial cleaning lake elmo',
      'janitorial services lake elmo mn',
      'office cleaning lake elmo',
      'commercial cleaners lake elmo mn',
      'washington county commercial cleaning',
    ],
  },
  {
    name: 'Victoria',
    slug: 'victoria',
    county: 'Carver',
    population: 10546,
    category: 'affluent',
    description:
      'Victoria, nicknamed "The City of Lakes and Parks," borders the 1,800-acre Carver Park Reserve and grew by more than 40 percent between 2010 and 2020. Its commercial base is a compact downtown along Highway 5 with restaurants, shops, clinics and professional offices.',
    landmarks: ['Carver Park Reserve', 'Lowry Nature Center', 'Lake Minnetonka LRT Regional Trail'],
    businessDistricts: ['Downtown Victoria', 'Highway 5 corridor', 'Highway 7 corridor'],
    metaTitle: 'Victoria Commercial Cleaning Services | Twin Pines Cleaning',
    metaDescription:
      'Commercial cleaning in Victoria, Carver County, for downtown restaurants, clinics and professional offices along Highway 5. Request your free quote today.',
    keywords: [
      'commercial cleaning victoria',
      'janitorial services victoria mn',
      'office cleaning victoria',
      'commercial cleaners victoria mn',
      'carver county commercial cleaning',
    ],
  },
  {
    name: 'Arden Hills',
    slug: 'arden-hills',
    county: 'Ramsey',
    population: 9939,
    category: 'affluent',
    description:
      "Arden Hills is home to the headquarters of Land O'Lakes, a major Boston Scientific campus and Bethel University. The former Twin Cities Army Ammunition Plant site is being redeveloped as Rice Creek Commons, adding to a commercial base of corporate campuses, offices and institutional buildings.",
    landmarks: ['Bethel University', 'Tony Schmidt Regional Park', 'Lake Johanna'],
    businessDistricts: ["Land O'Lakes headquarters campus", 'Rice Creek Commons', 'I-35W / Highway 10 corridor'],
    metaTitle: 'Arden Hills Commercial Cleaning Services | Twin Pines Cleaning',
    metaDescription:
      'Commercial cleaning in Arden Hills, Ramsey County, for corporate campuses, Rice Creek Commons and institutional buildings. Request your free quote today.',
    keywords: [
      'commercial cleaning arden hills',
      'janitorial services arden hills mn',
      'office cleaning arden hills',
      'commercial cleaners arden hills mn',
      'ramsey county commercial cleaning',
    ],
  },
  {
    name: 'Mahtomedi',
    slug: 'mahtomedi',
    county: 'Washington',
    population: 8138,
    category: 'affluent',
    description:
      "Mahtomedi, whose name comes from the Dakota words for White Bear Lake, sits on the lake's southeastern shore between St. Paul and Stillwater. The city is mostly residential, with small retail and professional offices along Wildwood Road and Mahtomedi Avenue near I-694.",
    landmarks: ['White Bear Lake', 'Wildwood Library'],
    businessDistricts: ['Wildwood Road corridor', 'Mahtomedi Avenue corridor'],
    metaTitle: 'Mahtomedi Commercial Cleaning Services | Twin Pines Cleaning',
    metaDescription:
      'Commercial cleaning in Mahtomedi, Washington County, for Wildwood Road shops, professional offices and lakeside businesses. Request a free quote today.',
    keywords: [
      'commercial cleaning mahtomedi',
      'janitorial services mahtomedi mn',
      'office cleaning mahtomedi',
      'commercial cleaners mahtomedi mn',
      'washington county commercial cleaning',
    ],
  },
  {
    name: 'Shorewood',
    slug: 'shorewood',
    county: 'Hennepin',
    population: 7783,
    category: 'affluent',
    description:
      "Shorewood wraps around the southern shore of Lake Minnetonka and includes several of the lake's islands, giving it miles of shoreline within its city limits. Its commercial property sits mainly along Highway 7, with small retail centers, clinics and offices serving lakeside neighborhoods.",
    landmarks: ['Lake Minnetonka', 'Freeman Park', 'Lake Minnetonka LRT Regional Trail'],
    businessDistricts: ['Highway 7 corridor', 'County Road 19 corridor'],
    metaTitle: 'Shorewood Commercial Cleaning Services | Twin Pines Cleaning',
    metaDescription:
      'Commercial cleaning in Shorewood, Hennepin County, for Highway 7 retail, clinics and offices near Lake Minnetonka. Request your free, custom quote today.',
    keywords: [
      'commercial cleaning shorewood',
      'janitorial services shorewood mn',
      'office cleaning shorewood',
      'commercial cleaners shorewood mn',
      'hennepin county commercial cleaning',
    ],
  },
  {
    name: 'Medina',
    slug: 'medina',
    county: 'Hennepin',
    population: 6837,
    category: 'affluent',
    description:
      'Medina is a largely rural Hennepin County city that is home to the corporate headquarters of Polaris Inc. Business activity concentrates along the Highway 55 corridor, where corporate offices, light-industrial buildings and event venues sit among large-lot homes and preserved open space.',
    landmarks: ['Baker Park Reserve', 'Wolsfeld Woods Scientific and Natural Area', 'Medina Entertainment Center'],
    businessDistricts: ['Highway 55 corridor', 'Hamel commercial area'],
    metaTitle: 'Medina Commercial Cleaning Services | Twin Pines Cleaning',
    metaDescription:
      'Commercial cleaning in Medina, Hennepin County, for Highway 55 corporate offices, light-industrial buildings and venues. Request your free quote today.',
    keywords: [
      'commercial cleaning medina',
      'janitorial services medina mn',
      'office cleaning medina',
      'commercial cleaners medina mn',
      'hennepin county commercial cleaning',
    ],
  },
  {
    name: 'Excelsior',
    slug: 'excelsior',
    county: 'Hennepin',
    population: 2355,
    category: 'affluent',
    description:
      'Excelsior, founded in 1853 as the first settlement on Lake Minnetonka, has a historic Water Street commercial district listed on the National Register of Historic Places. Its compact downtown of restaurants, boutiques and small offices draws boaters and shoppers, making clean storefronts and dining rooms a priority.',
    landmarks: ['Excelsior Commons', 'Steamboat Minnehaha', 'Lake Minnetonka'],
    businessDistricts: ['Water Street historic district', 'Highway 7 corridor'],
    metaTitle: 'Excelsior Commercial Cleaning Services | Twin Pines Cleaning',
    metaDescription:
      'Commercial cleaning in Excelsior, Hennepin County, for Water Street restaurants, boutiques and small offices. Request your free, no-obligation quote today.',
    keywords: [
      'commercial cleaning excelsior',
      'janitorial services excelsior mn',
      'office cleaning excelsior',
      'commercial cleaners excelsior mn',
      'hennepin county commercial cleaning',
    ],
  },
  // ---- growing ----
  {
    name: 'Maple Grove',
    slug: 'maple-grove',
    county: 'Hennepin',
    population: 70253,
    category: 'growing',
    description:
      "Maple Grove's Arbor Lakes district, built on former gravel-mining land, is a major northwest-metro concentration of retail, dining and office space. Maple Grove Hospital, a large Boston Scientific campus and a growing base of corporate and light-industrial tenants along I-94 and Highway 610 round out the commercial market.",
    landmarks: ['Elm Creek Park Reserve', 'Fish Lake Regional Park', 'Maple Grove Central Park'],
    businessDistricts: ['Arbor Lakes', 'I-94 / Highway 610 corridor', 'Maple Grove Hospital campus area'],
    metaTitle: 'Maple Grove Commercial Cleaning Services | Twin Pines Cleaning',
    metaDescription:
      'Commercial cleaning in Maple Grove, Hennepin County, for Arbor Lakes retail, medical offices and Highway 610 businesses. Request your free quote today.',
    keywords: [
      'commercial cleaning maple grove',
      'janitorial services maple grove mn',
      'office cleaning maple grove',
      'commercial cleaners maple grove mn',
      'hennepin county commercial cleaning',
    ],
  },
  {
    name: 'Blaine',
    slug: 'blaine',
    county: 'Anoka',
    population: 70222,
    category: 'growing',
    description:
      "Blaine was Anoka County's most populous city in the 2020 census and is home to the National Sports Center and TPC Twin Cities, host of the PGA Tour's 3M Open. Retail around Northtown Mall and along Highway 65 joins aviation, manufacturing and distribution businesses near the Anoka County-Blaine Airport.",
    landmarks: ['National Sports Center', 'TPC Twin Cities', 'Anoka County-Blaine Airport'],
    businessDistricts: ['Northtown Mall area', 'Highway 65 corridor', 'Highway 10 corridor'],
    metaTitle: 'Blaine Commercial Cleaning Services | Twin Pines Cleaning',
    metaDescription:
      'Commercial cleaning in Blaine, Anoka County, for Northtown-area retail, Highway 65 businesses and airport-area facilities. Request your free quote today.',
    keywords: [
      'commercial cleaning blaine',
      'janitorial services blaine mn',
      'office cleaning blaine',
      'commercial cleaners blaine mn',
      'anoka county commercial cleaning',
    ],
  },
  {
    name: 'Shakopee',
    slug: 'shakopee',
    county: 'Scott',
    population: 43698,
    category: 'growing',
    description:
      'Shakopee, the Scott County seat, draws visitors to Valleyfair and Canterbury Park and has become a major distribution and manufacturing center, with an Amazon fulfillment center among its large industrial buildings. Its historic downtown along the Minnesota River adds restaurants, shops and government offices.',
    landmarks: ['Valleyfair', 'Canterbury Park', 'The Landing - Minnesota River Heritage Park'],
    businessDistricts: ['Downtown Shakopee', 'Highway 169 corridor', 'Canterbury Park area'],
    metaTitle: 'Shakopee Commercial Cleaning Services | Twin Pines Cleaning',
    metaDescription:
      'Commercial and industrial cleaning in Shakopee, Scott County, for distribution centers, downtown offices and retail. Request your free quote today.',
    keywords: [
      'commercial cleaning shakopee',
      'janitorial services shakopee mn',
      'office cleaning shakopee',
      'commercial cleaners shakopee mn',
      'scott county commercial cleaning',
    ],
  },
  {
    name: 'Andover',
    slug: 'andover',
    county: 'Anoka',
    population: 32601,
    category: 'growing',
    description:
      'Andover is a largely residential Anoka County city that has grown from farmland into family neighborhoods over recent decades. Its commercial space is concentrated at Andover Station and along Bunker Lake and Hanson boulevards, with retail centers, clinics, schools and the Andover Community Center.',
    landmarks: ['Bunker Hills Regional Park', 'Andover Community Center'],
    businessDistricts: ['Andover Station', 'Bunker Lake Boulevard corridor', 'Hanson Boulevard corridor'],
    metaTitle: 'Andover Commercial Cleaning Services | Twin Pines Cleaning',
    metaDescription:
      'Commercial cleaning in Andover, Anoka County, for Andover Station retail, clinics and Bunker Lake Boulevard offices. Request your free quote today.',
    keywords: [
      'commercial cleaning andover',
      'janitorial services andover mn',
      'office cleaning andover',
      'commercial cleaners andover mn',
      'anoka county commercial cleaning',
    ],
  },
  {
    name: 'Savage',
    slug: 'savage',
    county: 'Scott',
    population: 32465,
    category: 'growing',
    description:
      'Savage, in Scott County, was named for Marion Savage, owner of the famous harness-racing horse Dan Patch. Along the Minnesota River, its Highway 13 industrial corridor includes the barge terminals known as the Port of Savage, while retail and offices line County Road 42.',
    landmarks: ['Murphy-Hanrehan Park Reserve', 'Savage Fen Scientific and Natural Area', 'Minnesota River'],
    businessDistricts: ['Highway 13 industrial corridor', 'Port of Savage', 'County Road 42 corridor'],
    metaTitle: 'Savage Commercial Cleaning Services | Twin Pines Cleaning',
    metaDescription:
      'Commercial cleaning in Savage, Scott County, for Highway 13 industrial sites, County Road 42 retail and offices. Request a free, no-obligation quote today.',
    keywords: [
      'commercial cleaning savage',
      'janitorial services savage mn',
      'office cleaning savage',
      'commercial cleaners savage mn',
      'scott county commercial cleaning',
    ],
  },
  {
    name: 'Chaska',
    slug: 'chaska',
    county: 'Carver',
    population: 27810,
    category: 'growing',
    description:
      'Chaska is the Carver County seat and home to Hazeltine National Golf Club, host of the 2016 Ryder Cup. Its historic downtown and an industrial base that includes medical-device makers such as Lifecore Biomedical support offices, plants and county government buildings.',
    landmarks: ['Hazeltine National Golf Club', 'Minnesota Landscape Arboretum', 'City Square Park'],
    businessDistricts: ['Downtown Chaska', 'Highway 41 corridor', 'Highway 212 corridor'],
    metaTitle: 'Chaska Commercial Cleaning Services | Twin Pines Cleaning',
    metaDescription:
      'Commercial cleaning in Chaska, Carver County, for downtown offices, manufacturing plants and county facilities. Request your free cleaning quote today.',
    keywords: [
      'commercial cleaning chaska',
      'janitorial services chaska mn',
      'office cleaning chaska',
      'commercial cleaners chaska mn',
      'carver county commercial cleaning',
    ],
  },
  {
    name: 'Ramsey',
    slug: 'ramsey',
    county: 'Anoka',
    population: 27646,
    category: 'growing',
    description:
      "Ramsey, in western Anoka County, has grown from a rural township into a commuter suburb with its own Northstar commuter-rail station. The COR, its planned town center near Highway 10, and the city's business parks add new retail, office and light-industrial space.",
    landmarks: ['Mississippi West Regional Park', 'Rum River Central Regional Park'],
    businessDistricts: ['The COR (Ramsey town center)', 'Highway 10 corridor', 'Ramsey Northstar station area'],
    metaTitle: 'Ramsey Commercial Cleaning Services | Twin Pines Cleaning',
    metaDescription:
      'Commercial cleaning in Ramsey, Anoka County, for The COR, Highway 10 businesses and light-industrial buildings. Request your free quote today from our team.',
    keywords: [
      'commercial cleaning ramsey',
      'janitorial services ramsey mn',
      'office cleaning ramsey',
      'commercial cleaners ramsey mn',
      'anoka county commercial cleaning',
    ],
  },
  {
    name: 'Prior Lake',
    slug: 'prior-lake',
    county: 'Scott',
    population: 27617,
    category: 'growing',
    description:
      'Prior Lake is a Scott County lake community whose commercial activity centers on its downtown along Main Avenue and retail along Highway 13 and County Road 42. Enterprises of the neighboring Shakopee Mdewakanton Sioux Community, including Mystic Lake Casino Hotel, are major employers in the area.',
    landmarks: ['Upper and Lower Prior Lake', 'Cleary Lake Regional Park', 'Lakefront Park'],
    businessDistricts: ['Downtown Prior Lake (Main Avenue)', 'Highway 13 corridor', 'County Road 42 corridor'],
    metaTitle: 'Prior Lake Commercial Cleaning Services | Twin Pines Cleaning',
    metaDescription:
      'Commercial cleaning in Prior Lake, Scott County, for downtown Main Avenue shops, Highway 13 retail and offices. Request your free, custom quote today.',
    keywords: [
      'commercial cleaning prior lake',
      'janitorial services prior lake mn',
      'office cleaning prior lake',
      'commercial cleaners prior lake mn',
      'scott county commercial cleaning',
    ],
  },
  {
    name: 'Chanhassen',
    slug: 'chanhassen',
    county: 'Carver',
    population: 25947,
    category: 'growing',
    description:
      "Chanhassen is home to Prince's Paisley Park and the Chanhassen Dinner Theatres, and it hosts corporate and light-industrial employers along the Highway 5 and Highway 212 corridors, including Life Time's headquarters. Its downtown along West 78th Street adds retail, restaurants and professional offices.",
    landmarks: ['Paisley Park', 'Chanhassen Dinner Theatres', 'Lake Ann Park'],
    businessDistricts: ['Downtown Chanhassen (West 78th Street)', 'Highway 5 corridor', 'Highway 212 corridor'],
    metaTitle: 'Chanhassen Commercial Cleaning Services | Twin Pines Cleaning',
    metaDescription:
      'Commercial cleaning in Chanhassen, Carver County, for Highway 5 corporate offices, downtown retail and light-industrial sites. Request a free quote today.',
    keywords: [
      'commercial cleaning chanhassen',
      'janitorial services chanhassen mn',
      'office cleaning chanhassen',
      'commercial cleaners chanhassen mn',
      'carver county commercial cleaning',
    ],
  },
  {
    name: 'Elk River',
    slug: 'elk-river',
    county: 'Sherburne',
    population: 25835,
    category: 'growing',
    description:
      'Elk River, the Sherburne County seat, sits where the Elk River meets the Mississippi northwest of the Twin Cities. Its historic downtown, the Highway 10 and Highway 169 commercial corridors and a Northstar commuter-rail station support retail, manufacturing and public-sector buildings.',
    landmarks: ['Oliver H. Kelley Farm', 'Lake Orono', 'Mississippi River'],
    businessDistricts: ['Downtown Elk River', 'Highway 10 / Highway 169 corridor'],
    metaTitle: 'Elk River Commercial Cleaning Services | Twin Pines Cleaning',
    metaDescription:
      'Commercial cleaning in Elk River, Sherburne County, for downtown offices, Highway 10 and 169 retail and industrial sites. Request your free quote today.',
    keywords: [
      'commercial cleaning elk river',
      'janitorial services elk river mn',
      'office cleaning elk river',
      'commercial cleaners elk river mn',
      'sherburne county commercial cleaning',
    ],
  },
  {
    name: 'Rosemount',
    slug: 'rosemount',
    county: 'Dakota',
    population: 25650,
    category: 'growing',
    description:
      "Rosemount combines a growing residential community with the Pine Bend heavy-industrial area along the Mississippi, home to the Flint Hills Resources refinery. Dakota County Technical College, the University of Minnesota's UMore Park and retail along County Road 42 and Highway 3 round out its commercial base.",
    landmarks: ['UMore Park', 'Dakota County Technical College', 'Flint Hills Resources Pine Bend Refinery'],
    businessDistricts: ['Downtown Rosemount', 'County Road 42 / Highway 3 corridor', 'Pine Bend industrial area'],
    metaTitle: 'Rosemount Commercial Cleaning Services | Twin Pines Cleaning',
    metaDescription:
      'Commercial and industrial cleaning in Rosemount, Dakota County, for County Road 42 retail, campus and industrial sites. Request your free quote today.',
    keywords: [
      'commercial cleaning rosemount',
      'janitorial services rosemount mn',
      'office cleaning rosemount',
      'commercial cleaners rosemount mn',
      'dakota county commercial cleaning',
    ],
  },
  {
    name: 'Champlin',
    slug: 'champlin',
    county: 'Hennepin',
    population: 23919,
    category: 'growing',
    description:
      'Champlin is a residential Hennepin County suburb on the Mississippi River across from Anoka, with most of its commercial property along Highway 169 and near the Mill Pond. Retail centers, clinics, restaurants and small offices serve its growing neighborhoods.',
    landmarks: ['Champlin Mill Pond', 'Elm Creek Park Reserve', 'Mississippi River'],
    businessDistricts: ['Highway 169 corridor', 'Mill Pond area'],
    metaTitle: 'Champlin Commercial Cleaning Services | Twin Pines Cleaning',
    metaDescription:
      'Commercial cleaning in Champlin, Hennepin County, for Highway 169 retail centers, clinics and small offices. Request your free, no-obligation quote today.',
    keywords: [
      'commercial cleaning champlin',
      'janitorial services champlin mn',
      'office cleaning champlin',
      'commercial cleaners champlin mn',
      'hennepin county commercial cleaning',
    ],
  },
  {
    name: 'Farmington',
    slug: 'farmington',
    county: 'Dakota',
    population: 23632,
    category: 'growing',
    description:
      'Farmington hosts the Dakota County Fair each summer and combines a historic downtown with newer residential and commercial growth along Highway 3 and Pilot Knob Road. Schools, clinics, downtown storefronts and small industrial buildings make up much of its commercial space.',
    landmarks: ['Dakota County Fairgrounds', 'Vermillion River', 'Rambling River Park'],
    businessDistricts: ['Downtown Farmington', 'Highway 3 corridor', 'Pilot Knob Road corridor'],
    metaTitle: 'Farmington Commercial Cleaning Services | Twin Pines Cleaning',
    metaDescription:
      'Commercial cleaning in Farmington, Dakota County, for downtown storefronts, clinics and Highway 3 businesses. Request your free, no-obligation quote today.',
    keywords: [
      'commercial cleaning farmington',
      'janitorial services farmington mn',
      'office cleaning farmington',
      'commercial cleaners farmington mn',
      'dakota county commercial cleaning',
    ],
  },
  {
    name: 'Lino Lakes',
    slug: 'lino-lakes',
    county: 'Anoka',
    population: 21399,
    category: 'growing',
    description:
      'Lino Lakes lies between I-35E and I-35W in Anoka County, and much of the city is lakes, wetlands and parkland, including the Rice Creek Chain of Lakes Park Reserve. With easy interstate access, newer retail, medical and light-industrial development is filling in around Lake Drive and the freeway interchanges.',
    landmarks: ['Rice Creek Chain of Lakes Park Reserve', 'Wargo Nature Center'],
    businessDistricts: ['Lake Drive corridor', 'I-35W and I-35E interchange areas'],
    metaTitle: 'Lino Lakes Commercial Cleaning Services | Twin Pines Cleaning',
    metaDescription:
      'Commercial cleaning in Lino Lakes, Anoka County, for Lake Drive retail, medical offices and I-35 corridor facilities. Request your free quote today.',
    keywords: [
      'commercial cleaning lino lakes',
      'janitorial services lino lakes mn',
      'office cleaning lino lakes',
      'commercial cleaners lino lakes mn',
      'anoka county commercial cleaning',
    ],
  },
  {
    name: 'Otsego',
    slug: 'otsego',
    county: 'Wright',
    population: 19966,
    category: 'growing',
    description:
      'Otsego, in eastern Wright County between the Mississippi and Crow rivers, has added new industrial parks, distribution buildings and retail along I-94 and Highway 101 as its population has grown. Much of its commercial space is recent construction serving an expanding residential base.',
    landmarks: ['Mississippi River', 'Crow River'],
    businessDistricts: ['I-94 corridor', 'Highway 101 corridor'],
    metaTitle: 'Otsego Commercial Cleaning Services | Twin Pines Cleaning',
    metaDescription:
      'Commercial cleaning in Otsego, Wright County, for I-94 and Highway 101 industrial, distribution and retail buildings. Request your free quote today.',
    keywords: [
      'commercial cleaning otsego',
      'janitorial services otsego mn',
      'office cleaning otsego',
      'commercial cleaners otsego mn',
      'wright county commercial cleaning',
    ],
  },
  {
    name: 'St. Michael',
    slug: 'st-michael',
    county: 'Wright',
    population: 18235,
    category: 'growing',
    description:
      "St. Michael, in eastern Wright County, takes its name from the historic Church of St. Michael and continued growing after 2020. Commercial development is concentrated along Highway 241 and near I-94, complementing the city's small Main Street downtown.",
    landmarks: ['Church of St. Michael', 'Crow River'],
    businessDistricts: ['Downtown St. Michael', 'Highway 241 corridor', 'I-94 corridor'],
    metaTitle: 'St. Michael Commercial Cleaning Services | Twin Pines Cleaning',
    metaDescription:
      'Commercial cleaning in St. Michael, Wright County, for Highway 241 retail, I-94 businesses and downtown offices. Request your free, custom quote today.',
    keywords: [
      'commercial cleaning st michael',
      'janitorial services st michael mn',
      'office cleaning st michael',
      'commercial cleaners st michael mn',
      'wright county commercial cleaning',
    ],
  },
  {
    name: 'Ham Lake',
    slug: 'ham-lake',
    county: 'Anoka',
    population: 16464,
    category: 'growing',
    description:
      'Ham Lake is a semi-rural Anoka County city whose main commercial corridor is Highway 65, lined with retail, service businesses and light-industrial buildings. Large residential lots and remaining farmland surround that corridor, keeping most business activity close to the highway.',
    landmarks: ['Ham Lake', 'Lake Netta'],
    businessDistricts: ['Highway 65 corridor', 'Soderville area'],
    metaTitle: 'Ham Lake Commercial Cleaning Services | Twin Pines Cleaning',
    metaDescription:
      'Commercial cleaning in Ham Lake, Anoka County, for Highway 65 retail, service businesses and light-industrial buildings. Request your free quote today.',
    keywords: [
      'commercial cleaning ham lake',
      'janitorial services ham lake mn',
      'office cleaning ham lake',
      'commercial cleaners ham lake mn',
      'anoka county commercial cleaning',
    ],
  },
  {
    name: 'Hugo',
    slug: 'hugo',
    county: 'Washington',
    population: 15766,
    category: 'growing',
    description:
      'Hugo, in northern Washington County, has grown from a railroad village of about 6,400 residents in 2000 to nearly 16,000 in 2020. Its commercial core runs along Highway 61, with retail, restaurants, clinics and small industrial buildings serving new neighborhoods.',
    landmarks: ['Oneka Lake', 'Rice Lake', 'Hardwood Creek Regional Trail'],
    businessDistricts: ['Highway 61 corridor', 'Downtown Hugo'],
    metaTitle: 'Hugo Commercial Cleaning Services | Twin Pines Cleaning',
    metaDescription:
      'Commercial cleaning in Hugo, Washington County, for Highway 61 retail, clinics and light-industrial buildings. Request your free, no-obligation quote today.',
    keywords: [
      'commercial cleaning hugo',
      'janitorial services hugo mn',
      'office cleaning hugo',
      'commercial cleaners hugo mn',
      'washington county commercial cleaning',
    ],
  },
  {
    name: 'Rogers',
    slug: 'rogers',
    county: 'Hennepin',
    population: 13295,
    category: 'growing',
    description:
      "Rogers straddles I-94 and Highway 101 in northwest Hennepin County, and its economy leans on industrial employers such as Graco and Reinhart Foodservice along with large retail such as Cabela's. Warehouses, plants and highway retail make up much of its commercial space.",
    landmarks: ['Crow River', "Cabela's Rogers"],
    businessDistricts: ['I-94 / Highway 101 corridor', 'Downtown Rogers'],
    metaTitle: 'Rogers Commercial Cleaning Services | Twin Pines Cleaning',
    metaDescription:
      'Commercial and industrial cleaning in Rogers, Hennepin County, for I-94 warehouses, plants and highway retail. Request your free quote today from Twin Pines.',
    keywords: [
      'commercial cleaning rogers',
      'janitorial services rogers mn',
      'office cleaning rogers',
      'commercial cleaners rogers mn',
      'hennepin county commercial cleaning',
    ],
  },
  {
    name: 'Waconia',
    slug: 'waconia',
    county: 'Carver',
    population: 13033,
    category: 'growing',
    description:
      'Waconia draws visitors to Lake Waconia and hosts the Carver County Fair, while Ridgeview Medical Center makes it a regional healthcare employer. Its Main Street downtown and Highway 5 corridor add retail, restaurants and professional offices.',
    landmarks: ['Lake Waconia', 'Coney Island', 'Carver County Fairgrounds'],
    businessDistricts: ['Downtown Waconia (Main Street)', 'Highway 5 corridor', 'Ridgeview Medical Center campus'],
    metaTitle: 'Waconia Commercial Cleaning Services | Twin Pines Cleaning',
    metaDescription:
      'Commercial cleaning in Waconia, Carver County, for Main Street shops, medical offices and Highway 5 businesses. Request your free, no-obligation quote today.',
    keywords: [
      'commercial cleaning waconia',
      'janitorial services waconia mn',
      'office cleaning waconia',
      'commercial cleaners waconia mn',
      'carver county commercial cleaning',
    ],
  },
  {
    name: 'Dayton',
    slug: 'dayton',
    county: 'Hennepin',
    population: 7262,
    category: 'growing',
    description:
      'Dayton is the northernmost city in Hennepin County, at the confluence of the Mississippi and Crow rivers, and is converting farmland into new neighborhoods and business parks. New industrial and commercial buildings near I-94 are adding to a base that was once mostly small local businesses.',
    landmarks: ['Confluence of the Mississippi and Crow rivers', 'Elm Creek Park Reserve'],
    businessDistricts: ['I-94 corridor', 'Dayton River Road corridor'],
    metaTitle: 'Dayton Commercial Cleaning Services | Twin Pines Cleaning',
    metaDescription:
      'Commercial cleaning in Dayton, Hennepin County, for new I-94 industrial buildings and local businesses along the river. Request your free quote today.',
    keywords: [
      'commercial cleaning dayton',
      'janitorial services dayton mn',
      'office cleaning dayton',
      'commercial cleaners dayton mn',
      'hennepin county commercial cleaning',
    ],
  },
  // ---- business ----
  {
    name: 'Brooklyn Park',
    slug: 'brooklyn-park',
    county: 'Hennepin',
    population: 86478,
    category: 'business',
    description:
      "Brooklyn Park is one of Minnesota's largest cities and a major northwest-metro employment center, anchored by Target's northern campus along Highway 610. Corporate offices, medical-device makers, distribution centers and retail along Brooklyn Boulevard give it a large and varied commercial base.",
    landmarks: ['Edinburgh USA Golf Course', 'Brooklyn Park Historical Farm', 'Coon Rapids Dam Regional Park'],
    businessDistricts: ['Highway 610 corridor', 'Target Northern Campus', 'Brooklyn Boulevard corridor'],
    metaTitle: 'Brooklyn Park Commercial Cleaning Services | Twin Pines Cleaning',
    metaDescription:
      'Commercial cleaning in Brooklyn Park, Hennepin County, for Highway 610 corporate campuses, distribution sites and retail. Request your free quote today.',
    keywords: [
      'commercial cleaning brooklyn park',
      'janitorial services brooklyn park mn',
      'office cleaning brooklyn park',
      'commercial cleaners brooklyn park mn',
      'hennepin county commercial cleaning',
    ],
  },
  {
    name: 'Eagan',
    slug: 'eagan',
    county: 'Dakota',
    population: 68855,
    category: 'business',
    description:
      "Eagan is a major Dakota County office center, home to Thomson Reuters' large campus, Blue Cross and Blue Shield of Minnesota and the Minnesota Vikings' headquarters at Viking Lakes. Corporate offices along the Yankee Doodle Road corridor and retail at Central Park Commons and Twin Cities Premium Outlets add steady cleaning demand.",
    landmarks: ['Lebanon Hills Regional Park', 'Caponi Art Park', 'TCO Performance Center'],
    businessDistricts: [
      'Central Park Commons',
      'Eagan Corporate Center / Yankee Doodle Road corridor',
      'Viking Lakes',
      'Twin Cities Premium Outlets',
    ],
    metaTitle: 'Eagan Commercial Cleaning Services | Twin Pines Cleaning',
    metaDescription:
      'Office and janitorial cleaning in Eagan, Dakota County, for Yankee Doodle Road offices, Viking Lakes and Central Park Commons. Get your free quote today.',
    keywords: [
      'commercial cleaning eagan',
      'janitorial services eagan mn',
      'office cleaning eagan',
      'commercial cleaners eagan mn',
      'dakota county commercial cleaning',
    ],
  },
  {
    name: 'Burnsville',
    slug: 'burnsville',
    county: 'Dakota',
    population: 64317,
    category: 'business',
    description:
      'Burnsville, near where I-35 splits into I-35W and I-35E, is a long-established Dakota County retail and office center anchored by Burnsville Center and the Heart of the City district. Office parks, medical buildings and industrial users along Highway 13 add steady demand for commercial cleaning.',
    landmarks: ['Buck Hill', 'Ames Center', 'Crystal Lake'],
    businessDistricts: ['Burnsville Center area', 'Heart of the City', 'Highway 13 corridor', 'I-35W corridor'],
    metaTitle: 'Burnsville Commercial Cleaning Services | Twin Pines Cleaning',
    metaDescription:
      'Commercial cleaning in Burnsville, Dakota County, for Heart of the City offices, Burnsville Center retail and Highway 13 sites. Request your free quote.',
    keywords: [
      'commercial cleaning burnsville',
      'janitorial services burnsville mn',
      'office cleaning burnsville',
      'commercial cleaners burnsville mn',
      'dakota county commercial cleaning',
    ],
  },
  {
    name: 'St. Louis Park',
    slug: 'st-louis-park',
    county: 'Hennepin',
    population: 50010,
    category: 'business',
    description:
      'St. Louis Park borders Minneapolis and packs dense office and mixed-use districts such as the West End and Excelsior & Grand into a first-ring suburb. Park Nicollet Methodist Hospital and a broad mix of corporate offices, clinics and retail along I-394 and Highway 100 create year-round cleaning demand.',
    landmarks: ['Westwood Hills Nature Center', 'Minnehaha Creek', 'St. Louis Park Recreation Center'],
    businessDistricts: ['West End', 'Excelsior & Grand', 'Knollwood', 'I-394 / Highway 100 corridor'],
    metaTitle: 'St. Louis Park Commercial Cleaning Services | Twin Pines Cleaning',
    metaDescription:
      'Commercial cleaning in St. Louis Park, Hennepin County, for West End offices, Excelsior & Grand retail and medical clinics. Request your free quote today.',
    keywords: [
      'commercial cleaning st louis park',
      'janitorial services st louis park mn',
      'office cleaning st louis park',
      'commercial cleaners st louis park mn',
      'hennepin county commercial cleaning',
    ],
  },
  {
    name: 'Cottage Grove',
    slug: 'cottage-grove',
    county: 'Washington',
    population: 38065,
    category: 'business',
    description:
      "Cottage Grove, on the Mississippi in southern Washington County, pairs large industrial employers, including 3M's Cottage Grove Center and Renewal by Andersen, with retail and services along Highway 61. Manufacturing plants, offices and growing retail centers make up its commercial base.",
    landmarks: ['Cottage Grove Ravine Regional Park', 'Mississippi River'],
    businessDistricts: ['Highway 61 / East Point Douglas Road corridor', '3M Cottage Grove Center'],
    metaTitle: 'Cottage Grove Commercial Cleaning Services | Twin Pines Cleaning',
    metaDescription:
      'Commercial and industrial cleaning in Cottage Grove, Washington County, for Highway 61 retail, offices and plants. Request your free quote today.',
    keywords: [
      'commercial cleaning cottage grove',
      'janitorial services cottage grove mn',
      'office cleaning cottage grove',
      'commercial cleaners cottage grove mn',
      'washington county commercial cleaning',
    ],
  },
  {
    name: 'Richfield',
    slug: 'richfield',
    county: 'Hennepin',
    population: 36994,
    category: 'business',
    description:
      "Richfield, a first-ring suburb between Minneapolis and MSP Airport, is home to Best Buy's corporate headquarters. Its I-494 frontage, Lyndale and Penn avenue retail strips and redeveloped mixed-use sites give the city a compact, busy commercial base.",
    landmarks: ['Wood Lake Nature Center', 'Veterans Memorial Park', 'Best Buy corporate campus'],
    businessDistricts: ['I-494 corridor', 'Lyndale Avenue corridor', 'Penn Avenue corridor'],
    metaTitle: 'Richfield Commercial Cleaning Services | Twin Pines Cleaning',
    metaDescription:
      'Commercial cleaning in Richfield, Hennepin County, for I-494 offices, Lyndale and Penn Avenue retail and mixed-use sites. Request your free quote today.',
    keywords: [
      'commercial cleaning richfield',
      'janitorial services richfield mn',
      'office cleaning richfield',
      'commercial cleaners richfield mn',
      'hennepin county commercial cleaning',
    ],
  },
  {
    name: 'Roseville',
    slug: 'roseville',
    county: 'Ramsey',
    population: 36254,
    category: 'business',
    description:
      'Roseville sits between Minneapolis and St. Paul and is a major retail destination centered on Rosedale Center and Highway 36. Office parks, corporate offices and redevelopment in the Twin Lakes area along I-35W add a large base of commercial property.',
    landmarks: ['Rosedale Center', 'Guidant John Rose Minnesota OVAL', 'Harriet Alexander Nature Center'],
    businessDistricts: ['Rosedale Center area', 'Highway 36 corridor', 'Twin Lakes area', 'I-35W corridor'],
    metaTitle: 'Roseville Commercial Cleaning Services | Twin Pines Cleaning',
    metaDescription:
      'Commercial cleaning in Roseville, Ramsey County, for Rosedale-area retail, Highway 36 offices and Twin Lakes businesses. Request your free quote today.',
    keywords: [
      'commercial cleaning roseville',
      'janitorial services roseville mn',
      'office cleaning roseville',
      'commercial cleaners roseville mn',
      'ramsey county commercial cleaning',
    ],
  },
  {
    name: 'Inver Grove Heights',
    slug: 'inver-grove-heights',
    county: 'Dakota',
    population: 35801,
    category: 'business',
    description:
      'Inver Grove Heights is home to the headquarters of agribusiness cooperative CHS Inc., with offices, retail and industrial users along the Highway 52 and Highway 3 (South Robert Trail) corridors. The Concord Boulevard area adds older commercial buildings and small businesses.',
    landmarks: ['Inver Wood Golf Course', 'Veterans Memorial Community Center', 'Mississippi River'],
    businessDistricts: ['Highway 52 corridor', 'Highway 3 (South Robert Trail) corridor', 'Concord Boulevard'],
    metaTitle: 'Inver Grove Heights Commercial Cleaning Services | Twin Pines Cleaning',
    metaDescription:
      'Commercial cleaning in Inver Grove Heights, Dakota County, for Highway 52 offices, industrial sites and retail. Request your free, no-obligation quote.',
    keywords: [
      'commercial cleaning inver grove heights',
      'janitorial services inver grove heights mn',
      'office cleaning inver grove heights',
      'commercial cleaners inver grove heights mn',
      'dakota county commercial cleaning',
    ],
  },
  {
    name: 'Brooklyn Center',
    slug: 'brooklyn-center',
    county: 'Hennepin',
    population: 33782,
    category: 'business',
    description:
      'Brooklyn Center sits where I-94 and I-694 meet north of Minneapolis, giving its hotels, offices and light-industrial buildings quick freeway access. The Earle Brown Heritage Center conference venue and retail at Shingle Creek Crossing are among its largest commercial properties.',
    landmarks: ['Earle Brown Heritage Center', 'Palmer Lake Park', 'Centennial Park'],
    businessDistricts: ['Shingle Creek Crossing', 'I-94 / I-694 corridor'],
    metaTitle: 'Brooklyn Center Commercial Cleaning Services | Twin Pines Cleaning',
    metaDescription:
      'Commercial cleaning in Brooklyn Center, Hennepin County, for hotels, event venues and Shingle Creek Crossing retail. Request your free quote today.',
    keywords: [
      'commercial cleaning brooklyn center',
      'janitorial services brooklyn center mn',
      'office cleaning brooklyn center',
      'commercial cleaners brooklyn center mn',
      'hennepin county commercial cleaning',
    ],
  },
  {
    name: 'Fridley',
    slug: 'fridley',
    county: 'Anoka',
    population: 29590,
    category: 'business',
    description:
      "Fridley is home to Medtronic's U.S. operational headquarters and a dense base of manufacturing and distribution along University Avenue, Highway 65 and East River Road. Offices, plants and warehouses near the Mississippi make it a key industrial suburb north of Minneapolis.",
    landmarks: ['Springbrook Nature Center', 'Mississippi River', 'Locke Park'],
    businessDistricts: ['Medtronic campus', 'University Avenue corridor', 'Highway 65 corridor', 'East River Road industrial area'],
    metaTitle: 'Fridley Commercial Cleaning Services | Twin Pines Cleaning',
    metaDescription:
      'Commercial and industrial cleaning in Fridley, Anoka County, for University Avenue plants, offices and warehouses. Request your free quote today.',
    keywords: [
      'commercial cleaning fridley',
      'janitorial services fridley mn',
      'office cleaning fridley',
      'commercial cleaners fridley mn',
      'anoka county commercial cleaning',
    ],
  },
  {
    name: 'Oakdale',
    slug: 'oakdale',
    county: 'Washington',
    population: 28020,
    category: 'business',
    description:
      'Oakdale sits along I-694 between St. Paul and Stillwater, with big-box and neighborhood retail along 10th Street and Highway 36 and corporate, medical and light-industrial buildings near the freeway. Clinics, schools and service businesses fill out its commercial space.',
    landmarks: ['Oakdale Nature Preserve', 'Gateway State Trail'],
    businessDistricts: ['I-694 corridor', 'Highway 36 corridor', '10th Street North corridor'],
    metaTitle: 'Oakdale Commercial Cleaning Services | Twin Pines Cleaning',
    metaDescription:
      'Commercial cleaning in Oakdale, Washington County, for I-694 offices, 10th Street retail and light-industrial buildings. Request your free quote today.',
    keywords: [
      'commercial cleaning oakdale',
      'janitorial services oakdale mn',
      'office cleaning oakdale',
      'commercial cleaners oakdale mn',
      'washington county commercial cleaning',
    ],
  },
  {
    name: 'White Bear Lake',
    slug: 'white-bear-lake',
    county: 'Ramsey',
    population: 24883,
    category: 'business',
    description:
      "White Bear Lake's historic downtown near the lakeshore mixes restaurants, boutiques and professional offices, while Highway 61 carries larger retail, medical and industrial users. Century College adds a sizable campus to the city's commercial and institutional mix.",
    landmarks: ['White Bear Lake', 'Fillebrown House', 'Matoska Park', 'Century College'],
    businessDistricts: ['Downtown White Bear Lake', 'Highway 61 corridor'],
    metaTitle: 'White Bear Lake Commercial Cleaning Services | Twin Pines Cleaning',
    metaDescription:
      'Commercial cleaning in White Bear Lake, Ramsey County, for downtown offices, Highway 61 retail and medical buildings. Request your free quote today.',
    keywords: [
      'commercial cleaning white bear lake',
      'janitorial services white bear lake mn',
      'office cleaning white bear lake',
      'commercial cleaners white bear lake mn',
      'ramsey county commercial cleaning',
    ],
  },
  {
    name: 'New Brighton',
    slug: 'new-brighton',
    county: 'Ramsey',
    population: 23454,
    category: 'business',
    description:
      'New Brighton, in northern Ramsey County near the I-35W and I-694 interchange, mixes older industrial land along Old Highway 8 with newer office, medical and multifamily development. Small retail centers and light-industrial buildings serve the rest of the city.',
    landmarks: ['Long Lake Regional Park', 'Rice Creek'],
    businessDistricts: ['Old Highway 8 corridor', 'Silver Lake Road corridor', 'I-35W / I-694 interchange area'],
    metaTitle: 'New Brighton Commercial Cleaning Services | Twin Pines Cleaning',
    metaDescription:
      'Commercial cleaning in New Brighton, Ramsey County, for Old Highway 8 offices, medical buildings and light-industrial sites. Request your free quote today.',
    keywords: [
      'commercial cleaning new brighton',
      'janitorial services new brighton mn',
      'office cleaning new brighton',
      'commercial cleaners new brighton mn',
      'ramsey county commercial cleaning',
    ],
  },
  {
    name: 'Crystal',
    slug: 'crystal',
    county: 'Hennepin',
    population: 23330,
    category: 'business',
    description:
      'Crystal is a first-ring suburb northwest of Minneapolis with neighborhood retail along Bass Lake Road and West Broadway and light-industrial and aviation businesses around Crystal Airport. Small offices, clinics and service businesses fill much of its commercial space.',
    landmarks: ['Crystal Airport', 'Becker Park', 'Bassett Creek Park'],
    businessDistricts: ['Bass Lake Road corridor', 'West Broadway', 'Douglas Drive corridor'],
    metaTitle: 'Crystal Commercial Cleaning Services | Twin Pines Cleaning',
    metaDescription:
      'Commercial cleaning in Crystal, Hennepin County, for Bass Lake Road retail, small offices and Crystal Airport businesses. Request your free quote today.',
    keywords: [
      'commercial cleaning crystal',
      'janitorial services crystal mn',
      'office cleaning crystal',
      'commercial cleaners crystal mn',
      'hennepin county commercial cleaning',
    ],
  },
  {
    name: 'Hastings',
    slug: 'hastings',
    county: 'Dakota',
    population: 22154,
    category: 'business',
    description:
      'Hastings, the Dakota County seat, has a historic downtown along the Mississippi with brick storefronts, restaurants and professional offices. County government buildings and commercial development along Highways 55 and 61 round out its business community.',
    landmarks: ['LeDuc Historic Estate', 'Vermillion Falls Park', 'Lock and Dam No. 2'],
    businessDistricts: ['Historic downtown (Second Street)', 'Highway 55 corridor', 'Highway 61 corridor'],
    metaTitle: 'Hastings Commercial Cleaning Services | Twin Pines Cleaning',
    metaDescription:
      'Commercial cleaning in Hastings, Dakota County, for historic downtown storefronts, county offices and Highway 61 businesses. Request your free quote today.',
    keywords: [
      'commercial cleaning hastings',
      'janitorial services hastings mn',
      'office cleaning hastings',
      'commercial cleaners hastings mn',
      'dakota county commercial cleaning',
    ],
  },
  {
    name: 'New Hope',
    slug: 'new-hope',
    county: 'Hennepin',
    population: 21986,
    category: 'business',
    description:
      'New Hope is a compact first-ring suburb with a sizable light-industrial and manufacturing base near Highway 169 and neighborhood retail along Winnetka Avenue and Bass Lake Road. Small offices, clinics and schools round out its commercial buildings.',
    landmarks: ['Northwood Park', 'New Hope Ice Arena'],
    businessDistricts: ['Winnetka Avenue corridor', 'Bass Lake Road corridor', 'Highway 169 corridor'],
    metaTitle: 'New Hope Commercial Cleaning Services | Twin Pines Cleaning',
    metaDescription:
      'Commercial cleaning in New Hope, Hennepin County, for Highway 169 light-industrial sites, Winnetka Avenue retail and offices. Request your free quote.',
    keywords: [
      'commercial cleaning new hope',
      'janitorial services new hope mn',
      'office cleaning new hope',
      'commercial cleaners new hope mn',
      'hennepin county commercial cleaning',
    ],
  },
  {
    name: 'Columbia Heights',
    slug: 'columbia-heights',
    county: 'Anoka',
    population: 21973,
    category: 'business',
    description:
      "Columbia Heights borders northeast Minneapolis, and its Central Avenue corridor is lined with restaurants, grocers and small businesses, including the historic Heights Theatre. Older commercial buildings, offices and light-industrial space fill out the city's compact business base.",
    landmarks: ['Heights Theatre', 'Huset Park', 'Silver Lake'],
    businessDistricts: ['Central Avenue corridor', 'University Avenue corridor'],
    metaTitle: 'Columbia Heights Commercial Cleaning Services | Twin Pines Cleaning',
    metaDescription:
      'Commercial cleaning in Columbia Heights, Anoka County, for Central Avenue restaurants, small businesses and offices. Request your free quote today.',
    keywords: [
      'commercial cleaning columbia heights',
      'janitorial services columbia heights mn',
      'office cleaning columbia heights',
      'commercial cleaners columbia heights mn',
      'anoka county commercial cleaning',
    ],
  },
  {
    name: 'South St. Paul',
    slug: 'south-st-paul',
    county: 'Dakota',
    population: 20759,
    category: 'business',
    description:
      'South St. Paul was once home to the massive St. Paul Union Stockyards, and much of that riverfront land is now BridgePoint Business Park. Concord Street, Southview Boulevard and Fleming Field airport add offices, retail and aviation businesses.',
    landmarks: ['Fleming Field (South St. Paul Municipal Airport)', 'Kaposia Landing', 'Mississippi River Regional Trail'],
    businessDistricts: ['BridgePoint Business Park', 'Concord Street corridor', 'Southview Boulevard'],
    metaTitle: 'South St. Paul Commercial Cleaning Services | Twin Pines Cleaning',
    metaDescription:
      'Commercial cleaning in South St. Paul, Dakota County, for BridgePoint Business Park, Concord Street offices and retail. Request your free quote today.',
    keywords: [
      'commercial cleaning south st paul',
      'janitorial services south st paul mn',
      'office cleaning south st paul',
      'commercial cleaners south st paul mn',
      'dakota county commercial cleaning',
    ],
  },
  {
    name: 'West St. Paul',
    slug: 'west-st-paul',
    county: 'Dakota',
    population: 20615,
    category: 'business',
    description:
      "West St. Paul's commercial life runs along Robert Street, a long retail corridor lined with shopping centers, restaurants, auto dealers and medical offices. The Signal Hills area and smaller office buildings round out the city's business base.",
    landmarks: ['Thompson County Park', 'Dodge Nature Center'],
    businessDistricts: ['Robert Street corridor', 'Signal Hills'],
    metaTitle: 'West St. Paul Commercial Cleaning Services | Twin Pines Cleaning',
    metaDescription:
      'Commercial cleaning in West St. Paul, Dakota County, for Robert Street retail, restaurants and medical offices. Request your free, no-obligation quote.',
    keywords: [
      'commercial cleaning west st paul',
      'janitorial services west st paul mn',
      'office cleaning west st paul',
      'commercial cleaners west st paul mn',
      'dakota county commercial cleaning',
    ],
  },
  {
    name: 'Stillwater',
    slug: 'stillwater',
    county: 'Washington',
    population: 19394,
    category: 'business',
    description:
      'Stillwater, the Washington County seat on the St. Croix River, is often called the birthplace of Minnesota and has a historic downtown full of restaurants, shops and professional offices. County government buildings and retail along Highway 36 and Curve Crest Boulevard add larger commercial properties.',
    landmarks: ['Stillwater Lift Bridge', 'Washington County Historic Courthouse', 'Pioneer Park', 'St. Croix River'],
    businessDistricts: ['Historic downtown (Main Street)', 'Highway 36 corridor', 'Curve Crest Boulevard area'],
    metaTitle: 'Stillwater Commercial Cleaning Services | Twin Pines Cleaning',
    metaDescription:
      'Commercial cleaning in Stillwater, Washington County, for historic Main Street restaurants, shops and Highway 36 offices. Request your free quote today.',
    keywords: [
      'commercial cleaning stillwater',
      'janitorial services stillwater mn',
      'office cleaning stillwater',
      'commercial cleaners stillwater mn',
      'washington county commercial cleaning',
    ],
  },
  {
    name: 'Hopkins',
    slug: 'hopkins',
    county: 'Hennepin',
    population: 19079,
    category: 'business',
    description:
      'Hopkins is known for its walkable Mainstreet and its annual Raspberry Festival, with restaurants, shops and the Hopkins Center for the Arts downtown. Light-industrial and office buildings along Excelsior Boulevard and Blake Road add to its compact commercial base.',
    landmarks: ['Hopkins Center for the Arts', 'Historic Mainstreet', 'Cedar Lake LRT Regional Trail'],
    businessDistricts: ['Mainstreet', 'Excelsior Boulevard corridor', 'Blake Road corridor'],
    metaTitle: 'Hopkins Commercial Cleaning Services | Twin Pines Cleaning',
    metaDescription:
      'Commercial cleaning in Hopkins, Hennepin County, for Mainstreet restaurants, shops and Excelsior Boulevard offices. Request your free quote today.',
    keywords: [
      'commercial cleaning hopkins',
      'janitorial services hopkins mn',
      'office cleaning hopkins',
      'commercial cleaners hopkins mn',
      'hennepin county commercial cleaning',
    ],
  },
  {
    name: 'Anoka',
    slug: 'anoka',
    county: 'Anoka',
    population: 17921,
    category: 'business',
    description:
      'Anoka, the Anoka County seat at the confluence of the Rum and Mississippi rivers, bills itself as the Halloween Capital of the World. Its historic downtown, county government buildings and industrial employers along Highway 10 create a varied commercial mix.',
    landmarks: ['Rum River', 'Mississippi River', 'Anoka County Courthouse'],
    businessDistricts: ['Downtown Anoka', 'Highway 10 corridor', 'Anoka Northstar station area'],
    metaTitle: 'Anoka Commercial Cleaning Services | Twin Pines Cleaning',
    metaDescription:
      'Commercial cleaning in Anoka, Anoka County, for downtown businesses, county offices and Highway 10 industrial sites. Request your free quote today.',
    keywords: [
      'commercial cleaning anoka',
      'janitorial services anoka mn',
      'office cleaning anoka',
      'commercial cleaners anoka mn',
      'anoka county commercial cleaning',
    ],
  },
  {
    name: 'Robbinsdale',
    slug: 'robbinsdale',
    county: 'Hennepin',
    population: 14646,
    category: 'business',
    description:
      "Robbinsdale's West Broadway downtown has small restaurants and shops, and North Memorial Health Hospital makes the city a significant healthcare employer, with surrounding clinics and medical offices. Older storefronts and offices along Highway 100 complete its commercial base.",
    landmarks: ['Crystal Lake', 'North Memorial Health Hospital'],
    businessDistricts: ['Downtown Robbinsdale (West Broadway)', 'North Memorial medical campus', 'Highway 100 corridor'],
    metaTitle: 'Robbinsdale Commercial Cleaning Services | Twin Pines Cleaning',
    metaDescription:
      'Commercial cleaning in Robbinsdale, Hennepin County, for West Broadway businesses, clinics and medical offices. Request your free, no-obligation quote today.',
    keywords: [
      'commercial cleaning robbinsdale',
      'janitorial services robbinsdale mn',
      'office cleaning robbinsdale',
      'commercial cleaners robbinsdale mn',
      'hennepin county commercial cleaning',
    ],
  },
  {
    name: 'Mounds View',
    slug: 'mounds-view',
    county: 'Ramsey',
    population: 13249,
    category: 'business',
    description:
      'Mounds View is a mostly residential Ramsey County suburb whose commercial properties line County Road 10, including distribution and event businesses such as Sysco and the Mermaid Entertainment & Event Center. Retail, offices and service businesses fill the rest of that corridor.',
    landmarks: ['Rice Creek', 'Mounds View City Hall water tower'],
    businessDistricts: ['County Road 10 corridor', 'I-35W / Highway 10 corridor'],
    metaTitle: 'Mounds View Commercial Cleaning Services | Twin Pines Cleaning',
    metaDescription:
      'Commercial cleaning in Mounds View, Ramsey County, for County Road 10 retail, offices, event venues and distribution sites. Request your free quote today.',
    keywords: [
      'commercial cleaning mounds view',
      'janitorial services mounds view mn',
      'office cleaning mounds view',
      'commercial cleaners mounds view mn',
      'ramsey county commercial cleaning',
    ],
  },
  {
    name: 'Vadnais Heights',
    slug: 'vadnais-heights',
    county: 'Ramsey',
    population: 12912,
    category: 'business',
    description:
      'Vadnais Heights sits at the I-35E and I-694 interchange, and commercial growth has concentrated along County Road E, where shops, restaurants and offices serve the community. Light-industrial and office buildings near the interstates add a varied mix of cleaning needs.',
    landmarks: ['Vadnais Lake', 'Vadnais-Snail Lakes Regional Park', 'Sucker Lake'],
    businessDistricts: ['County Road E corridor', 'I-35E / I-694 interchange area', 'Highway 61 corridor'],
    metaTitle: 'Vadnais Heights Commercial Cleaning Services | Twin Pines Cleaning',
    metaDescription:
      'Commercial cleaning in Vadnais Heights, Ramsey County, for County Road E retail, offices and I-35E light-industrial sites. Request your free quote today.',
    keywords: [
      'commercial cleaning vadnais heights',
      'janitorial services vadnais heights mn',
      'office cleaning vadnais heights',
      'commercial cleaners vadnais heights mn',
      'ramsey county commercial cleaning',
    ],
  },
  {
    name: 'North St. Paul',
    slug: 'north-st-paul',
    county: 'Ramsey',
    population: 12364,
    category: 'business',
    description:
      'North St. Paul is an independent city, not a St. Paul neighborhood, with a downtown of brick storefronts and a 20-ton snowman landmark along Highway 36. Small retailers, restaurants, offices and service businesses make up most of its commercial space.',
    landmarks: ['North St. Paul Snowman', 'Silver Lake', 'Casey Lake Park'],
    businessDistricts: ['Historic downtown', 'Highway 36 corridor'],
    metaTitle: 'North St. Paul Commercial Cleaning Services | Twin Pines Cleaning',
    metaDescription:
      'Commercial cleaning in North St. Paul, Ramsey County, for downtown storefronts, offices and Highway 36 businesses. Request your free, no-obligation quote.',
    keywords: [
      'commercial cleaning north st paul',
      'janitorial services north st paul mn',
      'office cleaning north st paul',
      'commercial cleaners north st paul mn',
      'ramsey county commercial cleaning',
    ],
  },
  {
    name: 'Little Canada',
    slug: 'little-canada',
    county: 'Ramsey',
    population: 10819,
    category: 'business',
    description:
      'Little Canada, named for its French-Canadian founders, sits where I-35E, I-694 and Highway 36 meet, giving its light-industrial, office-warehouse and small-business buildings quick access to both downtowns. Retail and restaurants along Rice Street round out its commercial base.',
    landmarks: ['Lake Gervais', 'Canadian Days festival'],
    businessDistricts: ['I-35E and I-694 corridor', 'Rice Street corridor', 'Highway 36 corridor'],
    metaTitle: 'Little Canada Commercial Cleaning Services | Twin Pines Cleaning',
    metaDescription:
      'Commercial cleaning in Little Canada, Ramsey County, for I-35E office-warehouses, Rice Street retail and small businesses. Request your free quote today.',
    keywords: [
      'commercial cleaning little canada',
      'janitorial services little canada mn',
      'office cleaning little canada',
      'commercial cleaners little canada mn',
      'ramsey county commercial cleaning',
    ],
  },
  // ---- rural ----
  {
    name: 'Minnetrista',
    slug: 'minnetrista',
    county: 'Hennepin',
    population: 8262,
    category: 'rural',
    description:
      "Minnetrista is a rural-residential Hennepin County city on Lake Minnetonka's western bays, with farmland, lakeshore homes and preserved open space such as Gale Woods Farm. Commercial property is limited, so work here centers on estates, farms, churches and small business sites along Highway 7.",
    landmarks: ['Lake Minnetonka Regional Park', 'Gale Woods Farm', 'Halsted Bay'],
    businessDistricts: ['Highway 7 corridor', 'County Road 110 corridor'],
    metaTitle: 'Minnetrista Commercial Cleaning Services | Twin Pines Cleaning',
    metaDescription:
      'Commercial and estate cleaning in Minnetrista, Hennepin County, for lakeshore properties, farms and Highway 7 businesses. Request your free quote today.',
    keywords: [
      'commercial cleaning minnetrista',
      'janitorial services minnetrista mn',
      'office cleaning minnetrista',
      'commercial cleaners minnetrista mn',
      'hennepin county commercial cleaning',
    ],
  },
  {
    name: 'Corcoran',
    slug: 'corcoran',
    county: 'Hennepin',
    population: 6185,
    category: 'rural',
    description:
      'Corcoran is a rural city in northwestern Hennepin County, settled in 1855 and incorporated in 1948, with farmland and large-lot homes between Maple Grove, Medina and Greenfield. Business activity is concentrated near Highway 55 along its southern edge and on its main county roads, in small commercial and light-industrial buildings.',
    landmarks: ['Rush Creek Regional Trail'],
    businessDistricts: ['Highway 55 corridor', 'County Road 10 corridor'],
    metaTitle: 'Corcoran Commercial Cleaning Services | Twin Pines Cleaning',
    metaDescription:
      'Commercial cleaning in Corcoran, Hennepin County, for rural business sites, shops and light-industrial buildings near Highway 55. Request a free quote today.',
    keywords: [
      'commercial cleaning corcoran',
      'janitorial services corcoran mn',
      'office cleaning corcoran',
      'commercial cleaners corcoran mn',
      'hennepin county commercial cleaning',
    ],
  },
  {
    name: 'Rockford',
    slug: 'rockford',
    county: 'Wright',
    population: 4842,
    category: 'rural',
    description:
      'Rockford is a small river town on the Crow River that straddles the Wright-Hennepin county line, with a compact Main Street downtown and businesses along Highway 55. Its commercial space is mostly small shops, offices and service businesses serving the town and surrounding farms.',
    landmarks: ['Ames-Florida-Stork House', 'Crow River'],
    businessDistricts: ['Downtown Rockford (Main Street)', 'Highway 55 corridor'],
    metaTitle: 'Rockford Commercial Cleaning Services | Twin Pines Cleaning',
    metaDescription:
      'Commercial cleaning in Rockford, Wright County, for Main Street shops, small offices and Highway 55 businesses. Request your free, no-obligation quote today.',
    keywords: [
      'commercial cleaning rockford',
      'janitorial services rockford mn',
      'office cleaning rockford',
      'commercial cleaners rockford mn',
      'wright county commercial cleaning',
    ],
  },
  {
    name: 'Independence',
    slug: 'independence',
    county: 'Hennepin',
    population: 3975,
    category: 'rural',
    description:
      'Independence is a rural Hennepin County city of farmland, wooded estates and lakes, including Lake Independence and Lake Sarah. Commercial sites are few and mostly along Highway 12, so work here focuses on estates, farms, churches and small businesses that value dependable, discreet service.',
    landmarks: ['Lake Independence', 'Lake Sarah', 'Baker Park Reserve'],
    businessDistricts: ['Highway 12 corridor', 'County Road 19 corridor'],
    metaTitle: 'Independence Commercial Cleaning Services | Twin Pines Cleaning',
    metaDescription:
      'Estate and commercial cleaning in Independence, Hennepin County, for rural properties, churches and Highway 12 businesses. Request your free quote today.',
    keywords: [
      'commercial cleaning independence',
      'janitorial services independence mn',
      'office cleaning independence',
      'commercial cleaners independence mn',
      'hennepin county commercial cleaning',
    ],
  },
  {
    name: 'Hanover',
    slug: 'hanover',
    county: 'Wright',
    population: 3940,
    category: 'rural',
    description:
      'Hanover is a small Crow River city that spans Wright and Hennepin counties, with a historic downtown near the river and its historic iron truss bridge. Commercial property is limited to downtown storefronts, service businesses and small light-industrial sites serving the surrounding countryside.',
    landmarks: ['Crow River', 'Historic Hanover Bridge'],
    businessDistricts: ['Downtown Hanover', 'County Road 19 corridor'],
    metaTitle: 'Hanover Commercial Cleaning Services | Twin Pines Cleaning',
    metaDescription:
      'Commercial cleaning in Hanover, Wright County, for downtown storefronts, service businesses and small industrial sites. Request your free quote today.',
    keywords: [
      'commercial cleaning hanover',
      'janitorial services hanover mn',
      'office cleaning hanover',
      'commercial cleaners hanover mn',
      'wright county commercial cleaning',
    ],
  },
  {
    name: 'Afton',
    slug: 'afton',
    county: 'Washington',
    population: 2955,
    category: 'rural',
    description:
      'Afton is a St. Croix River town best known for Afton Alps and Afton State Park, with a small historic village of restaurants and shops that draws day-trip visitors. Beyond the village, the city is mostly large rural lots, so commercial work centers on hospitality, recreation and estate properties.',
    landmarks: ['Afton State Park', 'Afton Alps', 'St. Croix River'],
    businessDistricts: ['Afton historic village (St. Croix Trail)', 'Highway 95 corridor'],
    metaTitle: 'Afton Commercial Cleaning Services | Twin Pines Cleaning',
    metaDescription:
      'Commercial cleaning in Afton, Washington County, for village restaurants, shops, recreation venues and estates. Request your free, no-obligation quote today.',
    keywords: [
      'commercial cleaning afton',
      'janitorial services afton mn',
      'office cleaning afton',
      'commercial cleaners afton mn',
      'washington county commercial cleaning',
    ],
  },
  {
    name: 'Greenfield',
    slug: 'greenfield',
    county: 'Hennepin',
    population: 2903,
    category: 'rural',
    description:
      'Greenfield is a rural city in northwestern Hennepin County, about 26 miles from Minneapolis, with Highway 55 as its main road and the Crow River along its western edge. Its small businesses cluster along Highway 55 and in its Downtown River District, surrounded by farms and large-lot homes.',
    landmarks: ['Lake Rebecca Park Reserve', 'Crow River', 'Lake Sarah'],
    businessDistricts: ['Highway 55 corridor', 'Downtown River District'],
    metaTitle: 'Greenfield Commercial Cleaning Services | Twin Pines Cleaning',
    metaDescription:
      'Commercial cleaning in Greenfield, Hennepin County, for Highway 55 businesses, rural offices and estate properties. Request your free, no-obligation quote.',
    keywords: [
      'commercial cleaning greenfield',
      'janitorial services greenfield mn',
      'office cleaning greenfield',
      'commercial cleaners greenfield mn',
      'hennepin county commercial cleaning',
    ],
  },
  {
    name: 'Maple Plain',
    slug: 'maple-plain',
    county: 'Hennepin',
    population: 1676,
    category: 'rural',
    description:
      'Maple Plain is a small Hennepin County city along Highway 12, surrounded by the city of Independence, with a compact downtown and businesses strung along the highway. It is home to the headquarters of digital manufacturer Protolabs, along with light-industrial, retail and service businesses.',
    landmarks: ['Baker Park Reserve (adjacent)', 'Lake Independence (nearby)'],
    businessDistricts: ['Highway 12 corridor', 'Downtown Maple Plain'],
    metaTitle: 'Maple Plain Commercial Cleaning Services | Twin Pines Cleaning',
    metaDescription:
      'Commercial cleaning in Maple Plain, Hennepin County, for Highway 12 manufacturers, offices and downtown businesses. Request your free quote today.',
    keywords: [
      'commercial cleaning maple plain',
      'janitorial services maple plain mn',
      'office cleaning maple plain',
      'commercial cleaners maple plain mn',
      'hennepin county commercial cleaning',
    ],
  },
  {
    name: 'Loretto',
    slug: 'loretto',
    county: 'Hennepin',
    population: 688,
    category: 'rural',
    description:
      'Loretto is a tiny northwestern Hennepin County city completely surrounded by the city of Medina. Its small downtown holds a handful of shops, a parish church and local service businesses, making it a close-knit market for small-scale commercial cleaning.',
    landmarks: ['Sts. Peter and Paul Catholic Church'],
    businessDistricts: ['Downtown Loretto', 'County Road 19 corridor'],
    metaTitle: 'Loretto Commercial Cleaning Services | Twin Pines Cleaning',
    metaDescription:
      'Commercial cleaning in Loretto, Hennepin County, for downtown shops, church facilities and local service businesses. Request your free, custom quote today.',
    keywords: [
      'commercial cleaning loretto',
      'janitorial services loretto mn',
      'office cleaning loretto',
      'commercial cleaners loretto mn',
      'hennepin county commercial cleaning',
    ],
  },
  {
    name: 'Hamel',
    slug: 'hamel',
    county: 'Hennepin',
    population: 163,
    category: 'rural',
    description:
      "Hamel is an unincorporated community within the city of Medina, and its Hamel mailing address is shared by many Medina businesses. The Highway 55 corridor through Hamel holds light-industrial, office-warehouse and service businesses, along with Medina's municipal offices.",
    landmarks: ['Medina City Hall'],
    businessDistricts: ['Highway 55 corridor', 'Hamel Road'],
    metaTitle: 'Hamel Commercial Cleaning Services | Twin Pines Cleaning',
    metaDescription:
      'Commercial cleaning in Hamel, Hennepin County, for Highway 55 office-warehouses, light-industrial sites and service firms. Request your free quote today.',
    keywords: [
      'commercial cleaning hamel',
      'janitorial services hamel mn',
      'office cleaning hamel',
      'commercial cleaners hamel mn',
      'hennepin county commercial cleaning',
    ],
  },
];

/**
 * The cities with their local substance (city-local/). Every city has its details: one missing (a new
 * city, a mistyped slug) stops the load by name instead of seeding a thin page.
 */
export const builtInCities: City[] = cityBases.map((base) => {
  const local = cityLocalDetails[base.slug];
  if (!local) throw new Error(`City '${base.slug}' has no local details in city-local/: add them (coordinates, overview, industries, FAQ)`);
  return { ...base, ...local };
});
