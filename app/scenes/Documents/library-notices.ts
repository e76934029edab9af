import { notifications } from "@mantine/notifications";

/** A change made from the library's menus, said in a notice that goes by itself. */
export const sayDone = (message: string) => notifications.show({ color: "green", message });

/**
 * The server's refusal in its own words (an ApiRequestError's message). It says what to do
 * first (empty the folder, restore the document), so it stays until it is read and closed.
 */
export const sayRefused = (error: unknown) =>
  notifications.show({
    color: "red",
    message: error instanceof Error ? error.message : String(error),
    autoClose: false,
  });
