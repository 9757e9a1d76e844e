import { defineEndpoint } from '../http/endpoint.ts';
import type { adminDashboardSchemas } from './admin-dashboard.ts';

type Schemas = typeof adminDashboardSchemas;

// Admins only (decision 0021): revenue, leads and every employee's work. Polled (spec §9, shared/domain/dashboard.ts).

export const getDashboardStats = defineEndpoint<Schemas['getDashboardStats']>({
  method: 'GET',
  path: '/api/admin/dashboard-stats',
  access: 'admin',
  tag: 'admin-dashboard',
  summary: 'The headline cards, Users and Analytics figures: accounts, revenue, jobs, leads (polled every 30 s)',
});

export const getRecentActivities = defineEndpoint<Schemas['getRecentActivities']>({
  method: 'GET',
  path: '/api/admin/recent-activities',
  access: 'admin',
  tag: 'admin-dashboard',
  summary: 'The 10 newest events: leads, contact messages, new accounts, bookings, completed jobs (polled every 15 s)',
});

export const getTopEmployees = defineEndpoint<Schemas['getTopEmployees']>({
  method: 'GET',
  path: '/api/admin/top-employees',
  access: 'admin',
  tag: 'admin-dashboard',
  summary: 'The 5 employees with the most jobs completed in 30 days, their rating and whether clocked in (polled every 30 s)',
});

export const getUrgentTasks = defineEndpoint<Schemas['getUrgentTasks']>({
  method: 'GET',
  path: '/api/admin/urgent-tasks',
  access: 'admin',
  tag: 'admin-dashboard',
  summary: 'What needs an admin now, one task per kind with a count and a link, high priority first (polled every 30 s)',
});

export const getDashboardTrends = defineEndpoint<Schemas['getDashboardTrends']>({
  method: 'GET',
  path: '/api/admin/dashboard-trends',
  access: 'admin',
  tag: 'admin-dashboard',
  summary: 'Leads and won leads and completed jobs per week (12 Sunday weeks), paid revenue per month (12)',
});
