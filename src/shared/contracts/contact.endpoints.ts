import { defineEndpoint } from '../http/endpoint.ts';
import type { contactSchemas } from './contact.ts';

type Schemas = typeof contactSchemas;

// The About page's contact form is public (rate-limited per address); the Customer Forms reads hold
// every prospect's contact data, so they are for admins only (decision 0024).

export const sendContactMessage = defineEndpoint<Schemas['sendContactMessage']>({
  method: 'POST',
  path: '/api/contact',
  access: 'public',
  tag: 'contact',
  summary:
    'A message from the About page (JSON or a plain form post); topic quote also makes a lead. A form post without JS is answered 303 to /about?sent=1#contact',
  status: 201,
  errors: [429],
});

export const getFormStats = defineEndpoint<Schemas['getFormStats']>({
  method: 'GET',
  path: '/api/admin/forms/stats',
  access: 'admin',
  tag: 'contact',
  summary: "Customer Forms: how many form leads and contact messages, and each one's newest three",
});

export const listFormLeads = defineEndpoint<Schemas['listFormLeads']>({
  method: 'GET',
  path: '/api/admin/forms/leads',
  access: 'admin',
  tag: 'contact',
  summary: 'Leads of the web forms (calculator, instant quote, window quote, scheduling, contact), newest first, a page at a time',
});

export const listContactMessages = defineEndpoint<Schemas['listContactMessages']>({
  method: 'GET',
  path: '/api/admin/forms/contacts',
  access: 'admin',
  tag: 'contact',
  summary: 'Contact messages, newest first, a page at a time',
});
