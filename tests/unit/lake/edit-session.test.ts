import { EventEmitter } from "node:events";
import { cp, mkdtemp, readFile, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import { networkInterfaces, tmpdir } from "node:os";
import type { AddressInfo, Socket } from "node:net";
import { connect as connectTls } from "node:tls";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { runEdit, siteHostname, stopOnSignals, type EditSite } from "@/scripts/edit-session.ts";
import { contentSource } from "./helpers";

// `npm run edit` (scripts/edit.mjs → scripts/edit-session.ts) with a stand-in for the built site:
// a plain HTTP server started the way the real one is, so no build is needed.

type FakeSite = EditSite & { server: Server; hostname: string };

/** Signals a test sends, and the exit code the session asked for. */
class Signals extends EventEmitter {
  exits: number[] = [];
  private resolveExit: (code: number) => void = () => undefined;
  exited = new Promise<number>((resolve) => (this.resolveExit = resolve));
  exit(code: number) {
    this.exits.push(code);
    this.resolveExit(code);
  }
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function session(env: Record<string, string>, { hangingShutdown = false, certificates = "" } = {}) {
  const dir = await mkdtemp(path.join(tmpdir(), "edit-session-"));
  await cp(contentSource, dir, { recursive: true, filter: (source) => path.basename(source) !== ".lake" });
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  // The machine's certificate folder: the test's own, unless it shares one between sessions.
  const certificateFolder = certificates || path.join(dir, ".certificate");
  const signals = new Signals();
  const printed: string[] = [];
  let site: FakeSite | undefined;
  const running = await runEdit({
    // Port 0 everywhere: any free port.
    env: {
      PORT: "0",
      LAKE_HTTP_PORT: "0",
      LAKE_HTTPS_PORT: "0",
      LAKE_CONTENT_DIR: dir,
      LAKE_CERT_DIR: certificateFolder,
      ...env,
    },
    prepareSite: async () => undefined,
    startSite: async ({ port, hostname }) => {
      const server = createServer((_, response) => response.end("site"));
      await new Promise<void>((resolve, reject) => server.once("error", reject).listen(port, hostname, resolve));
      site = {
        server,
        hostname,
        shutdown: (timeoutMs) =>
          hangingShutdown
            ? new Promise(() => undefined)
            : new Promise((resolve) => {
                server.close(() => resolve({ clean: true }));
                server.closeAllConnections();
                setTimeout(() => resolve({ clean: false }), timeoutMs).unref();
              }),
      };
      return site;
    },
    signals,
    print: (line) => printed.push(line),
    forceExitMs: 3_000,
  });
  cleanups.push(async () => {
    site?.server.closeAllConnections();
    site?.server.close();
    await running.lake.stop();
  });
  return { ...running, site: site!, signals, printed };
}

const nonLoopbackAddress = () =>
  Object.values(networkInterfaces())
    .flat()
    .find((address) => address && address.family === "IPv4" && !address.internal)?.address;

describe("npm run edit's site", () => {
  it("listens on loopback, like the lake, unless HOST says otherwise", async () => {
    expect(siteHostname({})).toBe("127.0.0.1");
    expect(siteHostname({ HOST: " " })).toBe("127.0.0.1");
    expect(siteHostname({ HOST: "0.0.0.0" })).toBe("0.0.0.0");

    const { site, printed, lake } = await session({});
    expect(site.hostname).toBe("127.0.0.1");
    const address = site.server.address() as AddressInfo;
    expect(address.address).toBe("127.0.0.1");
    expect(new URL(lake.httpUrl).hostname).toBe("127.0.0.1");
    expect(printed.slice(0, 2)).toEqual([
      `Studio: http://localhost:0/studio#token=${lake.token}`,
      "Site: http://localhost:0/",
    ]);
    expect(await (await fetch(`http://127.0.0.1:${address.port}/`)).text()).toBe("site");
    // Not reachable from the network: another interface of this machine is refused.
    const outside = nonLoopbackAddress();
    if (outside) await expect(fetch(`http://${outside}:${address.port}/`)).rejects.toThrow();

    const everywhere = await session({ HOST: "0.0.0.0" });
    expect((everywhere.site.server.address() as AddressInfo).address).toBe("0.0.0.0");
  });
});

describe("npm run edit's certificate", () => {
  /** What a browser that trusts the machine's authority does: check the lake's certificate against it alone. */
  const handshake = (lake: { httpsUrl: string }, authority: string, servername: string) =>
    new Promise<void>((resolve, reject) => {
      const socket = connectTls(
        { port: Number(new URL(lake.httpsUrl).port), host: "127.0.0.1", servername, ca: authority },
        () => {
          socket.end();
          resolve();
        },
      );
      socket.on("error", reject);
    });

  it("is the machine's: trusted once, a second start is trusted without another step", async () => {
    const folder = await mkdtemp(path.join(tmpdir(), "edit-certificate-"));
    cleanups.push(() => rm(folder, { recursive: true, force: true }));
    const first = await session({}, { certificates: folder });
    expect(first.printed[2]).toBe(
      `First run on this machine: trust the Studio's certificate once, ${path.join(folder, "rootCA.pem")} (docs/editing.md, "The certificate")`,
    );
    // The one step: the person trusts rootCA.pem.
    const authority = await readFile(path.join(folder, "rootCA.pem"), "utf8");
    for (const name of ["localhost", "lake.localhost"]) await handshake(first.lake, authority, name);
    await first.lake.stop();

    const second = await session({}, { certificates: folder });
    expect(second.printed[2]).toMatch(/^Certificate: .*rootCA\.pem \(trusted once per machine/);
    for (const name of ["localhost", "lake.localhost"]) await handshake(second.lake, authority, name);
    expect(second.lake.certificate).toBe(first.lake.certificate);
    // A certificate nobody trusted is refused the same way (the check is real).
    const stranger = await session({});
    await expect(handshake(stranger.lake, authority, "localhost")).rejects.toThrow();
  });
});

describe("stopping npm run edit", () => {
  it("ends on SIGTERM while the Studio's TLS connection to the lake is idle", async () => {
    const { lake, signals } = await session({});
    const idle = await new Promise<Socket>((resolve, reject) => {
      const socket = connectTls(
        {
          port: Number(new URL(lake.httpsUrl).port),
          host: "127.0.0.1",
          servername: "localhost",
          rejectUnauthorized: false,
          ALPNProtocols: ["http/1.1"],
        },
        () => resolve(socket),
      );
      socket.on("error", reject);
    });
    idle.on("error", () => undefined);
    const since = Date.now();
    signals.emit("SIGTERM");
    expect(await signals.exited).toBe(0);
    expect(Date.now() - since).toBeLessThan(2_000);
    idle.destroy();
  });

  it("exits at once on a second Ctrl-C instead of waiting on the first stop; the same Ctrl-C delivered twice does not count", async () => {
    const { signals, printed } = await session({}, { hangingShutdown: true });
    // The duplicate window and the force-exit bound run on Vitest's fake clock, moved on rather than waited for.
    vi.useFakeTimers();
    try {
      signals.emit("SIGINT");
      signals.emit("SIGINT"); // npm forwards the terminal's SIGINT: the same keypress, again
      await vi.advanceTimersByTimeAsync(700);
      expect(signals.exits).toEqual([]);
      signals.emit("SIGINT");
      expect(signals.exits).toEqual([1]);
      expect(printed.at(-1)).toMatch(/SIGINT again: exiting now/);
    } finally {
      vi.useRealTimers();
    }
  });

  it("exits 1 when stopping takes longer than its bound, with no second signal", async () => {
    const signals = new Signals();
    const lines: string[] = [];
    // On Vitest's fake clock: it moves to the force-exit timer, whenever that is set, and the time is read there.
    vi.useFakeTimers();
    try {
      const since = Date.now();
      stopOnSignals(() => new Promise(() => undefined), {
        signals,
        print: (line) => lines.push(line),
        forceExitMs: 300,
      });
      signals.emit("SIGTERM");
      await vi.advanceTimersToNextTimerAsync();
      expect(await signals.exited).toBe(1);
      expect(Date.now() - since).toBeGreaterThanOrEqual(300);
      expect(lines.at(-1)).toMatch(/not stopped within/);
    } finally {
      vi.useRealTimers();
    }
  });
});
