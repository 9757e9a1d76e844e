import { sql } from 'drizzle-orm';
import { openDatabase } from '#server/db/client.ts';
import { rebuildVisitRollups } from '#server/modules/tracking/visit-rollups.repository.ts';

/**
 * A year of generated visits (default one million rows) written straight into
 * the embedded database before the server opens it: realistic spread over
 * pages, devices, browsers, cities, visitors and durations, with the rollups recounted.
 */
export async function seedYearOfVisits(dataDir: string, rows = 1_000_000): Promise<number> {
  const database = await openDatabase({ kind: 'pglite', dataDir });
  const started = performance.now();
  try {
    await database.db.execute(sql`
      insert into visits (visitor_id, session_id, page, referrer, user_agent, device_type, browser_name, country, city, visit_start, duration_seconds)
      select
        'v' || (i % 120000),
        's' || (i / 3),
        (array['/', '/services', '/about', '/process', '/areas-we-serve', '/blog', '/window-cleaning', '/cities/edina', '/cities/minneapolis', '/quote-calculator'])[1 + (i * 7) % 10],
        case when i % 3 = 0 then 'direct' else 'https://www.google.com/' end,
        'Mozilla/5.0',
        (array['desktop', 'desktop', 'mobile', 'mobile', 'tablet'])[1 + i % 5],
        (array['Chrome', 'Chrome', 'Safari', 'Edge', 'Firefox', 'Samsung Internet', 'Other'])[1 + (i * 3) % 7],
        'United States',
        (array['Minneapolis', 'Saint Paul', 'Bloomington', 'Edina', 'Eagan', 'Plymouth', 'Apple Valley', 'Burnsville', 'Woodbury', 'Maple Grove'])[1 + (i * 11) % 10],
        now() - make_interval(secs => (i::float8 / ${rows}) * 365 * 86400),
        case when i % 4 = 0 then null else 5 + (i * 13) % 600 end
      from generate_series(1, ${rows}) as g(i)`);
    // Written straight into the table, so the rollups the app keeps as visits arrive are counted once here.
    await rebuildVisitRollups(database.db);
    await database.db.execute(sql`analyze visits`);
    for (const table of ['visitors', 'visit_daily', 'page_visitors']) await database.db.execute(sql.raw(`analyze ${table}`));
    return (performance.now() - started) / 1000;
  } finally {
    await database.close();
  }
}
