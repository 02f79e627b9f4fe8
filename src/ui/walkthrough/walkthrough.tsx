import { css } from "@linaria/core";
import { styled } from "@linaria/react";
import { useActorRef, useSelector } from "@xstate/react";
import {
  createContext,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from "react";
import { useTranslation } from "react-i18next";
import type { Account } from "../../../contracts/schema/account.ts";
import {
  canResumeTour,
  isTouring,
  walkthroughMachine,
} from "../../machines/walkthrough/walkthrough.machine.ts";
import { inspector } from "../app/inspector.ts";
import { Button, SecondaryButton } from "../forms/form-styles.ts";
import { readTourProgress, writeTourProgress } from "./tour-storage.ts";
import { tourFor, type TourStep } from "./tours.ts";

type WalkthroughRef = ReturnType<typeof useWalkthroughActor>;

const WalkthroughContext = createContext<{ actor: WalkthroughRef; steps: ReadonlyArray<TourStep> } | null>(
  null,
);

const useWalkthroughActor = (account: Account, storage: Storage, tour: ReturnType<typeof tourFor>) => {
  const logic = useMemo(
    () =>
      walkthroughMachine.provide({
        actions: { persist: (_, progress) => writeTourProgress(storage, account.uuid, tour.id, progress) },
      }),
    [storage, account.uuid, tour.id],
  );
  // The remembered progress is read once, when the actor starts, not on every render of the app.
  const [input] = useState(() => ({
    stepCount: tour.steps.length,
    saved: readTourProgress(storage, account.uuid, tour.id),
  }));
  return useActorRef(logic, { input, inspect: inspector() });
};

/** The signed-in account's tour, for every page of the app (mount once, keyed by the account). */
export const WalkthroughProvider = ({
  account,
  storage = window.localStorage,
  children,
}: {
  account: Account;
  storage?: Storage;
  children: ReactNode;
}) => {
  const tour = useMemo(() => tourFor(account), [account]);
  const actor = useWalkthroughActor(account, storage, tour);
  const steps = tour.steps;
  return (
    <WalkthroughContext.Provider value={{ actor, steps }}>
      {children}
      <TourPanel />
    </WalkthroughContext.Provider>
  );
};

const useWalkthrough = () => {
  const value = useContext(WalkthroughContext);
  if (!value) throw new Error("useWalkthrough needs a <WalkthroughProvider>");
  return value;
};

const highlight = css`
  :global() {
    [data-tour-active="true"] {
      outline: 3px solid var(--avow-accent);
      outline-offset: 4px;
      border-radius: 6px;
      scroll-margin: 6rem;
    }
  }
`;

const Panel = styled.section`
  position: fixed;
  z-index: 20;
  right: 1.5rem;
  bottom: 1.5rem;
  width: min(24rem, calc(100vw - 2rem));
  display: grid;
  gap: 0.6rem;
  padding: 1rem 1.25rem;
  border-radius: 12px;
  background: var(--avow-surface);
  color: var(--avow-text);
  box-shadow: 0 8px 28px rgb(0 0 0 / 0.25);
  border-top: 4px solid var(--avow-accent);
  & h2 {
    margin: 0;
    font-size: 1.1rem;
  }
  & p {
    margin: 0;
  }
  & .count {
    font-size: 0.85rem;
    color: var(--avow-muted);
  }
  & .buttons {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }
  @media (max-width: 767.98px) {
    right: 1rem;
    left: 1rem;
    bottom: 1rem;
    width: auto;
  }
`;

/** Watches the page for changes (a navigation, a list loading) while a step looks for its element. */
const subscribeToPage = (onChange: () => void) => {
  const observer = new MutationObserver(onChange);
  observer.observe(document.body, { childList: true, subtree: true });
  return () => observer.disconnect();
};

const ignorePage = () => () => undefined;

/** Finds the step's element on the page (it may appear later, after a navigation), and marks it. */
const useTarget = (target: string | null): HTMLElement | null => {
  // The page is watched only while a step is showing: no observer on every signed-in page otherwise.
  const element = useSyncExternalStore(target === null ? ignorePage : subscribeToPage, () =>
    target === null ? null : document.querySelector<HTMLElement>(`[data-tour="${CSS.escape(target)}"]`),
  );
  useEffect(() => {
    if (!element) return;
    element.setAttribute("data-tour-active", "true");
    element.scrollIntoView?.({ block: "center", behavior: "smooth" });
    return () => element.removeAttribute("data-tour-active");
  }, [element]);
  return element;
};

/** The step being shown: its text, where it is, and Back / Next / Skip. Not modal: the page stays usable. */
const TourPanel = () => {
  const { t } = useTranslation();
  const id = useId();
  const { actor, steps } = useWalkthrough();
  const touring = useSelector(actor, isTouring);
  const index = useSelector(actor, (s) => s.context.step);
  const step = touring ? steps[index] : undefined;
  const element = useTarget(step?.target ?? null);
  const heading = useRef<HTMLHeadingElement>(null);
  // The panel takes the focus when the tour starts, so that keyboard users hear it and can act on it.
  const wasTouring = useRef(false);
  useEffect(() => {
    if (touring && !wasTouring.current) heading.current?.focus();
    wasTouring.current = touring;
  }, [touring]);
  if (!step) return null;
  const last = index === steps.length - 1;
  return (
    <Panel
      className={highlight}
      role="dialog"
      aria-modal="false"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      onKeyDown={(event) => {
        if (event.key === "Escape") actor.send({ type: "tour.skip" });
      }}
    >
      <p className="count">{t("walkthrough.count", { step: index + 1, steps: steps.length })}</p>
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
        {t(`walkthrough.steps.${step.id}.title`)}
      </h2>
      <p id={`${id}-body`}>
        {t(`walkthrough.steps.${step.id}.body`)}
        {!element && <> {t(`walkthrough.elsewhere.${step.place}`)}</>}
      </p>
      <div className="buttons">
        {index > 0 && (
          <SecondaryButton type="button" onClick={() => actor.send({ type: "tour.back" })}>
            {t("walkthrough.back")}
          </SecondaryButton>
        )}
        <Button type="button" onClick={() => actor.send({ type: "tour.next" })}>
          {last ? t("walkthrough.finish") : t("walkthrough.next")}
        </Button>
        <SecondaryButton type="button" onClick={() => actor.send({ type: "tour.skip" })}>
          {t("walkthrough.skip")}
        </SecondaryButton>
      </div>
    </Panel>
  );
};

const Menu = styled.div`
  position: relative;
  display: inline-block;
  & ul {
    position: absolute;
    z-index: 10;
    margin: 0.4rem 0 0;
    padding: 0.4rem;
    min-width: 14rem;
    list-style: none;
    background: var(--avow-surface);
    border-radius: 8px;
    box-shadow: 0 6px 20px rgb(0 0 0 / 0.2);
  }
  & li button {
    width: 100%;
    text-align: left;
    font: inherit;
    padding: 0.5rem 0.75rem;
    border: none;
    border-radius: 6px;
    background: none;
    color: var(--avow-text);
    cursor: pointer;
  }
  & li button:hover,
  & li button:focus-visible {
    background: #eef2f6;
  }
`;

/** The help menu: the tour again, from the start or from where it was skipped. */
export const HelpMenu = () => {
  const { t } = useTranslation();
  const id = useId();
  const { actor } = useWalkthrough();
  const resumable = useSelector(actor, canResumeTour);
  const touring = useSelector(actor, isTouring);
  const [open, setOpen] = useState(false);
  const choose = (type: "tour.start" | "tour.resume") => {
    setOpen(false);
    actor.send({ type });
  };
  return (
    <Menu
      onKeyDown={(event) => {
        if (event.key === "Escape") setOpen(false);
      }}
    >
      <SecondaryButton
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        onClick={() => setOpen((value) => !value)}
      >
        {t("walkthrough.help")}
      </SecondaryButton>
      {open && (
        <ul id={`${id}-menu`}>
          {resumable && (
            <li>
              <button type="button" onClick={() => choose("tour.resume")}>
                {t("walkthrough.resume")}
              </button>
            </li>
          )}
          <li>
            <button type="button" disabled={touring} onClick={() => choose("tour.start")}>
              {t("walkthrough.restart")}
            </button>
          </li>
        </ul>
      )}
    </Menu>
  );
};
