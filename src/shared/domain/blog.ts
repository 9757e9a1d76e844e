/** The blog list loads this many posts at once (the built-in blog has about a dozen); the API's upper limit. */
export const BLOG_LIST_LIMIT = 100;
