import "@testing-library/jest-dom/vitest";
import { configure } from "@testing-library/react";

// findBy… and waitFor wait up to 5 s instead of 1 s: the first test of a file loads the app's lazy routes,
// which on a busy two-core CI machine can take more than a second. A wait limit, not a speed assertion.
configure({ asyncUtilTimeout: 5000 });
