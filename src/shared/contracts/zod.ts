import * as z from 'zod/mini';
import en from 'zod/v4/locales/en.js';

// zod/mini ships no message texts: without this, a check that has no message of its own says
// "Invalid input" in the browser, while the server happened to say English only because classic
// zod (config.ts) installs it. Every contract imports zod through this module, so both sides
// always speak the same words.
z.config(en());

export * from 'zod/mini';
