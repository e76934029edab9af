import { Notifications } from "@mantine/notifications";

/** Where notifications appear: top right, over the page. */
export function NotificationsHost() {
  return <Notifications position="top-right" />;
}
