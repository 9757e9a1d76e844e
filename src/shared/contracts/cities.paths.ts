/**
 * URLs of the cities API. Kept apart from the Zod schemas so public pages can
 * name the URLs without shipping the validation library to the browser.
 */
export const cityApi = {
  list: '/api/cities',
  detail: (slug: string) => `/api/cities/${encodeURIComponent(slug)}`,
} as const;
