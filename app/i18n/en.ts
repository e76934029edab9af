import { enAreas } from "./en-areas.js";
import { enCore } from "./en-core.js";
import { enHome } from "./en-home.js";

/** English texts. Labels the spec names are used exactly as written there. */
export const en = { ...enCore, ...enHome, ...enAreas };
