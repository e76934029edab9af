import { lazyComponent } from "../lazy-component.js";

/** The board and committee dialogs load when first opened: they are not needed to show My Home. */
export const LazyCreateBoardDialog = lazyComponent(
  () => import("./CreateBoardDialog.js"),
  "CreateBoardDialog",
  { areaTexts: false },
);

export const LazyAddCommitteeDialog = lazyComponent(
  () => import("./AddCommitteeDialog.js"),
  "AddCommitteeDialog",
);
