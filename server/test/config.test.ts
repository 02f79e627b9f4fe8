import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../src/config/config.ts";

describe("configuration", () => {
  it("has working defaults: port 3000, ./data, SQLite inside it, the dev API key, demo on", () => {
    const config = loadConfig({}, "/srv/avow");
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe("/srv/avow/data");
    expect(config.databaseUrl).toBe("sqlite:/srv/avow/data/avow.sqlite");
    expect(config.apiKeys).toEqual(["avow-dev"]);
    expect(config.demo).toBe(true);
    expect(config.spaDir).toBe("/srv/avow/dist");
    expect(config.interviewLinkDays).toBe(14);
    expect(config.interviewRateLimitPerMinute).toBe(30);
    expect(config.proofRateLimitPerMinute).toBe(120);
    expect(config.tsaUrl).toBeUndefined();
  });

  it("reads the documented variables", () => {
    const config = loadConfig(
      {
        PORT: "8080",
        AVOW_DATA_DIR: "/var/lib/avow",
        DATABASE_URL: "postgres://u@db/avow",
        AVOW_API_KEYS: " k1, k2 ,,",
        AVOW_DEMO: "off",
        AVOW_RATE_LIMIT: "50",
        AVOW_INTERVIEW_LINK_DAYS: "7",
        AVOW_INTERVIEW_RATE_LIMIT: "5",
        AVOW_PROOF_RATE_LIMIT: "60",
        AVOW_TSA_URL: "https://freetsa.example/tsr",
      },
      "/srv",
    );
    expect(config).toMatchObject({
      port: 8080,
      dataDir: "/var/lib/avow",
      databaseUrl: "postgres://u@db/avow",
      apiKeys: ["k1", "k2"],
      demo: false,
      rateLimitPerMinute: 50,
      interviewLinkDays: 7,
      interviewRateLimitPerMinute: 5,
      proofRateLimitPerMinute: 60,
      tsaUrl: "https://freetsa.example/tsr",
    });
  });

  it("refuses values it cannot use, saying which", () => {
    expect(() => loadConfig({ PORT: "http" })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ AVOW_DEMO: "maybe" })).toThrow(/AVOW_DEMO/);
    expect(() => loadConfig({ AVOW_RATE_LIMIT: "0" })).toThrow(/AVOW_RATE_LIMIT/);
    expect(() => loadConfig({ AVOW_INTERVIEW_LINK_DAYS: "0" })).toThrow(/AVOW_INTERVIEW_LINK_DAYS/);
    expect(() => loadConfig({ AVOW_INTERVIEW_RATE_LIMIT: "many" })).toThrow(/AVOW_INTERVIEW_RATE_LIMIT/);
    expect(() => loadConfig({ AVOW_PROOF_RATE_LIMIT: "-1" })).toThrow(/AVOW_PROOF_RATE_LIMIT/);
    expect(() => loadConfig({ AVOW_TSA_URL: "ftp://tsa.example" })).toThrow(/AVOW_TSA_URL/);
    expect(() => loadConfig({ AVOW_TSA_URL: "not a url" })).toThrow(/AVOW_TSA_URL/);
  });
});
