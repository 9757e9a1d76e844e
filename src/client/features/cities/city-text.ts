import { executiveServiceCards, standardServiceCards, type CityServiceCards } from '#shared/content/city-page.ts';
import type { IconCard } from '#shared/content/home.ts';
import { hasExecutiveServices, type City } from '#shared/domain/city.ts';

/** Replaces every "{city}" token in content copy with the city name. */
export function fillCityToken(text: string, cityName: string): string {
  return text.replaceAll('{city}', cityName);
}

/** The four service cards for a city, executive or standard, with its name filled in. */
export function serviceCardsFor(city: Pick<City, 'name' | 'category'>): IconCard[] {
  const cards: CityServiceCards = hasExecutiveServices(city) ? executiveServiceCards : standardServiceCards;
  return cards.map((card) => ({ ...card, description: fillCityToken(card.description, city.name) }));
}

/** Where the city page's quote button goes, carrying the city along. */
export function quoteHrefFor(slug: string): string {
  return `/quote-calculator?city=${encodeURIComponent(slug)}`;
}
