import { styled } from "@linaria/react";
import { useActorRef, useSelector } from "@xstate/react";
import { VisuallyHidden } from "../forms/visually-hidden.ts";
import { useId, useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { Brand } from "../../../contracts/schema/brand.ts";
import { brandCycleMachine, shownBrandIndex } from "../../machines/brand-cycle/brand-cycle.machine.ts";
import { inspector } from "../app/inspector.ts";

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
`;

const Select = styled.select`
  font: inherit;
  padding: 0.35rem 0.5rem;
  border-radius: 6px;
  border: 1px solid var(--avow-muted);
  background: var(--avow-surface);
  color: var(--avow-text);
`;

const Go = styled.button`
  font: inherit;
  font-weight: 600;
  padding: 0.35rem 0.9rem;
  border: none;
  border-radius: 999px;
  background: var(--avow-accent);
  color: var(--avow-on-accent);
  cursor: pointer;
`;

/**
 * The phone footer's brand dropdown (seed §2): it shows the next brand every 2 s until focused; Go moves
 * to the brand shown. Its logic is the brand-cycle machine.
 */
export const BrandDropdown = ({
  brands,
  startIndex,
  hrefOf,
}: {
  brands: ReadonlyArray<Brand>;
  startIndex: number;
  hrefOf: (brand: Brand) => string;
}) => {
  const { t } = useTranslation();
  const id = useId();
  const logic = useMemo(
    () =>
      brandCycleMachine.provide({
        actions: {
          goToBrand: (_, params) => {
            const brand = brands[params.index];
            if (brand) window.location.assign(hrefOf(brand));
          },
        },
      }),
    [brands, hrefOf],
  );
  const actor = useActorRef(logic, {
    input: { brandCount: brands.length, startIndex },
    inspect: inspector(),
  });
  const index = useSelector(actor, shownBrandIndex);
  const shown = brands[index];
  return (
    <Row>
      <VisuallyHidden as="label" htmlFor={id}>
        {t("footer.brandSelect")}
      </VisuallyHidden>
      <Select
        id={id}
        value={String(index)}
        onFocus={() => actor.send({ type: "brand.focused" })}
        onChange={(event) => actor.send({ type: "brand.selected", index: Number(event.target.value) })}
      >
        {brands.map((brand, position) => (
          <option key={brand.id} value={position} lang={brand.language}>
            {brand.name}
          </option>
        ))}
      </Select>
      <Go
        type="button"
        aria-label={shown ? t("footer.goTo", { brand: shown.name }) : t("footer.go")}
        onClick={() => actor.send({ type: "brand.go" })}
      >
        {t("footer.go")}
      </Go>
    </Row>
  );
};
