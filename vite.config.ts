import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import wyw from "@wyw-in-js/vite";
import { configDefaults, defineConfig } from "vitest/config";

const apiTarget = `http://127.0.0.1:${process.env.PORT ?? "3000"}`;

export default defineConfig({
  plugins: [
    // The router plugin must run before react(): it generates src/routeTree.gen.ts and splits route chunks.
    tanstackRouter({
      target: "react",
      autoCodeSplitting: true,
      routesDirectory: "src/routes",
      generatedRouteTree: "src/routeTree.gen.ts",
      routeFileIgnorePattern: "\\.test\\.",
    }),
    react(),
    wyw({ include: ["src/**/*.{ts,tsx}"] }),
  ],
  build: {
    outDir: "dist",
    sourcemap: true,
    manifest: true,
    reportCompressedSize: true,
  },
  server: {
    port: 5173,
    proxy: { "/api": apiTarget },
  },
  test: {
    // With the linaria plugin, Vitest's module cache loses the generated CSS modules on later runs.
    fsModuleCache: false,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["src/**/*.test.{ts,tsx}", "contracts/**/*.test.ts"],
          exclude: [...configDefaults.exclude, "contracts/**/*.pact.test.ts"],
          environment: "happy-dom",
          setupFiles: ["src/test/setup-dom.ts"],
        },
      },
      {
        test: {
          name: "contracts",
          include: ["contracts/**/*.pact.test.ts"],
          environment: "node",
          fileParallelism: false,
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: "server",
          include: ["server/**/*.test.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "e2e",
          include: ["e2e/**/*.e2e.test.ts"],
          environment: "node",
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
