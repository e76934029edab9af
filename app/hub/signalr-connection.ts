import { HttpTransportType, HubConnectionBuilder, LogLevel } from "@microsoft/signalr";
import { type AssistantHub, assistantHubOver } from "./assistant-hub.js";
import { assistantHubUrl, browserLocale, browserTimeZone } from "./hub-address.js";
import { fetchHubToken } from "./hub-token.js";

/**
 * The official SignalR client, WebSockets only (the hub offers no other transport), with the
 * default automatic reconnect (0, 2, 10, 30 s). Negotiation stays on: it is where the bearer
 * token is checked, and each reconnect negotiates again with a fresh token.
 */
export function openAssistantHub(): AssistantHub {
  const connection = new HubConnectionBuilder()
    .withUrl(assistantHubUrl(browserLocale(), browserTimeZone()), {
      transport: HttpTransportType.WebSockets,
      skipNegotiation: false,
      accessTokenFactory: fetchHubToken,
    })
    .withAutomaticReconnect()
    .configureLogging(LogLevel.Warning)
    .build();
  return assistantHubOver(connection);
}
