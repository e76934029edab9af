import { useNotifications } from "@mantine/notifications";
import { WhenIdle } from "./deferred.js";
import { lazyComponent } from "./lazy-component.js";

const NotificationsHost = lazyComponent(
  () => import("./NotificationsHost.js"),
  "NotificationsHost",
  {
    areaTexts: false,
  },
);

/**
 * Notifications are drawn by a part that arrives once the first page is shown, or at once
 * when one is raised before that. Raised notifications wait in Mantine's store meanwhile,
 * so none is lost.
 */
export function LazyNotifications() {
  const waiting = useNotifications().notifications.length > 0;
  return (
    <WhenIdle part={NotificationsHost} placeholder={null} attempt={waiting ? 1 : 0}>
      <NotificationsHost />
    </WhenIdle>
  );
}
