import { defineConfig, loadEnv } from "@medusajs/framework/utils"

loadEnv(process.env.NODE_ENV || "development", process.cwd())

// Telemetry reaches the network; this machine and CI have none.
process.env.MEDUSA_DISABLE_TELEMETRY = process.env.MEDUSA_DISABLE_TELEMETRY || "true"

const siteOrigins = [
  "http://127.0.0.1:8000",
  "http://localhost:8000",
  "http://127.0.0.1:9000",
  "http://localhost:9000",
  "http://127.0.0.1:6006",
  "http://localhost:6006",
].join(",")

const port = process.env.MEDUSA_PORT || process.env.PORT || "9000"

module.exports = defineConfig({
  projectConfig: {
    databaseUrl:
      process.env.DATABASE_URL ||
      "postgres://postgres:postgres@127.0.0.1:5433/tonewood_commerce",
    databaseDriverOptions: { connection: { ssl: false } },
    http: {
      storeCors: process.env.STORE_CORS || siteOrigins,
      adminCors: process.env.ADMIN_CORS || siteOrigins,
      authCors: process.env.AUTH_CORS || siteOrigins,
      // Development defaults only: production sets both through the environment.
      jwtSecret: process.env.JWT_SECRET || "tonewood-dev-jwt-secret",
      cookieSecret: process.env.COOKIE_SECRET || "tonewood-dev-cookie-secret",
    },
  },
  admin: {
    disable: process.env.MEDUSA_ADMIN !== "true",
    backendUrl: process.env.MEDUSA_BACKEND_URL || `http://127.0.0.1:${port}`,
  },
  modules: [
    {
      resolve: "./src/modules/shipping-matrix",
    },
  ],
})
