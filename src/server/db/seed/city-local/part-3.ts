import type { CityLocal } from './types.ts';

/** Local details by city slug (see index.ts for what belongs here). */
export const cityLocalPart: Record<string, CityLocal> = {
  'brooklyn-center': {
    latitude: 45.0764,
    longitude: -93.3317,
    overview:
      "Freeways shape Brooklyn Center more than any other feature. I-94 comes north out of Minneapolis and merges with I-694 near the Highway 252 junction, the combined freeway runs west across the city, and Highway 100 ends at that interchange after climbing through the middle of town. Brooklyn Boulevard and Shingle Creek Parkway collect what sits along those ramps: hotels and chain restaurants, the open-air stores built on the site of the old Brookdale mall, and office and light-industrial buildings on the frontage roads toward Brooklyn Park. The Mississippi River is the eastern edge, with Fridley across the water.\n\nMost of the building stock went up in the postwar decades, when farms in the old Brooklyn Township gave way to houses, churches, schools and strip centers. Brooklyn Center Community Schools runs a small district of its own, and the Brooklyn Center Transit Center near Bass Lake Road makes the city a transfer point for north-metro bus routes.\n\nFor our crews, that mix means hotel lobbies and banquet rooms that flip quickly after events at the Earle Brown Heritage Center, store entrances that collect road salt from November through March, and 1960s and 1970s offices whose older resilient floors respond better to scheduled stripping and refinishing than to quick mopping. We time nightly service around late check-ins and weekend functions, and a day porter can be added when a conference fills the building.",
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
};
