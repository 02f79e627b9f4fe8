/**
 * `npm run integrity`: checks the data folder and database the server would use (AVOW_DATA_DIR,
 * DATABASE_URL): every stored file re-hashed, the proof log's tree rebuilt from its leaves, every signed
 * tree head and the consistency between them, every document's and report's log entry, every audit
 * chain. Prints what is wrong and exits 1 when anything is; 0 when all is well; 2 when it cannot check.
 * `--json` prints the report as JSON instead.
 */
import fs from "node:fs";
import { ConfigError, loadConfig } from "../server/src/config/config.ts";
import { openDatabase } from "../server/src/db/database.ts";
import { createMigrator } from "../server/src/db/migrate.ts";
import { checkIntegrity } from "../server/src/proof/integrity.ts";

const json = process.argv.includes("--json");

const main = async (): Promise<number> => {
  const config = loadConfig();
  if (
    config.databaseUrl.startsWith("sqlite:") &&
    !fs.existsSync(config.databaseUrl.slice("sqlite:".length))
  ) {
    console.error(
      `Nothing to check: no database at ${config.databaseUrl.slice("sqlite:".length)} (start Avow first).`,
    );
    return 2;
  }
  const { db } = openDatabase(config.databaseUrl);
  try {
    // Read only: a database behind the code's migrations cannot be checked, and is not migrated here.
    const pending = (await createMigrator(db).getMigrations()).filter((m) => m.executedAt === undefined);
    if (pending.length > 0) {
      console.error(
        `The database is not up to date (${pending.length} migrations not applied): start Avow once first.`,
      );
      return 2;
    }
    const report = await checkIntegrity({ db, dataDir: config.dataDir });
    if (json) {
      console.log(JSON.stringify(report, null, 2));
    } else {
      const c = report.counts;
      console.log(
        `Checked ${c.files} files of ${c.documents} documents, ${c.leaves} log leaves, ${c.treeHeads} signed tree heads, ` +
          `${c.reports} contradiction reports, ${c.queued} queued entries and ${c.auditAccounts} audit trails.`,
      );
      if (report.rootHash)
        console.log(`Latest good tree head: ${report.treeSize} entries, root ${report.rootHash}.`);
      for (const p of report.problems) console.log(`✗ ${p.area} ${p.subject}: ${p.problem}`);
      console.log(report.ok ? "Integrity: OK" : `Integrity: ${report.problems.length} problem(s) found.`);
    }
    return report.ok ? 0 : 1;
  } finally {
    await db.destroy();
  }
};

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error);
    process.exit(2);
  },
);
