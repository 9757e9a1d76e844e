/** How a city's county and population read on the areas page and the city pages. */

/** "Hennepin" -> "Hennepin County"; a name that already says County is kept as it is. */
export function countyLabel(county: string): string {
  const name = county.trim();
  return /\bcounty$/i.test(name) ? name : `${name} County`;
}

/** Population with thousands separators, the same on the server and in every browser. */
export function formatPopulation(population: number): string {
  return population.toLocaleString('en-US');
}
