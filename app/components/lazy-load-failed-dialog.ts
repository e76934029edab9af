import { lazyComponent } from "./lazy-component.js";

/**
 * The "Failed to load data" dialog (spec §8). Its Modal is not in the first download: the shell
 * preloads it once My Home is shown (AppShellLayout), long before a load can fail.
 */
export const LazyLoadFailedDialog = lazyComponent(
  () => import("./LoadFailedDialog.js"),
  "LoadFailedDialog",
  { areaTexts: false },
);
