import { readFileSync } from "node:fs";
import { buildApp } from "./app.ts";
import { ConfigError, DEV_API_KEY, loadConfig } from "./config/config.ts";
import { openDatabase } from "./db/database.ts";
import { migrateToLatest } from "./db/migrate.ts";
import { DEMO_ACCOUNTS, DEMO_ORGANISATIONS, seedDemoData } from "./demo/demo-data.ts";

const packageVersion = (): string => {
  const pkg: unknown = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8"));
  return typeof pkg === "object" && pkg !== null && "version" in pkg ? String(pkg.version) : "dev";
};

const main = async (): Promise<void> => {
  const config = loadConfig();
  const { db, kind } = openDatabase(config.databaseUrl);
  const applied = await migrateToLatest(db);
  const seeded = config.demo ? await seedDemoData(db, new Date(), config.demoPassword) : undefined;
  const app = await buildApp({ db, config, version: packageVersion() });

  const stop = async (signal: string) => {
    app.log.info({ signal }, "shutting down");
    await app.close();
    await db.destroy();
    process.exit(0);
  };
  process.once("SIGINT", () => void stop("SIGINT"));
  process.once("SIGTERM", () => void stop("SIGTERM"));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  const base = `http://localhost:${port}`;
  const lines = [
    "",
    `Avow is running on ${base} (database: ${kind}${applied.length ? `, migrations applied: ${applied.length}` : ""})`,
  ];
  if (config.demo) {
    lines.push(seeded?.organisations ? "Demo data created. Demo organisations:" : "Demo organisations:");
    for (const org of DEMO_ORGANISATIONS) lines.push(`  ${org.name.padEnd(20)} ${base}/app?org=${org.uuid}`);
    lines.push("Demo logins (sign in at /app):");
    for (const account of DEMO_ACCOUNTS) lines.push(`  ${account.email.padEnd(32)} ${account.role}`);
    if (seeded?.password && !config.demoPassword) {
      lines.push(`Demo password (shown once, now; set AVOW_DEMO_PASSWORD to choose it): ${seeded.password}`);
    } else {
      lines.push(
        config.demoPassword
          ? "Demo password: the value of AVOW_DEMO_PASSWORD."
          : "Demo password: the one printed when the demo data was created.",
      );
    }
  }
  // The fingerprint people compare with a certificate's; the key itself stays in the data folder.
  lines.push(`Proof log key: ${app.proofLog.key.keyId} (${config.dataDir}/proof/log-key.pem: back it up)`);
  if (config.apiKeys.includes(DEV_API_KEY)) lines.push(`API key: the development key "${DEV_API_KEY}".`);
  if (!config.smtpUrl) {
    lines.push(
      `Email: no SMTP_URL, so emails are written to ${config.dataDir}/outbox and their links logged. ` +
        "Fine on a laptop; set SMTP_URL anywhere real people sign in.",
    );
  }
  console.log(lines.join("\n") + "\n");
};

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(`Configuration error: ${error.message}`);
  else console.error(error);
  process.exit(1);
});
