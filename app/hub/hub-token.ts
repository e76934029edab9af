import { accessToken } from "../../common/contracts/auth.js";
import { apiRequest } from "../data/api-client.js";

/**
 * A fresh socket token for every negotiate: the client asks again on each (re)connection,
 * and tokens live ten minutes, so a cached one would fail the first reconnect after that.
 */
export async function fetchHubToken(): Promise<string> {
  const { token } = await apiRequest("/api/auth/token", { schema: accessToken });
  return token;
}
