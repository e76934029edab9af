import {
  HttpTransportType,
  type HubConnection,
  HubConnectionBuilder,
  LogLevel,
} from "@microsoft/signalr";
import { type AssistantHub, assistantHubOver } from "./assistant-hub.js";
import { assistantHubUrl, browserLocale, browserTimeZone } from "./hub-address.js";
import { fetchHubToken } from "./hub-token.js";

/**
 * The official SignalR client, WebSockets only (the hub offers no other transport), with the
 * default automatic reconnect (0, 2, 10, 30 s). Negotiation stays on: it is where the bearer
 * token is checked, and each reconnect negotiates again with a fresh token.
 */
export function assistantConnection(url: string, fetchToken: () => Promise<string>): HubConnection {
  return new HubConnectionBuilder()
    .withUrl(url, {
      transport: HttpTransportType.WebSockets,
      skipNegotiation: false,
      accessTokenFactory: fetchToken,
    })
    .withAutomaticReconnect()
    .configureLogging(LogLevel.Warning)
    .build();
}

export function openAssistantHub(): AssistantHub {
  const url = assistantHubUrl(browserLocale(), browserTimeZone());
  return assistantHubOver(assistantConnection(url, fetchHubToken));
}
