import { Affix, Alert } from "@mantine/core";
import { IconWifiOff } from "@tabler/icons-react";
import { messages } from "../../common/limits.js";
import { useOffline } from "../data/connectivity.js";

/**
 * Pinned to the bottom so it never hides the navigation while the connection is down.
 * Dark rather than orange: white on Mantine's orange is below the 4.5:1 AA contrast.
 */
export function OfflineBanner() {
  const offline = useOffline();
  if (!offline) return null;
  return (
    <Affix position={{ bottom: 0, left: 0, right: 0 }} zIndex={400}>
      <Alert
        color="dark"
        variant="filled"
        radius={0}
        role="alert"
        icon={<IconWifiOff aria-hidden />}
      >
        {messages.offline}
      </Alert>
    </Affix>
  );
}
