import type { TourProgress, TourStatus } from "../../machines/walkthrough/walkthrough.machine.ts";
import type { TourId } from "./tours.ts";

const STATUSES: ReadonlyArray<TourStatus> = ["new", "active", "skipped", "done"];

/** Where an account's progress through a tour is kept in this browser. */
export const tourKey = (accountUuid: string, tour: TourId): string => `avow-tour:${accountUuid}:${tour}`;

/** The remembered progress, or null (nothing kept, storage disabled, or something unreadable). */
export const readTourProgress = (
  storage: Storage,
  accountUuid: string,
  tour: TourId,
): TourProgress | null => {
  try {
    const raw = storage.getItem(tourKey(accountUuid, tour));
    if (raw === null) return null;
    const value = JSON.parse(raw) as { step?: unknown; status?: unknown };
    return Number.isInteger(value.step) && STATUSES.includes(value.status as TourStatus)
      ? { step: value.step as number, status: value.status as TourStatus }
      : null;
  } catch {
    return null;
  }
};

export const writeTourProgress = (
  storage: Storage,
  accountUuid: string,
  tour: TourId,
  progress: TourProgress,
): void => {
  try {
    storage.setItem(tourKey(accountUuid, tour), JSON.stringify(progress));
  } catch {
    // Storage disabled or full: the tour still works for this visit.
  }
};
