/** What a key pressed in the viewer does; the search box and other fields keep their own keys. */
export type ViewerCommand =
  | "nextPage"
  | "previousPage"
  | "firstPage"
  | "lastPage"
  | "zoomIn"
  | "zoomOut"
  | "fitWidth"
  | "find";

type Key = Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "altKey" | "shiftKey">;

export function viewerCommand(event: Key): ViewerCommand | null {
  const command = event.ctrlKey || event.metaKey;
  if (command && !event.altKey && event.key.toLowerCase() === "f") return "find";
  if (command && (event.key === "=" || event.key === "+")) return "zoomIn";
  if (command && event.key === "-") return "zoomOut";
  if (command && event.key === "0") return "fitWidth";
  if (command || event.altKey) return null;
  switch (event.key) {
    case "ArrowRight":
    case "PageDown":
    case "n":
    case "j":
      return "nextPage";
    case "ArrowLeft":
    case "PageUp":
    case "p":
    case "k":
      return "previousPage";
    case "Home":
      return "firstPage";
    case "End":
      return "lastPage";
    case "+":
    case "=":
      return "zoomIn";
    case "-":
      return "zoomOut";
    case "0":
      return "fitWidth";
    default:
      return null;
  }
}
