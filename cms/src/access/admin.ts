import type { Core } from '@strapi/strapi';
import { secretProblem } from '@tonewood/rules';
import { refuseToStart } from './secrets';

/** Not a secret; production sets ADMIN_EMAIL (the launcher maps CMS_ADMIN_EMAIL to it). */
export const DEFAULT_ADMIN_EMAIL = 'admin@tonewood.local';

type AdminUserService = {
  exists(attributes?: Record<string, unknown>): Promise<boolean>;
  createFirstAdmin(attributes: {
    email: string;
    firstname: string;
    lastname: string;
    password: string;
  }): Promise<unknown>;
};

/**
 * Strapi leaves POST /admin/register-admin open to anyone until a first admin exists: whoever
 * reaches a fresh instance first would own it. So the first start creates the super admin itself,
 * from ADMIN_EMAIL and ADMIN_PASSWORD (generated into .secrets.env for local starts), and refuses
 * to start on an empty database without a password. Later starts leave the admin alone: change the
 * password in the panel; ADMIN_PASSWORD is then no longer read.
 */
export async function ensureSuperAdmin(strapi: Core.Strapi): Promise<void> {
  const users = strapi.service('admin::user') as unknown as AdminUserService;
  if (await users.exists()) return;

  const password = process.env.ADMIN_PASSWORD;
  const problem = secretProblem(password);
  if (problem) refuseToStart([`ADMIN_PASSWORD ${problem} and the database has no admin yet`]);

  const email = (process.env.ADMIN_EMAIL || DEFAULT_ADMIN_EMAIL).trim().toLowerCase();
  // createFirstAdmin is what the registration form calls: super admin role, active, in one transaction.
  await users.createFirstAdmin({ email, firstname: 'Tonewood', lastname: 'Admin', password: password as string });
  strapi.log.info(`Created the super admin ${email} (password from ADMIN_PASSWORD); admin registration is closed.`);
}
