import { screen } from "@testing-library/react";

/** The page section a level-2 heading names, found as a person finds it: by its heading. */
export const sectionByHeading = async (name: string): Promise<HTMLElement> =>
  (await screen.findByRole("heading", { level: 2, name })).closest("section") as HTMLElement;
