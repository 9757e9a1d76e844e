/** The dashboard's poll intervals (spec §9), one table shared with the server: shared/domain/dashboard.ts. */
export { DASHBOARD_POLL_MS as POLL } from '#shared/domain/dashboard.ts';
