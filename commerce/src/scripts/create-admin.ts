import type { ExecArgs } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { createUsersWorkflow } from "@medusajs/medusa/core-flows"

/**
 * Creates the development admin user (`medusa exec`, run by scripts/lib/stack.mjs when the
 * database has none) from TONEWOOD_ADMIN_EMAIL and TONEWOOD_ADMIN_PASSWORD: the password comes
 * through the environment, not the command line, so it never shows in a process list.
 */
export default async function createAdmin({ container }: ExecArgs) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const email = process.env.TONEWOOD_ADMIN_EMAIL
  const password = process.env.TONEWOOD_ADMIN_PASSWORD
  if (!email || !password) throw new Error("create-admin: TONEWOOD_ADMIN_EMAIL and TONEWOOD_ADMIN_PASSWORD are required")
  const userModule = container.resolve(Modules.USER)
  if ((await userModule.listUsers({ email })).length) return
  const authModule = container.resolve(Modules.AUTH)
  const {
    result: [user],
  } = await createUsersWorkflow(container).run({ input: { users: [{ email }] } })
  const { authIdentity, error } = await authModule.register("emailpass", { body: { email, password } })
  if (error || !authIdentity) throw new Error(`create-admin: ${error ?? "no auth identity"}`)
  await authModule.updateAuthIdentities({ id: authIdentity.id, app_metadata: { user_id: user.id } })
  logger.info(`Created the admin user ${email}.`)
}
