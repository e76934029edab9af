/** Whether any page rendered without error in this browser tab (spec §8 distinguishes it). */
let shown = false;

export function markPageShown(): void {
  shown = true;
}

export function hasShownPage(): boolean {
  return shown;
}
