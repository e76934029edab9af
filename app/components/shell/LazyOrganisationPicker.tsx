import { NativeSelect } from "@mantine/core";
import { useTranslation } from "../../i18n/translate.js";
import { WhenIdle } from "../deferred.js";
import { lazyComponent } from "../lazy-component.js";
import type { OrganisationPickerProps } from "./OrganisationPicker.js";
import { organisationOptions } from "./organisation-tree.js";

const OrganisationPicker = lazyComponent(
  () => import("./OrganisationPicker.js"),
  "OrganisationPicker",
  { areaTexts: false },
);

/**
 * The organisation picker arrives once My Home is shown. Until then the browser's own list
 * stands in, with the same label, choices and value, so it works if used meanwhile.
 */
export function LazyOrganisationPicker(props: OrganisationPickerProps) {
  const { t } = useTranslation();
  const byId = new Map(props.organisations.map((o) => [o.Id, o]));
  const options = organisationOptions(props.organisations).map((option) => ({
    value: option.value,
    // Committees indented in the list; the chosen one reads as the full picker shows it.
    label: `${option.isCommittee && option.value !== props.selected?.Id ? "\u00a0\u00a0" : ""}${option.label}${
      option.disabled ? ` (${t("common.inactive")})` : ""
    }`,
    disabled: option.disabled,
  }));
  const placeholder = (
    <NativeSelect
      size="md"
      label={t("shell.organisation")}
      data={
        props.selected ? options : [{ value: "", label: t("shell.noOrganisation") }, ...options]
      }
      value={props.selected?.Id ?? ""}
      onChange={(event) => {
        const org = byId.get(event.currentTarget.value);
        if (org) props.onChoose(org);
      }}
    />
  );
  return (
    <WhenIdle part={OrganisationPicker} placeholder={placeholder}>
      <OrganisationPicker {...props} />
    </WhenIdle>
  );
}
