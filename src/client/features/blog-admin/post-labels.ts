/** A city slug as words: 'eden-prairie' → 'Eden Prairie'. */
export function cityName(slug: string): string {
  return slug
    .split('-')
    .map((w) => (w ? w[0]!.toUpperCase() + w.slice(1) : w))
    .join(' ');
}
