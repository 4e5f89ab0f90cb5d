import type { ExecArgs } from '@medusajs/framework/types';
import { ContainerRegistrationKeys, Modules } from '@medusajs/framework/utils';
import { createUsersWorkflow } from '@medusajs/medusa/core-flows';

/**
 * Creates the development admin user from TONEWOOD_ADMIN_EMAIL and TONEWOOD_ADMIN_PASSWORD when
 * they are set and the user does not exist. scripts/lib/stack.mjs sets them when the database has
 * no admin: for the seed when it runs anyway (one Medusa boot less), else for this script
 * (`medusa exec`). The password comes through the environment, not the command line, so it never
 * shows in a process list.
 */
export async function ensureAdminUser(container: ExecArgs['container']) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER);
  const email = process.env.TONEWOOD_ADMIN_EMAIL;
  const password = process.env.TONEWOOD_ADMIN_PASSWORD;
  if (!email || !password) return;
  const userModule = container.resolve(Modules.USER);
  if ((await userModule.listUsers({ email })).length) return;
  const authModule = container.resolve(Modules.AUTH);
  const {
    result: [user],
  } = await createUsersWorkflow(container).run({ input: { users: [{ email }] } });
  const { authIdentity, error } = await authModule.register('emailpass', { body: { email, password } });
  if (error || !authIdentity) throw new Error(`create-admin: ${error ?? 'no auth identity'}`);
  await authModule.updateAuthIdentities({ id: authIdentity.id, app_metadata: { user_id: user.id } });
  logger.info(`Created the admin user ${email}.`);
}

export default async function createAdmin({ container }: ExecArgs) {
  if (!process.env.TONEWOOD_ADMIN_EMAIL || !process.env.TONEWOOD_ADMIN_PASSWORD) {
    throw new Error('create-admin: TONEWOOD_ADMIN_EMAIL and TONEWOOD_ADMIN_PASSWORD are required');
  }
  await ensureAdminUser(container);
}
