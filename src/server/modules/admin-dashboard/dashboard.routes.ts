import type { FastifyInstance } from 'fastify';
import { adminDashboardSchemas } from '#shared/contracts/admin-dashboard.ts';
import {
  getDashboardStats,
  getDashboardTrends,
  getRecentActivities,
  getTopEmployees,
  getUrgentTasks,
} from '#shared/contracts/admin-dashboard.endpoints.ts';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import type { createActivitiesService } from './activities.service.ts';
import type { createStatsService } from './stats.service.ts';
import type { createTopEmployeesService } from './top-employees.service.ts';
import type { createTrendsService } from './trends.service.ts';
import type { createUrgentTasksService } from './urgent-tasks.service.ts';

export interface DashboardServices {
  stats: ReturnType<typeof createStatsService>;
  activities: ReturnType<typeof createActivitiesService>;
  topEmployees: ReturnType<typeof createTopEmployeesService>;
  urgentTasks: ReturnType<typeof createUrgentTasksService>;
  trends: ReturnType<typeof createTrendsService>;
}

/** The admin dashboard's polled figures (decision 0021), admins only. */
export function dashboardRoutes({ stats, activities, topEmployees, urgentTasks, trends }: DashboardServices) {
  return async (app: FastifyInstance) => {
    registerEndpoint(app, getDashboardStats, adminDashboardSchemas.getDashboardStats, { handler: () => stats.stats() });
    registerEndpoint(app, getRecentActivities, adminDashboardSchemas.getRecentActivities, { handler: () => activities.recent() });
    registerEndpoint(app, getTopEmployees, adminDashboardSchemas.getTopEmployees, { handler: () => topEmployees.top() });
    registerEndpoint(app, getUrgentTasks, adminDashboardSchemas.getUrgentTasks, { handler: () => urgentTasks.tasks() });
    registerEndpoint(app, getDashboardTrends, adminDashboardSchemas.getDashboardTrends, { handler: () => trends.trends() });
  };
}
