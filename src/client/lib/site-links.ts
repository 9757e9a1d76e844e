/** Where "Get Free Quote" takes a visitor: the calculator section of the home page. */
export const QUOTE_HREF = '/#quote';
