/**
 * How an online quote's price becomes final (issue 30, decision 0038). The agreement makes the price
 * subject to a site walk-through, so every place that shows the online price says so in these words:
 * the result on screen, the quote's own page and the quote PDF.
 */
export const PRICE_CONFIRMATION = {
  title: 'Confirmed at a free walk-through',
  text:
    'This price is worked out from the details you entered. Before service starts we walk through your building with you, free of charge: ' +
    'if it is as described, this is your price; if the scope differs, we show you the adjusted price before anything starts, and you decide.',
} as const;

/** What the price of a visit includes (the company's own cost shares stay internal). */
export const VISIT_PRICE_INCLUDES = 'Cleaning crew, chemicals and equipment included';
