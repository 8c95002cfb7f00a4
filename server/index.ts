// The production server: Next.js's request handler behind post-process.ts (scripts after the
// first paint, Brotli, a cache of encoded bodies). `npm start` runs it after ensuring a build.
import { createServer } from "node:http";
import path from "node:path";
import next from "next";
import { withPostProcessing } from "./post-process.ts";

export async function startServer({ port, hostname }: { port: number; hostname?: string }) {
  const dir = path.resolve(import.meta.dirname, "..");
  const app = next({ dev: false, dir, port, hostname });
  await app.prepare();
  const handle = withPostProcessing(app.getRequestHandler());
  const server = createServer((req, res) => {
    Promise.resolve(handle(req, res)).catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
      res.end("Internal server error");
    });
  });
  await new Promise<void>((resolve) => server.listen(port, hostname, resolve));
  console.log(`▲ Next.js ready on http://${hostname ?? "localhost"}:${port}`);
  return server;
}
