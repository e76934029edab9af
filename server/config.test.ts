import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.js";

describe("configuration", () => {
  it("uses the documented defaults", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toMatch(/data$/);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.oidc).toBeUndefined();
  });

  it("stops with a message naming each bad variable", () => {
    expect(() => loadConfig({ PORT: "eighty", DATABASE_URL: "mysql://x" })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: "eighty", DATABASE_URL: "mysql://x" });
    } catch (err) {
      expect(String(err)).toMatch(/PORT/);
      expect(String(err)).toMatch(/DATABASE_URL: must start with postgres:\/\//);
    }
  });

  it("needs a client id when an identity provider is configured", () => {
    expect(() => loadConfig({ OIDC_ISSUER: "https://idp.example.org" })).toThrow(/OIDC_CLIENT_ID/);
  });

  it("keeps files in the data folder unless an S3 bucket and a shared key are given", () => {
    expect(loadConfig({}).storage).toEqual({ kind: "disk" });
    expect(loadConfig({}).filesKey).toBeUndefined();
    expect(() => loadConfig({ STORAGE: "s3" })).toThrow(/S3_BUCKET: required[\s\S]*FILES_KEY/);
    const key = "ab".repeat(32);
    const s3 = loadConfig({
      STORAGE: "s3",
      S3_BUCKET: "board-files",
      S3_ENDPOINT: "http://127.0.0.1:9000",
      S3_PREFIX: "quorate",
      FILES_KEY: key,
    });
    expect(s3.storage).toMatchObject({
      kind: "s3",
      s3: { bucket: "board-files", region: "us-east-1", prefix: "quorate/" },
    });
    expect(s3.filesKey?.toString("hex")).toBe(key);
    expect(loadConfig({ FILES_KEY: Buffer.alloc(32, 7).toString("base64") }).filesKey).toEqual(
      Buffer.alloc(32, 7),
    );
    expect(() => loadConfig({ FILES_KEY: "too-short" })).toThrow(/FILES_KEY: must be 32 bytes/);
    expect(() => loadConfig({ S3_PREFIX: "../up" })).toThrow(/S3_PREFIX/);
  });

  it("treats empty variables as unset", () => {
    expect(loadConfig({ DATABASE_URL: "", PORT: "" }).port).toBe(3000);
  });

  it("reads TRUST_PROXY as none, a hop count (true is one) or the proxies' addresses", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "false" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "true" }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.1, 192.168.0.0/16,loopback" }).trustProxy).toEqual([
      "10.0.0.1",
      "192.168.0.0/16",
      "loopback",
    ]);
    expect(loadConfig({ TRUST_PROXY: "fd00::/8" }).trustProxy).toEqual(["fd00::/8"]);
    expect(() => loadConfig({ TRUST_PROXY: "10.0.0.1,proxy.example" })).toThrow(
      /TRUST_PROXY: .*not an address: proxy\.example/,
    );
    expect(() => loadConfig({ TRUST_PROXY: "10.0.0.0/33" })).toThrow(/TRUST_PROXY/);
  });
});
