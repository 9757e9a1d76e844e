import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { serverSecrets } from '../../db/schema/security.ts';

/**
 * A secret the server keeps for itself (decision 0035): made on first use and stored in the
 * database, so every instance signs and checks with the same one. Instances starting together
 * each try to write theirs; the first row wins and everyone reads it.
 */
export async function serverSecret(db: Database, name: string): Promise<Buffer> {
  await db
    .insert(serverSecrets)
    .values({ name, value: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, name)).limit(1);
  return Buffer.from(row!.value, 'hex');
}
