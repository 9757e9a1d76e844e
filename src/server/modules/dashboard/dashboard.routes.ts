import type { FastifyInstance } from 'fastify';
import { adminDashboardSchemas } from '#shared/contracts/admin-dashboard.ts';
import {
  getDashboardStats,
  getDashboardTrends,
  getRecentActivities,
  getTopEmployees,
  getUrgentTasks,
} from '#shared/contracts/admin-dashboard.endpoints.ts';
import type { Database } from '../../db/client.ts';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import { createActivitiesService } from './activities.service.ts';
import { createStatsService } from './stats.service.ts';
import { createTopEmployeesService } from './top-employees.service.ts';
import { createTrendsService } from './trends.service.ts';
import { createUrgentTasksService } from './urgent-tasks.service.ts';
import { systemClock, type Clock } from './windows.ts';

/** The admin dashboard's polled figures (decision 0021), admins only. */
export function dashboardRoutes(db: Database, clock: Clock = systemClock) {
  return async (app: FastifyInstance) => {
    const stats = createStatsService(db, clock);
    const activities = createActivitiesService(db, clock);
    const topEmployees = createTopEmployeesService(db, clock);
    const urgentTasks = createUrgentTasksService(db, clock);
    const trends = createTrendsService(db, clock);
    registerEndpoint(app, getDashboardStats, adminDashboardSchemas.getDashboardStats, { handler: () => stats.stats() });
    registerEndpoint(app, getRecentActivities, adminDashboardSchemas.getRecentActivities, { handler: () => activities.recent() });
    registerEndpoint(app, getTopEmployees, adminDashboardSchemas.getTopEmployees, { handler: () => topEmployees.top() });
    registerEndpoint(app, getUrgentTasks, adminDashboardSchemas.getUrgentTasks, { handler: () => urgentTasks.tasks() });
    registerEndpoint(app, getDashboardTrends, adminDashboardSchemas.getDashboardTrends, { handler: () => trends.trends() });
  };
}
