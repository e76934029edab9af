import { useTranslation } from "../../i18n/translate.js";
import classes from "./Assistant.module.css";

/** Bouncing dots while the first words of an answer are on their way (spec §2). */
export function TypingIndicator() {
  const { t } = useTranslation();
  return (
    <span className={classes.dots} role="status" aria-label={t("assistant.typing")}>
      <span className={classes.dot} />
      <span className={classes.dot} />
      <span className={classes.dot} />
    </span>
  );
}
