import { Notifications } from "@mantine/notifications";
import classes from "./Notifications.module.css";

/** Where notifications appear: top right, over the page, below the top bar. */
export function NotificationsHost() {
  return <Notifications position="top-right" classNames={{ root: classes.host }} />;
}
